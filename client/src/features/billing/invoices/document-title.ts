import type { DocumentTitle } from '@sevak/shared';

/** The catalogue's key of each document an invoice is ("Tax Invoice"), as the server names it. */
export const DOCUMENT_TITLE_KEYS = {
  'Tax Invoice': 'documentTitle.taxInvoice',
  'Bill of Supply': 'documentTitle.billOfSupply',
  'Credit Note': 'documentTitle.creditNote',
} as const satisfies Record<DocumentTitle, string>;
