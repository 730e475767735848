import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { trpc } from '../../lib/trpc';
import { FollowUpDay } from '../enquiries/follow-up';
import { DASHBOARD } from './i18n';
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
  const { t } = useTranslation(DASHBOARD);
  const due = trpc.admin.enquiries.list.useQuery({ followUp: 'due', page: 1, pageSize: SHOWN, sortBy: 'followUpDate', sortOrder: 'asc' });
  const total = due.data?.total ?? 0;
  return (
    <Card
      size="small"
      title={t('followUps.title')}
      loading={due.isPending}
      extra={total > 0 && <Link to={paths.admin.followUpsDue}>{t('followUps.seeAll', { count: total })}</Link>}
    >
      {due.isError ? (
        <Space wrap>
          <Text>{t('followUps.failed')}</Text>
          <Button size="small" onClick={() => void due.refetch()}>
            {t('tryAgain')}
          </Button>
        </Space>
      ) : total === 0 ? (
        <Text type="secondary">{t('followUps.none')}</Text>
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
