import type { VisitPaymentStatus } from '@sevak/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON } from '../i18n/common';

const PAYMENT_COLORS: Record<VisitPaymentStatus, string> = {
  PENDING: 'gold',
  PAID: 'green',
  CANCELLED: 'volcano',
};

/** A visit's payment: PENDING yellow, PAID green, CANCELLED red (spec §4; no form offers CANCELLED). */
export function PaymentStatusTag({ status }: { status: VisitPaymentStatus }) {
  const { t } = useTranslation(COMMON);
  return <Tag color={PAYMENT_COLORS[status]}>{t(`paymentStatus.${status}`)}</Tag>;
}
