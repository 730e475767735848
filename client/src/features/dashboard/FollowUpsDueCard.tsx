import { Button, Card, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { trpc } from '../../lib/trpc';
import { FollowUpDay } from '../enquiries/follow-up';
import './follow-ups-due.css';

const { Text } = Typography;

/** How many of the follow-ups due the card names; the enquiries screen lists them all. */
const SHOWN = 5;

/**
 * The dashboard's "Follow-ups Due": the open enquiries whose follow-up day is today or has
 * passed, the most overdue first, each with the number to call, and a link to all of them on the
 * enquiries screen. Read from the enquiry list itself, so the two always agree.
 */
export function FollowUpsDueCard() {
  const due = trpc.admin.enquiries.list.useQuery({ followUp: 'due', page: 1, pageSize: SHOWN, sortBy: 'followUpDate', sortOrder: 'asc' });
  const total = due.data?.total ?? 0;
  return (
    <Card
      size="small"
      title="Follow-ups Due"
      loading={due.isPending}
      extra={total > 0 && <Link to={paths.admin.followUpsDue}>{total === 1 ? 'See the follow-up' : `See all ${total} follow-ups`}</Link>}
    >
      {due.isError ? (
        <Space wrap>
          <Text>Failed to get follow-ups</Text>
          <Button size="small" onClick={() => void due.refetch()}>
            Try Again
          </Button>
        </Space>
      ) : total === 0 ? (
        <Text type="secondary">No enquiry to follow up today.</Text>
      ) : (
        <ul className="follow-ups-due">
          {due.data?.items.map((enquiry) => (
            <li key={enquiry.id}>
              <div>
                <Text strong>{enquiry.name}</Text> <a href={`tel:${enquiry.phoneNumber}`}>{enquiry.phoneNumber}</a>
                {enquiry.product && <Text type="secondary">{` · ${enquiry.product.name}`}</Text>}
              </div>
              <FollowUpDay enquiry={enquiry} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
