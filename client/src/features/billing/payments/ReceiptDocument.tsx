import { PAYMENT_MODE_LABELS, type PaymentReceipt } from '@sevak/shared';
import { formatDate, formatRupees } from '../../../lib/format';
import { SellerHeader, SignatureFooter } from '../print/SellerHeader';
import '../print/documents.css';

/** A payment receipt as printed: who paid, how much (in figures and words), how, for what, and what is still due. */
export function ReceiptDocument({ receipt }: { receipt: PaymentReceipt }) {
  const { payment, seller, customer } = receipt;
  return (
    <article className="doc" aria-label={`Receipt ${payment.receiptNumber}`}>
      <SellerHeader seller={seller}>
        <h2>Payment Receipt</h2>
      </SellerHeader>
      <section className="doc__parties">
        <div>
          <h3>Received from</h3>
          <p className="doc__strong">{customer.name}</p>
          {customer.address && <p>{customer.address}</p>}
          {customer.phoneNumber && <p>Phone: {customer.phoneNumber}</p>}
        </div>
        <dl className="doc__meta">
          <dt>Receipt No.</dt>
          <dd>{payment.receiptNumber}</dd>
          <dt>Date</dt>
          <dd>{formatDate(payment.paidOn)}</dd>
          <dt>Mode</dt>
          <dd>{PAYMENT_MODE_LABELS[payment.mode]}</dd>
          {payment.reference && (
            <>
              <dt>Reference</dt>
              <dd>{payment.reference}</dd>
            </>
          )}
        </dl>
      </section>
      <table className="doc__table">
        <caption className="visually-hidden">Payment</caption>
        <tbody>
          <tr>
            <th scope="row">For</th>
            <td>{receipt.paidFor}</td>
          </tr>
          <tr>
            <th scope="row">Amount Received</th>
            <td className="doc__strong">{formatRupees(payment.amount)}</td>
          </tr>
          <tr>
            <th scope="row">In Words</th>
            <td>{receipt.amountInWords}</td>
          </tr>
          <tr>
            <th scope="row">Balance Due</th>
            <td>{formatRupees(receipt.balanceDue)}</td>
          </tr>
        </tbody>
      </table>
      <SignatureFooter seller={seller} note="Thank you for your payment." />
    </article>
  );
}
