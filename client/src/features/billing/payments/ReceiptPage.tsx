import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { trpc } from '../../../lib/trpc';
import { receiptPdfUrl } from '../billing-links';
import { BILLING } from '../i18n';
import { PrintButton } from '../print/DocumentPrinter';
import { ReceiptDocument } from './ReceiptDocument';

/** /billing/receipts/:id: a payment's receipt, to print or download. */
export function ReceiptPage() {
  const { t } = useTranslation(BILLING);
  const { id = '' } = useParams();
  const receipt = trpc.admin.payments.receipt.useQuery({ id });
  const loaded = receipt.data;
  return (
    <Page title={loaded ? t('receipt.titled', { number: loaded.payment.receiptNumber }) : t('receipt.pageTitle')}>
      <WhenLoaded query={receipt} failure={t('receipt.loadFailed')}>
        {(shown) => {
          const sheet = <ReceiptDocument receipt={shown} />;
          return (
            <>
              <div className="doc-actions">
                <PrintButton title={shown.payment.receiptNumber} document={sheet} />
                <Button icon={<DownloadOutlined aria-hidden />} href={receiptPdfUrl(shown.payment.id)} download>
                  {t('downloadPdf')}
                </Button>
                {shown.payment.invoiceID && (
                  <Link to={paths.admin.invoice.to(shown.payment.invoiceID)}>
                    <Button tabIndex={-1}>{t('receipt.openInvoice')}</Button>
                  </Link>
                )}
                {shown.payment.visitID && (
                  <Link to={paths.admin.updateVisit.to(shown.payment.visitID)}>
                    <Button tabIndex={-1}>{t('receipt.openVisit')}</Button>
                  </Link>
                )}
              </div>
              {sheet}
            </>
          );
        }}
      </WhenLoaded>
    </Page>
  );
}
