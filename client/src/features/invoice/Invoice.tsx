import { formatDate, formatRupees } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';
import './invoice.css';

export type InvoiceData = RouterOutputs['admin']['customers']['invoice'];
type Purchase = InvoiceData['customer']['customerProduct'][number];

/** One bill: the seller, the customer and the one purchase its bill number names. */
export interface Bill {
  business: InvoiceData['business'];
  customer: InvoiceData['customer']['user'];
  purchase: Purchase;
}

/** The bill of one of the customer's purchases, or undefined when it is no longer theirs. */
export function billOf({ business, customer }: InvoiceData, purchaseId: string): Bill | undefined {
  const purchase = customer.customerProduct.find((entry) => entry.id === purchaseId);
  return purchase && { business, customer: customer.user, purchase };
}

/** Spec §9's invoice terms. */
export const INVOICE_TERMS = [
  'Goods once sold will not be taken back.',
  'Warranty is valid only with the original invoice.',
  'Service charges may apply for out-of-warranty repairs.',
] as const;

/**
 * One bill as an A4 tax invoice (spec §4, §9): the business, the customer, the bill number and
 * date, the product with its warranty, the total and the terms. Printed, not shown on screen.
 * A customer's other purchases have bills of their own and are printed on their own.
 */
export function Invoice({ bill }: { bill: Bill }) {
  const { business, customer, purchase } = bill;
  return (
    <article className="invoice" data-testid="invoice" aria-label={`Invoice ${purchase.billNumber}`}>
      <header className="invoice__header">
        <div className="invoice__business">
          {business.logo && <img className="invoice__logo" src={business.logo} alt={`${business.name} logo`} />}
          <div>
            <h1 className="invoice__business-name">{business.name}</h1>
            {business.address && <p>{business.address}</p>}
            <p>
              Phone: {business.phoneNumber}
              {business.email && <> · Email: {business.email}</>}
            </p>
          </div>
        </div>
        <h2 className="invoice__title">TAX INVOICE</h2>
      </header>

      <section className="invoice__parties">
        <div>
          <h3>Bill To</h3>
          <p className="invoice__strong">{customer.fullname}</p>
          <p>Phone: {customer.phoneNumber || 'N/A'}</p>
          <p>Address: {customer.address || 'N/A'}</p>
        </div>
        <dl className="invoice__meta">
          <dt>Bill No.</dt>
          <dd>{purchase.billNumber}</dd>
          <dt>Invoice Date</dt>
          <dd>{formatDate(purchase.invoiceDate)}</dd>
        </dl>
      </section>

      <table className="invoice__items">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Product</th>
            <th scope="col">Warranty Start</th>
            <th scope="col">Warranty End</th>
            <th scope="col" className="invoice__amount">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>1</td>
            <td>{purchase.product.name}</td>
            <td>{formatDate(purchase.warrantyStartDate)}</td>
            <td>{formatDate(purchase.warrantyEndDate)}</td>
            <td className="invoice__amount">{formatRupees(purchase.price)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="invoice__amount invoice__strong" data-testid="invoice-total">
              {formatRupees(purchase.price)}
            </td>
          </tr>
        </tfoot>
      </table>

      <section className="invoice__terms">
        <h3>Terms &amp; Conditions</h3>
        <ol>
          {INVOICE_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </section>

      <footer className="invoice__footer">
        <p>Thank you for your business.</p>
        <div className="invoice__signature">
          <p>For {business.name}</p>
          <p className="invoice__signature-line">Authorised Signatory</p>
        </div>
      </footer>
    </article>
  );
}
