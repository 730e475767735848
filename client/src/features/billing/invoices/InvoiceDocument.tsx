import type { Invoice, InvoiceTaxTotal } from '@sevak/shared';
import { QRCode } from 'antd';
import { formatDate, formatRupees } from '../../../lib/format';
import { PartyBlock, SellerHeader, SignatureFooter, stateOf } from '../print/SellerHeader';
import { ScrollBox } from '../print/ScrollBox';
import '../print/documents.css';

/** 2.5 m, 1 unit: a quantity with up to three decimals, Indian grouping. */
const quantityOf = (quantity: number) => quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 });

/** 18 % as printed; half of it each for CGST and SGST. */
const percent = (rate: number) => `${Number(rate.toFixed(3))} %`;

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

function TaxHeadings({ intraState }: { intraState: boolean }) {
  return intraState ? (
    <>
      <th scope="col" className="doc__amount">
        CGST
      </th>
      <th scope="col" className="doc__amount">
        SGST
      </th>
    </>
  ) : (
    <th scope="col" className="doc__amount">
      IGST
    </th>
  );
}

/**
 * A GST invoice or credit note as printed (rule 46 of the CGST Rules): the seller and buyer with
 * their GSTINs and states, the place of supply, each line with its HSN/SAC and tax, the HSN-wise
 * summary, round-off, total and amount in words, the UPI code and bank details to pay by, the
 * terms and the signature. The same on screen, on paper and in the PDF.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { seller, buyer, intraState } = invoice;
  const taxed = invoice.documentTitle !== 'Bill of Supply';
  const credit = invoice.kind === 'CREDIT_NOTE';
  const terms = seller.terms?.split(/\r?\n/).filter((term) => term.trim()) ?? [];
  return (
    <article className="doc" aria-label={`${invoice.documentTitle} ${invoice.invoiceNumber}`}>
      <SellerHeader seller={seller}>
        <h2>{invoice.documentTitle}</h2>
        <p className="doc__copy">ORIGINAL FOR RECIPIENT</p>
      </SellerHeader>

      <section className="doc__parties">
        <PartyBlock heading={credit ? 'Issued to' : 'Bill to'} party={buyer} />
        <dl className="doc__meta">
          <dt>{credit ? 'Credit Note No.' : 'Invoice No.'}</dt>
          <dd>{invoice.invoiceNumber}</dd>
          <dt>Date</dt>
          <dd>{formatDate(invoice.invoiceDate)}</dd>
          {invoice.creditNoteOf && (
            <>
              <dt>Against Invoice</dt>
              <dd>
                {invoice.creditNoteOf.invoiceNumber} of {formatDate(invoice.creditNoteOf.invoiceDate)}
              </dd>
            </>
          )}
          <dt>Place of Supply</dt>
          <dd>{stateOf(invoice.placeOfSupply)}</dd>
          {taxed && (
            <>
              <dt>Tax</dt>
              <dd>{intraState ? 'CGST + SGST' : 'IGST'}</dd>
            </>
          )}
          {invoice.pricesIncludeTax && taxed && (
            <>
              <dt>Prices</dt>
              <dd>Inclusive of GST</dd>
            </>
          )}
        </dl>
      </section>

      <ScrollBox label={credit ? 'Credited lines' : 'Lines'}>
        <table className="doc__table">
          <caption>{credit ? 'Credited lines' : 'Lines'}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Description</th>
              <th scope="col">HSN/SAC</th>
              <th scope="col" className="doc__amount">
                Qty
              </th>
              <th scope="col" className="doc__amount">
                Rate
              </th>
              <th scope="col" className="doc__amount">
                Discount
              </th>
              <th scope="col" className="doc__amount">
                Taxable Value
              </th>
              {taxed && <TaxHeadings intraState={intraState} />}
              <th scope="col" className="doc__amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.position}</td>
                <td>{line.description}</td>
                <td>{line.hsnCode ?? <em>HSN code missing</em>}</td>
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
            <span className="doc__strong">Amount in words: </span>
            {invoice.amountInWords}
          </p>
          {invoice.notes && <p>Notes: {invoice.notes}</p>}
          {invoice.cancelReason && credit && <p>Reason: {invoice.cancelReason}</p>}
        </div>
        <table className="doc__table">
          <caption className="visually-hidden">Totals</caption>
          <tbody>
            <tr>
              <th scope="row">Taxable Value</th>
              <td className="doc__amount">{formatRupees(invoice.taxableValue)}</td>
            </tr>
            {taxed && intraState && (
              <>
                <tr>
                  <th scope="row">CGST</th>
                  <td className="doc__amount">{formatRupees(invoice.cgst)}</td>
                </tr>
                <tr>
                  <th scope="row">SGST</th>
                  <td className="doc__amount">{formatRupees(invoice.sgst)}</td>
                </tr>
              </>
            )}
            {taxed && !intraState && (
              <tr>
                <th scope="row">IGST</th>
                <td className="doc__amount">{formatRupees(invoice.igst)}</td>
              </tr>
            )}
            <tr>
              <th scope="row">Round Off</th>
              <td className="doc__amount">{formatRupees(invoice.roundOff)}</td>
            </tr>
            <tr>
              <th scope="row">Total</th>
              <td className="doc__amount doc__strong">{formatRupees(invoice.total)}</td>
            </tr>
            {!credit && invoice.amountPaid > 0 && (
              <>
                <tr>
                  <th scope="row">Paid</th>
                  <td className="doc__amount">{formatRupees(invoice.amountPaid)}</td>
                </tr>
                <tr>
                  <th scope="row">Balance Due</th>
                  <td className="doc__amount doc__strong">{formatRupees(invoice.balanceDue)}</td>
                </tr>
              </>
            )}
          </tbody>
        </table>
      </div>

      {taxed && invoice.byHsn.length > 0 && (
        <section className="doc__section">
          <ScrollBox label="HSN/SAC summary">
            <table className="doc__table">
              <caption>HSN/SAC summary</caption>
              <thead>
                <tr>
                  <th scope="col">HSN/SAC</th>
                  <th scope="col" className="doc__amount">
                    Qty
                  </th>
                  <th scope="col" className="doc__amount">
                    Taxable Value
                  </th>
                  <TaxHeadings intraState={intraState} />
                  <th scope="col" className="doc__amount">
                    Total Tax
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoice.byHsn.map((row) => (
                  <tr key={`${row.hsnCode ?? ''}|${row.gstRate}`}>
                    <td>{row.hsnCode ?? 'Missing'}</td>
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
                aria-label={`UPI code to pay ${formatRupees(invoice.balanceDue)}${seller.upiId ? ` to ${seller.upiId}` : ''}`}
              />
              <figcaption>Scan to pay {formatRupees(invoice.balanceDue)} by UPI</figcaption>
            </figure>
          )}
          <div>
            <h3>Payment</h3>
            {seller.upiId && <p>UPI: {seller.upiId}</p>}
            {seller.bank && (
              <>
                {seller.bank.accountName && <p>Account name: {seller.bank.accountName}</p>}
                <p>Account no.: {seller.bank.accountNumber}</p>
                {seller.bank.ifsc && <p>IFSC: {seller.bank.ifsc}</p>}
                {seller.bank.bankName && <p>Bank: {seller.bank.bankName}</p>}
              </>
            )}
          </div>
        </section>
      )}

      {terms.length > 0 && (
        <section className="doc__section">
          <h3>Terms &amp; Conditions</h3>
          <ol>
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </section>
      )}

      <SignatureFooter seller={seller} />
    </article>
  );
}
