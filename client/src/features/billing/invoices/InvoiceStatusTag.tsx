import { MSG, type InvoiceKind, type InvoiceStatus } from '@sevak/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { BILLING } from '../i18n';

const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  UNPAID: 'gold',
  PARTIAL: 'blue',
  PAID: 'green',
  CANCELLED: 'red',
};

/** An invoice's or visit's payment state, in words on its tag (never its colour alone). */
export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(MESSAGES);
  return <Tag color={STATUS_COLOURS[status]}>{t(MSG.billing.labels.invoiceStatus[status])}</Tag>;
}

/** "Credit note" beside a credit note's number; an invoice needs no tag. */
export function KindTag({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation(BILLING);
  return kind === 'CREDIT_NOTE' ? <Tag>{t('creditNoteTag')}</Tag> : null;
}
