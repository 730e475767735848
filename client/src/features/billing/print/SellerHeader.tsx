import type { InvoiceParty, InvoiceSeller } from '@sevak/shared';
import type { ReactNode } from 'react';
import type { DocumentWords } from '../../invoice/document-words';

/** "Maharashtra (27)": a state as GST documents name it. */
export const stateOf = (party: { stateName: string; stateCode: string }) => `${party.stateName} (${party.stateCode})`;

/**
 * The seller across the top of a document, and the document's title on the right. The seller's
 * contact and GSTIN are legal fields: English alone, whatever the document's languages.
 */
export function SellerHeader({ seller, words, children }: { seller: InvoiceSeller; words: DocumentWords; children: ReactNode }) {
  const { english } = words;
  return (
    <header className="doc__header">
      <div className="doc__seller">
        {seller.logo && <img className="doc__logo" src={seller.logo} alt={english.t('logoAlt', { name: seller.name })} />}
        <div>
          <p className="doc__seller-name doc__strong">{seller.name}</p>
          {seller.address && (
            <p>
              {seller.address}
              {seller.pinCode && ` — ${seller.pinCode}`}
            </p>
          )}
          {(seller.phoneNumber || seller.email) && (
            <p>
              {seller.phoneNumber && english.t('contact.phone', { phone: seller.phoneNumber })}
              {seller.phoneNumber && seller.email && ' · '}
              {seller.email && english.t('contact.email', { email: seller.email })}
            </p>
          )}
          {seller.gstin && <p className="doc__strong">{english.t('contact.gstin', { gstin: seller.gstin })}</p>}
          <p>{english.t('contact.state', { state: stateOf(seller) })}</p>
        </div>
      </div>
      <div className="doc__title">{children}</div>
    </header>
  );
}

/** A party's block: name, address, contact, GSTIN (or "Unregistered") and state. */
export function PartyBlock({ heading, party, words }: { heading: string; party: InvoiceParty; words: DocumentWords }) {
  const { english } = words;
  return (
    <div>
      <h3>{heading}</h3>
      <p className="doc__strong">{party.name}</p>
      {party.address && (
        <p>
          {party.address}
          {party.pinCode && ` — ${party.pinCode}`}
        </p>
      )}
      {party.phoneNumber && <p>{english.t('contact.phone', { phone: party.phoneNumber })}</p>}
      {party.email && <p>{english.t('contact.email', { email: party.email })}</p>}
      <p>{english.t('contact.gstin', { gstin: party.gstin ?? english.t('contact.unregistered') })}</p>
      <p>{english.t('contact.state', { state: stateOf(party) })}</p>
    </div>
  );
}

/** The seller's signature block at a document's foot; `note` is a catalogue key ("Thank you for …"). */
export function SignatureFooter({ seller, words, note = 'thanks' }: { seller: InvoiceSeller; words: DocumentWords; note?: 'thanks' | 'thanksForPayment' }) {
  return (
    <footer className="doc__footer">
      <p>{words.both.t(note)}</p>
      <div className="doc__signature">
        <p>{words.english.t('forSeller', { name: seller.name })}</p>
        <p className="doc__signature-line">{words.both.t('signatory')}</p>
      </div>
    </footer>
  );
}
