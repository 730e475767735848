import { PAYMENT_MODE_LABELS, type Subscription } from '@sevak/shared';
import { Button, Drawer, Table } from 'antd';
import { useState } from 'react';
import { LoadFailure } from '../../components/LoadFailure';
import { formatDate, formatRupees } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { subscriptionReceiptPdfUrl } from './subscription-links';

const columns = [
  { title: 'Receipt', key: 'receipt', render: (_value: unknown, row: Subscription) => (
    <a href={subscriptionReceiptPdfUrl(row.id)} download aria-label={`Download receipt ${row.receiptNumber}`}>
      {row.receiptNumber}
    </a>
  ) },
  { title: 'Plan', dataIndex: 'planName', key: 'plan' },
  { title: 'Period', key: 'period', render: (_value: unknown, row: Subscription) => `${formatDate(row.periodStart)} to ${formatDate(row.periodEnd)}` },
  { title: 'Amount', key: 'amount', align: 'right' as const, render: (_value: unknown, row: Subscription) => formatRupees(row.amount) },
  { title: 'Paid On', key: 'paidOn', render: (_value: unknown, row: Subscription) => formatDate(row.paidOn) },
  { title: 'Mode', key: 'mode', render: (_value: unknown, row: Subscription) => [PAYMENT_MODE_LABELS[row.mode], row.reference].filter(Boolean).join(' · ') },
];

/** A business's subscriptions, latest first, each with its receipt: the operator's "who has paid". */
function SubscriptionHistoryDrawer({ business, onClose }: { business: { id: string; name: string }; onClose: () => void }) {
  const history = trpc.superadmin.subscriptions.history.useQuery({ id: business.id });
  return (
    <Drawer open onClose={onClose} title={`Subscriptions of ${business.name}`} size="min(900px, 100vw)" destroyOnHidden>
      {history.isError ? (
        <LoadFailure title="Failed to get subscriptions" error={history.error} onRetry={history.refetch} />
      ) : (
        <Table<Subscription>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={history.data ?? []}
          loading={history.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: history.isPending ? ' ' : 'No payments recorded yet' }}
        />
      )}
    </Drawer>
  );
}

export function SubscriptionHistoryButton({ business }: { business: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} aria-label={`History of subscriptions of ${business.name}`}>
        History
      </Button>
      {open && <SubscriptionHistoryDrawer business={business} onClose={() => setOpen(false)} />}
    </>
  );
}
