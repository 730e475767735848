import { DownloadOutlined } from '@ant-design/icons';
import { MSG } from '@sevak/shared';
import { Card, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate, formatRupees } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { InvoiceStatusTag, KindTag } from '../billing/invoices/InvoiceStatusTag';
import { CUSTOMER_PORTAL } from './i18n';
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
  const { t } = useTranslation(CUSTOMER_PORTAL);
  return (
    <a href={href} download aria-label={t('bills.downloadOf', { document })}>
      <DownloadOutlined aria-hidden /> {t('bills.download')}
    </a>
  );
}

/** The customer's invoices (with credit notes) and the receipts of what they paid, newest first, each as a PDF. */
export function MyBillsPage() {
  const bills = trpc.customer.bills.useQuery();
  const { t } = useTranslation(CUSTOMER_PORTAL);
  return (
    <Page title={t('bills.title')}>
      <WhenLoaded query={bills} failure={t('bills.loadFailed')}>
        {({ invoices, receipts }) => (
          <>
            <Card title={t('bills.invoices')}>
              {invoices.length === 0 ? (
                <Empty description={t('bills.noInvoices')} />
              ) : (
                <ul className="portal-rows" aria-label={t('bills.invoices')}>
                  {invoices.map((invoice) => (
                    <InvoiceRow key={invoice.id} invoice={invoice} />
                  ))}
                </ul>
              )}
            </Card>
            <Card title={t('bills.receipts')}>
              {receipts.length === 0 ? (
                <Empty description={t('bills.noReceipts')} />
              ) : (
                <ul className="portal-rows" aria-label={t('bills.receipts')}>
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
  const { t } = useTranslation(CUSTOMER_PORTAL);
  const name = invoice.kind === 'CREDIT_NOTE' ? t('bills.creditNote', { number: invoice.number }) : t('bills.invoice', { number: invoice.number });
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
        <Text>{t('bills.total', { amount: formatRupees(invoice.total) })}</Text>
        {invoice.kind === 'INVOICE' && !invoice.cancelled && (
          <Text type={invoice.balanceDue > 0 ? undefined : 'secondary'} strong={invoice.balanceDue > 0}>
            {invoice.balanceDue > 0 ? t('bills.balanceDue', { amount: formatRupees(invoice.balanceDue) }) : t('bills.paidInFull')}
          </Text>
        )}
        <PdfLink href={invoicePdfUrl(invoice.id)} document={name} />
      </div>
    </li>
  );
}

function ReceiptRow({ receipt }: { receipt: MyReceipt }) {
  const { t } = useTranslation([CUSTOMER_PORTAL, MESSAGES]);
  return (
    <li>
      <div className="portal-row__main">
        <Text strong>{receipt.receiptNumber}</Text>
        <Text type="secondary">
          {formatDate(receipt.paidOn)}
          {receipt.invoiceNumber && t('bills.forInvoice', { number: receipt.invoiceNumber })}
        </Text>
      </div>
      <div className="portal-row__side">
        <Text>{`${formatRupees(receipt.amount)} · ${t(MSG.billing.labels.paymentMode[receipt.mode], { ns: MESSAGES })}`}</Text>
        <PdfLink href={receiptPdfUrl(receipt.id)} document={t('bills.receipt', { number: receipt.receiptNumber })} />
      </div>
    </li>
  );
}
