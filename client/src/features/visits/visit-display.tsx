import type { VisitPaymentStatus } from '@sevak/shared';
import { Tag } from 'antd';
import { BUSINESS_TIME_ZONE } from '../../lib/config';
import { dayjs } from '../../lib/dayjs';

const PAYMENT_COLORS: Record<VisitPaymentStatus, string> = {
  PENDING: 'gold',
  PAID: 'green',
  CANCELLED: 'volcano',
};

/** PENDING yellow, PAID green, CANCELLED red (spec §4). */
export function PaymentStatusTag({ status }: { status: VisitPaymentStatus }) {
  return (
<Tag color={PAYMENT_COLORS[status]}>{status}</Tag>
  );
}

/** 4:30 PM: a visit's time as the business's clock reads it. */
export function formatVisitTime(value: string): string {
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(BUSINESS_TIME_ZONE).format('h:mm A') : '';
}
