import { DownloadOutlined, StopOutlined, WalletOutlined } from '@ant-design/icons';
import { PAYMENT_MODE_LABELS, type Invoice, type PaymentRecord } from '@sevak/shared';
import { Alert, Button, Card, Descriptions, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useScrollableTableRegion, useTableCaption } from '../../../components/accessible-table';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { formatDate, formatRupees } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { HistoryButton } from '../../audit/HistoryButton';
import { invoicePdfUrl, receiptPdfUrl } from '../billing-links';
import { RecordPaymentModal } from '../payments/RecordPaymentModal';
import { PrintButton } from '../print/DocumentPrinter';
import { CancelInvoiceModal } from './CancelInvoiceModal';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoiceStatusTag } from './InvoiceStatusTag';

const paymentColumns: TableColumnsType<PaymentRecord> = [
  {
    title: 'Receipt',
    key: 'receiptNumber',
    render: (_value, payment) => <Link to={paths.admin.receipt.to(payment.id)}>{payment.receiptNumber}</Link>,
  },
  { title: 'Date', key: 'paidOn', render: (_value, payment) => formatDate(payment.paidOn) },
  { title: 'Mode', key: 'mode', render: (_value, payment) => PAYMENT_MODE_LABELS[payment.mode] },
  { title: 'Reference', key: 'reference', render: (_value, payment) => payment.reference ?? '—' },
  { title: 'Amount', key: 'amount', align: 'right', render: (_value, payment) => formatRupees(payment.amount) },
  {
    title: 'PDF',
    key: 'pdf',
    render: (_value, payment) => (
      <a href={receiptPdfUrl(payment.id)} download aria-label={`Download receipt ${payment.receiptNumber} as PDF`}>
        Download
      </a>
    ),
  },
];

function Payments({ payments }: { payments: PaymentRecord[] }) {
  const caption = useTableCaption('Payments');
  const region = useScrollableTableRegion('Payments');
  return (
    <Card title="Payments">
      <div ref={region}>
        <Table<PaymentRecord>
          rowKey="id"
          size="small"
          components={caption}
          columns={paymentColumns}
          dataSource={payments}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No payments yet' }}
        />
      </div>
    </Card>
  );
}

/** /billing/invoices/:id: the invoice or credit note as printed, what is due on it, and what can be done with it. */
export function InvoicePage() {
  const { id = '' } = useParams();
  const invoice = trpc.admin.invoices.get.useQuery({ id });
  const loaded = invoice.data;
  return (
    <Page title={loaded ? `${loaded.documentTitle} ${loaded.invoiceNumber}` : 'Invoice'}>
      <WhenLoaded query={invoice} failure="Failed to get invoice">
        {(data) => <InvoiceScreen invoice={data} />}
      </WhenLoaded>
    </Page>
  );
}

function InvoiceScreen({ invoice }: { invoice: Invoice }) {
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
          Download PDF
        </Button>
        {payable && (
          <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => setPaying(true)}>
            Record Payment
          </Button>
        )}
        {cancellable && (
          <Button icon={<StopOutlined aria-hidden />} onClick={() => setCancelling(true)}>
            Cancel Invoice
          </Button>
        )}
        <HistoryButton entity="invoice" entityID={invoice.id} />
      </div>

      {invoice.cancelledBy && (
        <Alert
          type="error"
          showIcon
          title={
            <>
              Cancelled by credit note{' '}
              <Link to={paths.admin.invoice.to(invoice.cancelledBy.id)}>{invoice.cancelledBy.invoiceNumber}</Link> of{' '}
              {formatDate(invoice.cancelledBy.invoiceDate)}
            </>
          }
          description={invoice.cancelReason ? `Reason: ${invoice.cancelReason}` : undefined}
        />
      )}
      {invoice.creditNoteOf && (
        <Alert
          type="info"
          showIcon
          title={
            <>
              Credit note cancelling invoice{' '}
              <Link to={paths.admin.invoice.to(invoice.creditNoteOf.id)}>{invoice.creditNoteOf.invoiceNumber}</Link> of{' '}
              {formatDate(invoice.creditNoteOf.invoiceDate)}
            </>
          }
        />
      )}
      {invoice.missingHsn.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={invoice.missingHsn.map((name) => `HSN code missing for ${name}`).join('. ')}
          description="The invoice prints it as missing. Set the product’s HSN code so that its next invoices carry it."
        />
      )}

      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'total', label: 'Total', children: formatRupees(invoice.total) },
            ...(isInvoice
              ? [
                  { key: 'status', label: 'Status', children: <InvoiceStatusTag status={invoice.status} /> },
                  { key: 'paid', label: 'Paid', children: formatRupees(invoice.amountPaid) },
                  { key: 'balance', label: 'Balance Due', children: <strong>{formatRupees(invoice.balanceDue)}</strong> },
                ]
              : []),
            {
              key: 'customer',
              label: 'Customer',
              children: (
                <Space wrap size={4}>
                  {invoice.buyer.name}
                  <Link to={paths.admin.customerStatement.to(invoice.customerID)}>Statement</Link>
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
          what={`invoice ${invoice.invoiceNumber}`}
          balanceDue={invoice.balanceDue}
        />
      )}
      {isInvoice && <CancelInvoiceModal open={cancelling} onClose={() => setCancelling(false)} invoice={invoice} />}
    </>
  );
}
