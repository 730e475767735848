import { MSG, type Subscription } from '@sevak/shared';
import { Button, Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { formatDate, formatRupees } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { SUBSCRIPTIONS } from './i18n';
import { subscriptionReceiptPdfUrl } from './subscription-links';

/** A business's subscriptions, latest first, each with its receipt: the operator's "who has paid". */
function SubscriptionHistoryDrawer({ business, onClose }: { business: { id: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation([SUBSCRIPTIONS, MESSAGES]);
  const history = trpc.superadmin.subscriptions.history.useQuery({ id: business.id });
  const columns = [
    {
      title: t('history.columns.receipt'),
      key: 'receipt',
      render: (_value: unknown, row: Subscription) => (
        <a href={subscriptionReceiptPdfUrl(row.id)} download aria-label={t('history.downloadReceipt', { number: row.receiptNumber })}>
          {row.receiptNumber}
        </a>
      ),
    },
    { title: t('history.columns.plan'), dataIndex: 'planName', key: 'plan' },
    {
      title: t('history.columns.period'),
      key: 'period',
      render: (_value: unknown, row: Subscription) => t('history.period', { from: formatDate(row.periodStart), to: formatDate(row.periodEnd) }),
    },
    { title: t('history.columns.amount'), key: 'amount', align: 'right' as const, render: (_value: unknown, row: Subscription) => formatRupees(row.amount) },
    { title: t('history.columns.paidOn'), key: 'paidOn', render: (_value: unknown, row: Subscription) => formatDate(row.paidOn) },
    {
      title: t('history.columns.mode'),
      key: 'mode',
      render: (_value: unknown, row: Subscription) =>
        [t(MSG.billing.labels.paymentMode[row.mode], { ns: MESSAGES }), row.reference].filter(Boolean).join(' · '),
    },
  ];
  return (
    <Drawer open onClose={onClose} title={t('history.title', { name: business.name })} size="min(900px, 100vw)" destroyOnHidden>
      {history.isError ? (
        <LoadFailure title={t('history.loadFailed')} error={history.error} onRetry={history.refetch} />
      ) : (
        <Table<Subscription>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={history.data ?? []}
          loading={history.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: history.isPending ? ' ' : t('history.empty') }}
        />
      )}
    </Drawer>
  );
}

export function SubscriptionHistoryButton({ business }: { business: { id: string; name: string } }) {
  const { t } = useTranslation(SUBSCRIPTIONS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} aria-label={t('history.buttonNamed', { name: business.name })}>
        {t('history.button')}
      </Button>
      {open && <SubscriptionHistoryDrawer business={business} onClose={() => setOpen(false)} />}
    </>
  );
}
