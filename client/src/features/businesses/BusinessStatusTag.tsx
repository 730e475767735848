import type { Business } from '@sevak/shared';
import { Space, Tag, Typography } from 'antd';
import { formatDate } from '../../lib/format';

/** Warn this many days before an access period ends (spec §9 "Expiry warning window"). */
const EXPIRY_WARNING_DAYS = 7;

function daysLeft(days: number): string {
  if (days === 0) return 'Expires today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** Where a business stands in its access period today: Active (with days left), Expired or Not started. */
export function BusinessStatusTag({ business }: { business: Pick<Business, 'status' | 'expiresInDays' | 'startDate'> }) {
  if (business.status === 'EXPIRED') return <Tag color="error">Expired</Tag>;
  if (business.status === 'NOT_STARTED') {
    return (
      <Space size={4} wrap>
        <Tag color="processing">Not started</Tag>
        <Typography.Text type="secondary">Starts {formatDate(business.startDate)}</Typography.Text>
      </Space>
    );
  }
  const endingSoon = business.expiresInDays <= EXPIRY_WARNING_DAYS;
  return (
    <Space size={4} wrap>
      <Tag color="success">Active</Tag>
      <Typography.Text type={endingSoon ? 'warning' : 'secondary'}>{daysLeft(business.expiresInDays)}</Typography.Text>
    </Space>
  );
}
