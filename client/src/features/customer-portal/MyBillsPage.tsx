import { DownloadOutlined } from '@ant-design/icons';
import { PAYMENT_MODE_LABELS } from '@sevak/shared';
import { Card, Empty, Space, Typography } from 'antd';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate, formatRupees } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { InvoiceStatusTag, KindTag } from '../billing/invoices/InvoiceStatusTag';
import './customer-portal.css';

const { Text } = Typography;

type MyBills = RouterOutputs['customer']['bills'];
type MyInvoice = MyBills['invoices'][number];
type MyReceipt = MyBills['receipts'][number];

/** The customer's own invoice or receipt as a PDF: the server answers it as a download (same-origin session). */
const invoicePdfUrl = (id: string) => `/api/v1/customer/invoice/${encodeURIComponent(id)}/pdf`;
const receiptPdfUrl = (id: string) => `/api/v1/customer/receipt/${encodeURIComponent(id)}/pdf`;

/** "Download PDF", named after the document it downloads for a screen reader. */
function PdfLink({ href, document }: { href: string; document: string }) {
  return (
    <a href={href} download aria-label={`Download PDF of ${document}`}>
      <DownloadOutlined aria-hidden /> Download PDF
    </a>
  );
}

/** The customer's invoices (with credit notes) and the receipts of what they paid, newest first, each as a PDF. */
export function MyBillsPage() {
  const bills = trpc.customer.bills.useQuery();
  return (
    <Page title="Invoices and Receipts">
      <WhenLoaded query={bills} failure="Failed to get your invoices and receipts">
        {({ invoices, receipts }) => (
          <>
            <Card title="Invoices">
              {invoices.length === 0 ? (
                <Empty description="No invoices yet." />
              ) : (
                <ul className="portal-rows" aria-label="Invoices">
                  {invoices.map((invoice) => (
                    <InvoiceRow key={invoice.id} invoice={invoice} />
                  ))}
                </ul>
              )}
            </Card>
            <Card title="Receipts">
              {receipts.length === 0 ? (
                <Empty description="No receipts yet." />
              ) : (
                <ul className="portal-rows" aria-label="Receipts">
                  {receipts.map((receipt) => (
                    <ReceiptRow key={receipt.id} receipt={receipt} />
                  ))}
                </ul>
              )}
            </Card>
          </>
        )}
      </WhenLoaded>
    </Page>
  );
}

function InvoiceRow({ invoice }: { invoice: MyInvoice }) {
  const name = `${invoice.kind === 'CREDIT_NOTE' ? 'credit note' : 'invoice'} ${invoice.number}`;
  return (
    <li>
      <div className="portal-row__main">
        <Space wrap size={4}>
          <Text strong>{invoice.number}</Text>
          <KindTag kind={invoice.kind} />
          {invoice.cancelled && <InvoiceStatusTag status="CANCELLED" />}
        </Space>
        <Text type="secondary">{formatDate(invoice.invoiceDate)}</Text>
      </div>
      <div className="portal-row__side">
        <Text>{`Total ${formatRupees(invoice.total)}`}</Text>
        {invoice.kind === 'INVOICE' && !invoice.cancelled && (
          <Text type={invoice.balanceDue > 0 ? undefined : 'secondary'} strong={invoice.balanceDue > 0}>
            {invoice.balanceDue > 0 ? `Balance due ${formatRupees(invoice.balanceDue)}` : 'Paid in full'}
          </Text>
        )}
        <PdfLink href={invoicePdfUrl(invoice.id)} document={name} />
      </div>
    </li>
  );
}

function ReceiptRow({ receipt }: { receipt: MyReceipt }) {
  return (
    <li>
      <div className="portal-row__main">
        <Text strong>{receipt.receiptNumber}</Text>
        <Text type="secondary">
          {formatDate(receipt.paidOn)}
          {receipt.invoiceNumber && `, for invoice ${receipt.invoiceNumber}`}
        </Text>
      </div>
      <div className="portal-row__side">
        <Text>{`${formatRupees(receipt.amount)} · ${PAYMENT_MODE_LABELS[receipt.mode]}`}</Text>
        <PdfLink href={receiptPdfUrl(receipt.id)} document={`receipt ${receipt.receiptNumber}`} />
      </div>
    </li>
  );
}
