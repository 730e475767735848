import type { InvoiceParty, InvoiceSeller } from '@sevak/shared';
import type { ReactNode } from 'react';

/** "Maharashtra (27)": a state as GST documents name it. */
export const stateOf = (party: { stateName: string; stateCode: string }) => `${party.stateName} (${party.stateCode})`;

/** The seller across the top of a document, and the document's title on the right. */
export function SellerHeader({ seller, children }: { seller: InvoiceSeller; children: ReactNode }) {
  return (
    <header className="doc__header">
      <div className="doc__seller">
        {seller.logo && <img className="doc__logo" src={seller.logo} alt={`${seller.name} logo`} />}
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
              {seller.phoneNumber && <>Phone: {seller.phoneNumber}</>}
              {seller.phoneNumber && seller.email && ' · '}
              {seller.email && <>Email: {seller.email}</>}
            </p>
          )}
          {seller.gstin && <p className="doc__strong">GSTIN: {seller.gstin}</p>}
          <p>State: {stateOf(seller)}</p>
        </div>
      </div>
      <div className="doc__title">{children}</div>
    </header>
  );
}

/** A party's block: name, address, contact, GSTIN (or "Unregistered") and state. */
export function PartyBlock({ heading, party }: { heading: string; party: InvoiceParty }) {
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
      {party.phoneNumber && <p>Phone: {party.phoneNumber}</p>}
      {party.email && <p>Email: {party.email}</p>}
      <p>GSTIN: {party.gstin ?? 'Unregistered'}</p>
      <p>State: {stateOf(party)}</p>
    </div>
  );
}

/** The seller's signature block at a document's foot. */
export function SignatureFooter({ seller, note }: { seller: InvoiceSeller; note?: string }) {
  return (
    <footer className="doc__footer">
      <p>{note ?? 'Thank you for your business.'}</p>
      <div className="doc__signature">
        <p>For {seller.name}</p>
        <p className="doc__signature-line">Authorised Signatory</p>
      </div>
    </footer>
  );
}
