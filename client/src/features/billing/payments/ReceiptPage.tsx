import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { trpc } from '../../../lib/trpc';
import { receiptPdfUrl } from '../billing-links';
import { PrintButton } from '../print/DocumentPrinter';
import { ReceiptDocument } from './ReceiptDocument';

/** /billing/receipts/:id: a payment's receipt, to print or download. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = trpc.admin.payments.receipt.useQuery({ id });
  const loaded = receipt.data;
  return (
    <Page title={loaded ? `Receipt ${loaded.payment.receiptNumber}` : 'Receipt'}>
      <WhenLoaded query={receipt} failure="Failed to get receipt">
        {(shown) => {
          const sheet = <ReceiptDocument receipt={shown} />;
          return (
            <>
              <div className="doc-actions">
                <PrintButton title={shown.payment.receiptNumber} document={sheet} />
                <Button icon={<DownloadOutlined aria-hidden />} href={receiptPdfUrl(shown.payment.id)} download>
                  Download PDF
                </Button>
                {shown.payment.invoiceID && (
                  <Link to={paths.admin.invoice.to(shown.payment.invoiceID)}>
                    <Button tabIndex={-1}>Open Invoice</Button>
                  </Link>
                )}
                {shown.payment.visitID && (
                  <Link to={paths.admin.updateVisit.to(shown.payment.visitID)}>
                    <Button tabIndex={-1}>Open Visit</Button>
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
