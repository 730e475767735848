import type { Language } from '@sevak/shared';
import { formatDate, formatRupees } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';
import { useDocumentWords, type DocumentKey } from './document-words';
import './invoice.css';

export type InvoiceData = RouterOutputs['admin']['customers']['invoice'];
type Purchase = InvoiceData['customer']['customerProduct'][number];

/** One bill: the seller, the customer and the one purchase its bill number names. */
export interface Bill {
  business: InvoiceData['business'];
  customer: InvoiceData['customer']['user'];
  purchase: Purchase;
  /** 'hi': the business chose Hindi headings beside the English ones (its tax profile's). */
  documentLanguage?: Language;
}

/** The bill of one of the customer's purchases, or undefined when it is no longer theirs. */
export function billOf({ business, customer }: InvoiceData, purchaseId: string, documentLanguage?: Language): Bill | undefined {
  const purchase = customer.customerProduct.find((entry) => entry.id === purchaseId);
  return purchase && { business, customer: customer.user, purchase, documentLanguage };
}

/** Spec §9's invoice terms (the catalogue's purchaseBill.terms), printed in English. */
const INVOICE_TERMS = ['purchaseBill.terms.returns', 'purchaseBill.terms.warranty', 'purchaseBill.terms.repairs'] as const satisfies readonly DocumentKey[];

/**
 * One bill as an A4 tax invoice (spec §4, §9): the business, the customer, the bill number and
 * date, the product with its warranty, the total and the terms. Printed, not shown on screen.
 * A customer's other purchases have bills of their own and are printed on their own. English,
 * and each heading in Hindi too when the business chose Hindi headings.
 */
export function Invoice({ bill }: { bill: Bill }) {
  const { business, customer, purchase } = bill;
  const { english, both, stacked } = useDocumentWords(bill.documentLanguage);
  return (
    <article className="invoice" data-testid="invoice" aria-label={english.t('ariaLabel.purchaseBill', { number: purchase.billNumber })}>
      <header className="invoice__header">
        <div className="invoice__business">
          {business.logo && <img className="invoice__logo" src={business.logo} alt={english.t('logoAlt', { name: business.name })} />}
          <div>
            <h1 className="invoice__business-name">{business.name}</h1>
            {business.address && <p>{business.address}</p>}
            <p>
              {english.t('purchaseBill.phone', { phone: business.phoneNumber })}
              {business.email && english.t('purchaseBill.email', { email: business.email })}
            </p>
          </div>
        </div>
        <h2 className="invoice__title">{both.t('title.purchaseBill')}</h2>
      </header>

      <section className="invoice__parties">
        <div>
          <h3>{both.t('purchaseBill.billTo')}</h3>
          <p className="invoice__strong">{customer.fullname}</p>
          <p>{english.t('purchaseBill.phone', { phone: customer.phoneNumber || english.t('purchaseBill.notGiven') })}</p>
          <p>{english.t('purchaseBill.address', { address: customer.address || english.t('purchaseBill.notGiven') })}</p>
        </div>
        <dl className="invoice__meta">
          <dt>{english.t('purchaseBill.billNo')}</dt>
          <dd>{purchase.billNumber}</dd>
          <dt>{english.t('purchaseBill.invoiceDate')}</dt>
          <dd>{formatDate(purchase.invoiceDate)}</dd>
        </dl>
      </section>

      <table className="invoice__items">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{stacked.t('purchaseBill.product')}</th>
            <th scope="col">{stacked.t('purchaseBill.warrantyStart')}</th>
            <th scope="col">{stacked.t('purchaseBill.warrantyEnd')}</th>
            <th scope="col" className="invoice__amount">
              {stacked.t('purchaseBill.price')}
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
              {both.t('purchaseBill.total')}
            </th>
            <td className="invoice__amount invoice__strong" data-testid="invoice-total">
              {formatRupees(purchase.price)}
            </td>
          </tr>
        </tfoot>
      </table>

      <section className="invoice__terms">
        <h3>{both.t('terms')}</h3>
        <ol>
          {INVOICE_TERMS.map((term) => (
            <li key={term}>{english.t(term)}</li>
          ))}
        </ol>
      </section>

      <footer className="invoice__footer">
        <p>{both.t('thanks')}</p>
        <div className="invoice__signature">
          <p>{english.t('forSeller', { name: business.name })}</p>
          <p className="invoice__signature-line">{both.t('signatory')}</p>
        </div>
      </footer>
    </article>
  );
}
