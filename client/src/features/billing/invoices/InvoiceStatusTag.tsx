import type { InvoiceKind, InvoiceStatus } from '@sevak/shared';
import { Tag } from 'antd';

const STATUS_TAGS: Record<InvoiceStatus, { color: string; text: string }> = {
  UNPAID: { color: 'gold', text: 'Unpaid' },
  PARTIAL: { color: 'blue', text: 'Partial' },
  PAID: { color: 'green', text: 'Paid' },
  CANCELLED: { color: 'red', text: 'Cancelled' },
};

/** An invoice's or visit's payment state, in words on its tag (never its colour alone). */
export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { color, text } = STATUS_TAGS[status];
  return <Tag color={color}>{text}</Tag>;
}

/** "Credit note" beside a credit note's number; an invoice needs no tag. */
export function KindTag({ kind }: { kind: InvoiceKind }) {
  return kind === 'CREDIT_NOTE' ? <Tag>Credit note</Tag> : null;
}
