import type { VisitPaymentStatus } from '@sevak/shared';
import { Tag } from 'antd';

const PAYMENT_COLORS: Record<VisitPaymentStatus, string> = {
  PENDING: 'gold',
  PAID: 'green',
  CANCELLED: 'volcano',
};

/** A visit's payment: PENDING yellow, PAID green, CANCELLED red (spec §4; no form offers CANCELLED). */
export function PaymentStatusTag({ status }: { status: VisitPaymentStatus }) {
  return <Tag color={PAYMENT_COLORS[status]}>{status}</Tag>;
}
