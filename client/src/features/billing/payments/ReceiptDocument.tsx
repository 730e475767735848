import { PAYMENT_MODE_LABELS, type PaymentReceipt } from '@sevak/shared';
import { formatDate, formatRupees } from '../../../lib/format';
import { useDocumentWords } from '../../invoice/document-words';
import { SellerHeader, SignatureFooter } from '../print/SellerHeader';
import '../print/documents.css';

/**
 * A payment receipt as printed: who paid, how much (in figures and words), how, for what, and what
 * is still due. English, and each heading in Hindi too when the business chose Hindi headings; the
 * mode of payment is printed as the PDF prints it, in English.
 */
export function ReceiptDocument({ receipt }: { receipt: PaymentReceipt }) {
  const { payment, seller, customer } = receipt;
  const words = useDocumentWords(seller.documentLanguage);
  const { english, both } = words;
  return (
    <article className="doc" aria-label={english.t('ariaLabel.receipt', { number: payment.receiptNumber })}>
      <SellerHeader seller={seller} words={words}>
        <h2>{both.t('title.paymentReceipt')}</h2>
      </SellerHeader>
      <section className="doc__parties">
        <div>
          <h3>{both.t('receivedFrom')}</h3>
          <p className="doc__strong">{customer.name}</p>
          {customer.address && <p>{customer.address}</p>}
          {customer.phoneNumber && <p>{english.t('contact.phone', { phone: customer.phoneNumber })}</p>}
        </div>
        <dl className="doc__meta">
          <dt>{english.t('meta.receiptNo')}</dt>
          <dd>{payment.receiptNumber}</dd>
          <dt>{english.t('meta.date')}</dt>
          <dd>{formatDate(payment.paidOn)}</dd>
          <dt>{both.t('meta.mode')}</dt>
          <dd>{PAYMENT_MODE_LABELS[payment.mode]}</dd>
          {payment.reference && (
            <>
              <dt>{both.t('meta.reference')}</dt>
              <dd>{payment.reference}</dd>
            </>
          )}
        </dl>
      </section>
      <table className="doc__table">
        <caption className="visually-hidden">{both.t('payment')}</caption>
        <tbody>
          <tr>
            <th scope="row">{both.t('receipt.for')}</th>
            <td>{receipt.paidFor}</td>
          </tr>
          <tr>
            <th scope="row">{both.t('receipt.amountReceived')}</th>
            <td className="doc__strong">{formatRupees(payment.amount)}</td>
          </tr>
          <tr>
            <th scope="row">{both.t('receipt.inWords')}</th>
            <td>{receipt.amountInWords}</td>
          </tr>
          <tr>
            <th scope="row">{both.t('receipt.balanceDue')}</th>
            <td>{formatRupees(receipt.balanceDue)}</td>
          </tr>
        </tbody>
      </table>
      <SignatureFooter seller={seller} words={words} note="thanksForPayment" />
    </article>
  );
}
