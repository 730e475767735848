import type { DocumentTitle, Invoice, InvoiceTaxTotal } from '@sevak/shared';
import { QRCode } from 'antd';
import { formatDate, formatRupees } from '../../../lib/format';
import { useDocumentWords, type DocumentKey, type DocumentWords } from '../../invoice/document-words';
import { PartyBlock, SellerHeader, SignatureFooter, stateOf } from '../print/SellerHeader';
import { ScrollBox } from '../print/ScrollBox';
import '../print/documents.css';

/** 2.5 m, 1 unit: a quantity with up to three decimals, Indian grouping. */
const quantityOf = (quantity: number) => quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 });

/** 18 % as printed; half of it each for CGST and SGST. */
const percent = (rate: number) => `${Number(rate.toFixed(3))} %`;

/** The catalogue's key of each document an invoice is, as the server names it. */
const TITLE_KEYS: Record<DocumentTitle, DocumentKey> = {
  'Tax Invoice': 'title.taxInvoice',
  'Bill of Supply': 'title.billOfSupply',
  'Credit Note': 'title.creditNote',
};

function TaxCells({ line, intraState }: { line: InvoiceTaxTotal; intraState: boolean }) {
  return intraState ? (
    <>
      <td className="doc__amount">
        {formatRupees(line.cgst)}
        <br />@ {percent(line.gstRate / 2)}
      </td>
      <td className="doc__amount">
        {formatRupees(line.sgst)}
        <br />@ {percent(line.gstRate / 2)}
      </td>
    </>
  ) : (
    <td className="doc__amount">
      {formatRupees(line.igst)}
      <br />@ {percent(line.gstRate)}
    </td>
  );
}

/** CGST and SGST, or IGST: legal names, in English alone. */
function TaxHeadings({ intraState, words }: { intraState: boolean; words: DocumentWords }) {
  return intraState ? (
    <>
      <th scope="col" className="doc__amount">
        {words.english.t('column.cgst')}
      </th>
      <th scope="col" className="doc__amount">
        {words.english.t('column.sgst')}
      </th>
    </>
  ) : (
    <th scope="col" className="doc__amount">
      {words.english.t('column.igst')}
    </th>
  );
}

/**
 * A GST invoice or credit note as printed (rule 46 of the CGST Rules): the seller and buyer with
 * their GSTINs and states, the place of supply, each line with its HSN/SAC and tax, the HSN-wise
 * summary, round-off, total and amount in words, the UPI code and bank details to pay by, the
 * terms and the signature. The same on screen, on paper and in the PDF: English, and each heading
 * in Hindi too when the business chose Hindi headings (seller.documentLanguage).
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { seller, buyer, intraState } = invoice;
  const words = useDocumentWords(seller.documentLanguage);
  const { english, both, stacked } = words;
  const taxed = invoice.documentTitle !== 'Bill of Supply';
  const credit = invoice.kind === 'CREDIT_NOTE';
  const terms = seller.terms?.split(/\r?\n/).filter((term) => term.trim()) ?? [];
  const linesCaption = both.t(credit ? 'creditedLines' : 'lines');
  return (
    <article className="doc" aria-label={english.t('ariaLabel.invoice', { title: invoice.documentTitle, number: invoice.invoiceNumber })}>
      <SellerHeader seller={seller} words={words}>
        <h2>{both.t(TITLE_KEYS[invoice.documentTitle])}</h2>
        <p className="doc__copy">{both.t('original')}</p>
      </SellerHeader>

      <section className="doc__parties">
        <PartyBlock heading={both.t(credit ? 'issuedTo' : 'billTo')} party={buyer} words={words} />
        <dl className="doc__meta">
          <dt>{english.t(credit ? 'meta.creditNoteNo' : 'meta.invoiceNo')}</dt>
          <dd>{invoice.invoiceNumber}</dd>
          <dt>{english.t('meta.date')}</dt>
          <dd>{formatDate(invoice.invoiceDate)}</dd>
          {invoice.creditNoteOf && (
            <>
              <dt>{english.t('meta.againstInvoice')}</dt>
              <dd>{english.t('meta.againstInvoiceValue', { number: invoice.creditNoteOf.invoiceNumber, date: formatDate(invoice.creditNoteOf.invoiceDate) })}</dd>
            </>
          )}
          <dt>{english.t('meta.placeOfSupply')}</dt>
          <dd>{stateOf(invoice.placeOfSupply)}</dd>
          {taxed && (
            <>
              <dt>{english.t('meta.tax')}</dt>
              <dd>{english.t(intraState ? 'meta.cgstSgst' : 'meta.igst')}</dd>
            </>
          )}
          {invoice.pricesIncludeTax && taxed && (
            <>
              <dt>{english.t('meta.prices')}</dt>
              <dd>{english.t('meta.inclusiveOfGst')}</dd>
            </>
          )}
        </dl>
      </section>

      <ScrollBox label={linesCaption}>
        <table className="doc__table">
          <caption>{linesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{stacked.t('column.description')}</th>
              <th scope="col">{english.t('column.hsnSac')}</th>
              <th scope="col" className="doc__amount">
                {stacked.t('column.qty')}
              </th>
              <th scope="col" className="doc__amount">
                {stacked.t('column.rate')}
              </th>
              <th scope="col" className="doc__amount">
                {stacked.t('column.discount')}
              </th>
              <th scope="col" className="doc__amount">
                {stacked.t('column.taxableValue')}
              </th>
              {taxed && <TaxHeadings intraState={intraState} words={words} />}
              <th scope="col" className="doc__amount">
                {stacked.t('column.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.position}</td>
                <td>{line.description}</td>
                <td>{line.hsnCode ?? <em>{english.t('hsnMissing')}</em>}</td>
                <td className="doc__amount">{quantityOf(line.quantity)}</td>
                <td className="doc__amount">{formatRupees(line.unitPrice)}</td>
                <td className="doc__amount">{line.discount ? formatRupees(line.discount) : '—'}</td>
                <td className="doc__amount">{formatRupees(line.taxableValue)}</td>
                {taxed && <TaxCells line={line} intraState={intraState} />}
                <td className="doc__amount">{formatRupees(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>

      <div className="doc__totals">
        <div>
          <p className="doc__words">
            <span className="doc__strong">{`${both.t('amountInWords')}: `}</span>
            {invoice.amountInWords}
          </p>
          {invoice.notes && <p>{`${both.t('notes')}: ${invoice.notes}`}</p>}
          {invoice.cancelReason && credit && <p>{`${both.t('reason')}: ${invoice.cancelReason}`}</p>}
        </div>
        <table className="doc__table">
          <caption className="visually-hidden">{both.t('totals')}</caption>
          <tbody>
            <tr>
              <th scope="row">{both.t('total.taxableValue')}</th>
              <td className="doc__amount">{formatRupees(invoice.taxableValue)}</td>
            </tr>
            {taxed && intraState && (
              <>
                <tr>
                  <th scope="row">{english.t('column.cgst')}</th>
                  <td className="doc__amount">{formatRupees(invoice.cgst)}</td>
                </tr>
                <tr>
                  <th scope="row">{english.t('column.sgst')}</th>
                  <td className="doc__amount">{formatRupees(invoice.sgst)}</td>
                </tr>
              </>
            )}
            {taxed && !intraState && (
              <tr>
                <th scope="row">{english.t('column.igst')}</th>
                <td className="doc__amount">{formatRupees(invoice.igst)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">{both.t('total.roundOff')}</th>
              <td className="doc__amount">{formatRupees(invoice.roundOff)}</td>
            </tr>
            <tr>
              <th scope="row">{both.t('total.total')}</th>
              <td className="doc__amount doc__strong">{formatRupees(invoice.total)}</td>
            </tr>
            {!credit && invoice.amountPaid > 0 && (
              <>
                <tr>
                  <th scope="row">{both.t('total.paid')}</th>
                  <td className="doc__amount">{formatRupees(invoice.amountPaid)}</td>
                </tr>
                <tr>
                  <th scope="row">{both.t('total.balanceDue')}</th>
                  <td className="doc__amount doc__strong">{formatRupees(invoice.balanceDue)}</td>
                </tr>
              </>
            )}
          </tbody>
        </table>
      </div>

      {taxed && invoice.byHsn.length > 0 && (
        <section className="doc__section">
          <ScrollBox label={both.t('hsnSummary')}>
            <table className="doc__table">
              <caption>{both.t('hsnSummary')}</caption>
              <thead>
                <tr>
                  <th scope="col">{english.t('column.hsnSac')}</th>
                  <th scope="col" className="doc__amount">
                    {stacked.t('column.qty')}
                  </th>
                  <th scope="col" className="doc__amount">
                    {stacked.t('column.taxableValue')}
                  </th>
                  <TaxHeadings intraState={intraState} words={words} />
                  <th scope="col" className="doc__amount">
                    {stacked.t('column.totalTax')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoice.byHsn.map((row) => (
                  <tr key={`${row.hsnCode ?? ''}|${row.gstRate}`}>
                    <td>{row.hsnCode ?? english.t('hsnMissingShort')}</td>
                    <td className="doc__amount">{quantityOf(row.quantity)}</td>
                    <td className="doc__amount">{formatRupees(row.taxableValue)}</td>
                    <TaxCells line={row} intraState={intraState} />
                    <td className="doc__amount">{formatRupees(row.cgst + row.sgst + row.igst)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </section>
      )}

      {!credit && (invoice.upiPaymentLink || seller.bank || seller.upiId) && (
        <section className="doc__section doc__pay">
          {invoice.upiPaymentLink && (
            <figure className="doc__qr">
              <QRCode
                value={invoice.upiPaymentLink}
                type="svg"
                size={112}
                bordered={false}
                color="#000"
                bgColor="#fff"
                aria-label={
                  seller.upiId
                    ? english.t('ariaLabel.upiCodeTo', { amount: formatRupees(invoice.balanceDue), upiId: seller.upiId })
                    : english.t('ariaLabel.upiCode', { amount: formatRupees(invoice.balanceDue) })
                }
              />
              <figcaption>{stacked.t('scanToPay', { amount: formatRupees(invoice.balanceDue) })}</figcaption>
            </figure>
          )}
          <div>
            <h3>{both.t('payment')}</h3>
            {seller.upiId && <p>{english.t('pay.upi', { upiId: seller.upiId })}</p>}
            {seller.bank && (
              <>
                {seller.bank.accountName && <p>{english.t('pay.accountName', { name: seller.bank.accountName })}</p>}
                <p>{english.t('pay.accountNumber', { number: seller.bank.accountNumber })}</p>
                {seller.bank.ifsc && <p>{english.t('pay.ifsc', { ifsc: seller.bank.ifsc })}</p>}
                {seller.bank.bankName && <p>{english.t('pay.bank', { bank: seller.bank.bankName })}</p>}
              </>
            )}
          </div>
        </section>
      )}

      {terms.length > 0 && (
        <section className="doc__section">
          <h3>{both.t('terms')}</h3>
          <ol>
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </section>
      )}

      <SignatureFooter seller={seller} words={words} />
    </article>
  );
}
