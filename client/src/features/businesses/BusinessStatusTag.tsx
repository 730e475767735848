import type { Business } from '@sevak/shared';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { BUSINESSES } from './i18n';

/** Warn this many days before an access period ends (spec §9 "Expiry warning window"). */
const EXPIRY_WARNING_DAYS = 7;

/** Where a business stands in its access period today: Active (with days left), Expired or Not started. */
export function BusinessStatusTag({ business }: { business: Pick<Business, 'status' | 'expiresInDays' | 'startDate'> }) {
  const { t } = useTranslation(BUSINESSES);
  if (business.status === 'EXPIRED') return <Tag color="error">{t('status.expired')}</Tag>;
  if (business.status === 'NOT_STARTED') {
    return (
      <Space size={4} wrap>
        <Tag color="processing">{t('status.notStarted')}</Tag>
        <Typography.Text type="secondary">{t('status.starts', { date: formatDate(business.startDate) })}</Typography.Text>
      </Space>
    );
  }
  const days = business.expiresInDays;
  const endingSoon = days <= EXPIRY_WARNING_DAYS;
  return (
    <Space size={4} wrap>
      <Tag color="success">{t('status.active')}</Tag>
      <Typography.Text type={endingSoon ? 'warning' : 'secondary'}>
        {days === 0 ? t('status.expiresToday') : t('status.daysLeft', { count: days })}
      </Typography.Text>
    </Space>
  );
}
