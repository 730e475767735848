import { formatDate, formatRupees } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';
import './invoice.css';

export type InvoiceData = RouterOutputs['admin']['customers']['invoice'];

/** Spec §9's invoice terms. */
export const INVOICE_TERMS = [
  'Goods once sold will not be taken back.',
  'Warranty is valid only with the original invoice.',
  'Service charges may apply for out-of-warranty repairs.',
] as const;

/** The bill number the invoice is filed under: its first purchase's. */
export function billNumberOf(invoice: InvoiceData): string {
  return invoice.customer.customerProduct[0]?.billNumber ?? '';
}

/** Sums rupees in paise, so ₹0.10 + ₹0.20 is ₹0.30 and not a float's idea of it. */
function totalOf(prices: number[]): number {
  return prices.reduce((sum, price) => sum + Math.round(price * 100), 0) / 100;
}

/**
 * A customer's A4 tax invoice (spec §4, §9): the business, the customer, bill number and date,
 * one row per product with its warranty, the total and the terms. Printed, not shown on screen.
 */
export function Invoice({ invoice }: { invoice: InvoiceData }) {
  const { business, customer } = invoice;
  const purchases = customer.customerProduct;
  const first = purchases[0];
  const billNumbers = [...new Set(purchases.map((purchase) => purchase.billNumber))];
  return (
    <article className="invoice" data-testid="invoice" aria-label={`Invoice ${billNumberOf(invoice)}`}>
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
          <p className="invoice__strong">{customer.user.fullname}</p>
          <p>Phone: {customer.user.phoneNumber || 'N/A'}</p>
          <p>Address: {customer.user.address || 'N/A'}</p>
        </div>
        <dl className="invoice__meta">
          <dt>Bill No.</dt>
          <dd>{billNumbers.join(', ') || 'N/A'}</dd>
          <dt>Invoice Date</dt>
          <dd>{formatDate(first?.invoiceDate)}</dd>
        </dl>
      </section>

      <table className="invoice__items">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Product</th>
            <th scope="col">Bill No.</th>
            <th scope="col">Invoice Date</th>
            <th scope="col">Warranty Start</th>
            <th scope="col">Warranty End</th>
            <th scope="col" className="invoice__amount">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((purchase, index) => (
            <tr key={purchase.id}>
              <td>{index + 1}</td>
              <td>{purchase.product.name}</td>
              <td>{purchase.billNumber}</td>
              <td>{formatDate(purchase.invoiceDate)}</td>
              <td>{formatDate(purchase.warrantyStartDate)}</td>
              <td>{formatDate(purchase.warrantyEndDate)}</td>
              <td className="invoice__amount">{formatRupees(purchase.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              Total
            </th>
            <td className="invoice__amount invoice__strong" data-testid="invoice-total">
              {formatRupees(totalOf(purchases.map((purchase) => purchase.price)))}
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
