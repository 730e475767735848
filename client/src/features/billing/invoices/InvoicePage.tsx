import { DownloadOutlined, StopOutlined, WalletOutlined } from '@ant-design/icons';
import { MSG, type Invoice, type PaymentRecord } from '@sevak/shared';
import { Alert, Button, Card, Descriptions, Space, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useScrollableTableRegion, useTableCaption } from '../../../components/accessible-table';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { formatDate, formatRupees } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { HistoryButton } from '../../audit/HistoryButton';
import { invoicePdfUrl, receiptPdfUrl } from '../billing-links';
import { BILLING } from '../i18n';
import { RecordPaymentModal } from '../payments/RecordPaymentModal';
import { PrintButton } from '../print/DocumentPrinter';
import { CancelInvoiceModal } from './CancelInvoiceModal';
import { DOCUMENT_TITLE_KEYS } from './document-title';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoiceStatusTag } from './InvoiceStatusTag';

const paymentColumnsOf = (t: TFunction<[typeof BILLING, typeof MESSAGES]>): TableColumnsType<PaymentRecord> => [
  {
    title: t('invoice.payments.receipt'),
    key: 'receiptNumber',
    render: (_value, payment) => <Link to={paths.admin.receipt.to(payment.id)}>{payment.receiptNumber}</Link>,
  },
  { title: t('invoice.payments.date'), key: 'paidOn', render: (_value, payment) => formatDate(payment.paidOn) },
  { title: t('invoice.payments.mode'), key: 'mode', render: (_value, payment) => t(MSG.billing.labels.paymentMode[payment.mode], { ns: MESSAGES }) },
  { title: t('invoice.payments.reference'), key: 'reference', render: (_value, payment) => payment.reference ?? '—' },
  { title: t('invoice.payments.amount'), key: 'amount', align: 'right', render: (_value, payment) => formatRupees(payment.amount) },
  {
    title: t('invoice.payments.pdf'),
    key: 'pdf',
    render: (_value, payment) => (
      <a href={receiptPdfUrl(payment.id)} download aria-label={t('invoice.payments.downloadNamed', { number: payment.receiptNumber })}>
        {t('invoice.payments.download')}
      </a>
    ),
  },
];

function Payments({ payments }: { payments: PaymentRecord[] }) {
  const { t } = useTranslation([BILLING, MESSAGES]);
  const paymentColumns = useMemo(() => paymentColumnsOf(t), [t]);
  const caption = useTableCaption(t('invoice.payments.title'));
  const region = useScrollableTableRegion(t('invoice.payments.title'));
  return (
    <Card title={t('invoice.payments.title')}>
      <div ref={region}>
        <Table<PaymentRecord>
          rowKey="id"
          size="small"
          components={caption}
          columns={paymentColumns}
          dataSource={payments}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('invoice.payments.empty') }}
        />
      </div>
    </Card>
  );
}

/** /billing/invoices/:id: the invoice or credit note as printed, what is due on it, and what can be done with it. */
export function InvoicePage() {
  const { t } = useTranslation(BILLING);
  const { id = '' } = useParams();
  const invoice = trpc.admin.invoices.get.useQuery({ id });
  const loaded = invoice.data;
  return (
    <Page
      title={
        loaded ? t('invoice.titled', { title: t(DOCUMENT_TITLE_KEYS[loaded.documentTitle]), number: loaded.invoiceNumber }) : t('invoice.pageTitle')
      }
    >
      <WhenLoaded query={invoice} failure={t('invoice.loadFailed')}>
        {(data) => <InvoiceScreen invoice={data} />}
      </WhenLoaded>
    </Page>
  );
}

function InvoiceScreen({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(BILLING);
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const isInvoice = invoice.kind === 'INVOICE';
  const payable = isInvoice && invoice.status !== 'CANCELLED' && invoice.balanceDue > 0;
  const cancellable = isInvoice && invoice.status !== 'CANCELLED' && !invoice.cancelledBy;
  const sheet = <InvoiceDocument invoice={invoice} />;
  return (
    <>
      <div className="doc-actions">
        <PrintButton title={invoice.invoiceNumber} document={sheet} />
        <Button icon={<DownloadOutlined aria-hidden />} href={invoicePdfUrl(invoice.id)} download>
          {t('downloadPdf')}
        </Button>
        {payable && (
          <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => setPaying(true)}>
            {t('recordPayment')}
          </Button>
        )}
        {cancellable && (
          <Button icon={<StopOutlined aria-hidden />} onClick={() => setCancelling(true)}>
            {t('invoice.cancelInvoice')}
          </Button>
        )}
        <HistoryButton entity="invoice" entityID={invoice.id} />
      </div>

      {invoice.cancelledBy && (
        <Alert
          type="error"
          showIcon
          title={
            <Trans
              t={t}
              i18nKey="invoice.cancelledBy"
              values={{ number: invoice.cancelledBy.invoiceNumber, date: formatDate(invoice.cancelledBy.invoiceDate) }}
              components={{ note: <Link to={paths.admin.invoice.to(invoice.cancelledBy.id)} /> }}
            />
          }
          description={invoice.cancelReason ? t('invoice.cancelReason', { reason: invoice.cancelReason }) : undefined}
        />
      )}
      {invoice.creditNoteOf && (
        <Alert
          type="info"
          showIcon
          title={
            <Trans
              t={t}
              i18nKey="invoice.creditNoteOf"
              values={{ number: invoice.creditNoteOf.invoiceNumber, date: formatDate(invoice.creditNoteOf.invoiceDate) }}
              components={{ invoice: <Link to={paths.admin.invoice.to(invoice.creditNoteOf.id)} /> }}
            />
          }
        />
      )}
      {invoice.missingHsn.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={invoice.missingHsn.map((name) => t('hsnMissingFor', { name })).join('. ')}
          description={t('invoice.hsnMissingHelp')}
        />
      )}

      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'total', label: t('invoice.total'), children: formatRupees(invoice.total) },
            ...(isInvoice
              ? [
                  { key: 'status', label: t('invoice.status'), children: <InvoiceStatusTag status={invoice.status} /> },
                  { key: 'paid', label: t('invoice.paid'), children: formatRupees(invoice.amountPaid) },
                  { key: 'balance', label: t('invoice.balanceDue'), children: <strong>{formatRupees(invoice.balanceDue)}</strong> },
                ]
              : []),
            {
              key: 'customer',
              label: t('invoice.customer'),
              children: (
                <Space wrap size={4}>
                  {invoice.buyer.name}
                  <Link to={paths.admin.customerStatement.to(invoice.customerID)}>{t('invoice.statement')}</Link>
                </Space>
              ),
            },
          ]}
        />
      </Card>

      {isInvoice && <Payments payments={invoice.payments} />}

      {sheet}

      {isInvoice && (
        <RecordPaymentModal
          open={paying}
          onClose={() => setPaying(false)}
          paying={{ invoiceID: invoice.id }}
          what={t('invoice.payingWhat', { number: invoice.invoiceNumber })}
          balanceDue={invoice.balanceDue}
        />
      )}
      {isInvoice && <CancelInvoiceModal open={cancelling} onClose={() => setCancelling(false)} invoice={invoice} />}
    </>
  );
}
