import type { Language } from '@sevak/shared';

/*
 * The headings of the invoice and the receipt, in English (what they always printed) and in
 * Hindi. A business that chose Hindi for its documents (its billing profile's documentLanguage)
 * gets each heading in both, "Tax Invoice / कर बीजक"; the legal fields (GSTIN, HSN/SAC, the tax
 * rates and amounts, numbers, dates, the amount in words) stay in English alone. The client's
 * print views say the same words (client/src/features/invoice/i18n, namespace `invoice`).
 */

const ENGLISH = {
  taxInvoice: 'Tax Invoice',
  billOfSupply: 'Bill of Supply',
  creditNote: 'Credit Note',
  original: 'ORIGINAL FOR RECIPIENT',
  duplicate: 'DUPLICATE FOR SUPPLIER',
  billTo: 'Bill to',
  description: 'Description',
  qty: 'Qty',
  rate: 'Rate',
  discount: 'Discount',
  taxableValue: 'Taxable value',
  value: 'Value',
  amount: 'Amount',
  total: 'Total',
  roundOff: 'Round off',
  grandTotal: 'Grand total (₹)',
  amountInWords: 'Amount in words',
  hsnSummary: 'HSN/SAC summary',
  quantity: 'Quantity',
  gstRate: 'GST rate',
  totalTax: 'Total tax',
  amountPaid: 'Amount paid',
  balanceDue: 'Balance due',
  bankDetails: 'Bank details',
  scanToPay: 'Scan to pay {{amount}} by UPI',
  creditNoteReason: 'Reason for the credit note',
  cancelReason: 'Reason for cancelling',
  notes: 'Notes',
  terms: 'Terms and conditions',
  signatory: 'Authorised Signatory',
  paymentReceipt: 'Payment Receipt',
  receivedFrom: 'Received from',
  amountReceived: 'Amount received',
  mode: 'Mode',
  reference: 'Reference',
  towards: 'Towards',
  balanceAfterPayment: 'Balance due after this payment',
} as const;

export type DocumentWord = keyof typeof ENGLISH;

const HINDI: Record<DocumentWord, string> = {
  taxInvoice: 'कर बीजक',
  billOfSupply: 'आपूर्ति का बिल',
  creditNote: 'क्रेडिट नोट',
  original: 'प्राप्तकर्ता के लिए मूल प्रति',
  duplicate: 'आपूर्तिकर्ता के लिए दूसरी प्रति',
  billTo: 'बिल पाने वाला',
  description: 'विवरण',
  qty: 'मात्रा',
  rate: 'दर',
  discount: 'छूट',
  taxableValue: 'कर योग्य मूल्य',
  value: 'मूल्य',
  amount: 'राशि',
  total: 'कुल',
  roundOff: 'पूर्णांकन',
  grandTotal: 'कुल योग',
  amountInWords: 'राशि शब्दों में',
  hsnSummary: 'HSN/SAC सारांश',
  quantity: 'मात्रा',
  gstRate: 'GST दर',
  totalTax: 'कुल कर',
  amountPaid: 'चुकाई गई राशि',
  balanceDue: 'बकाया राशि',
  bankDetails: 'बैंक विवरण',
  scanToPay: '{{amount}} UPI से चुकाने के लिए स्कैन करें',
  creditNoteReason: 'क्रेडिट नोट का कारण',
  cancelReason: 'रद्द करने का कारण',
  notes: 'टिप्पणी',
  terms: 'नियम और शर्तें',
  signatory: 'अधिकृत हस्ताक्षरकर्ता',
  paymentReceipt: 'भुगतान रसीद',
  receivedFrom: 'भुगतानकर्ता',
  amountReceived: 'प्राप्त राशि',
  mode: 'भुगतान का तरीका',
  reference: 'संदर्भ',
  towards: 'किसके लिए',
  balanceAfterPayment: 'इस भुगतान के बाद बकाया',
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A document's headings in the language(s) its business chose. */
export interface DocumentWords {
  readonly bilingual: boolean;
  /** The English alone, whatever the choice: "Tax Invoice". */
  english(word: DocumentWord, values?: Record<string, string>): string;
  /** On one line: "Bill to", or "Bill to / बिल पाने वाला". */
  inline(word: DocumentWord, values?: Record<string, string>): string;
  /** The Hindi under the English (a narrow table heading, a centred label): "Qty", or "Qty\nमात्रा". */
  stacked(word: DocumentWord, values?: Record<string, string>): string;
  /** "Amount paid: ₹5,000.00", or "Amount paid / चुकाई गई राशि: ₹5,000.00". */
  labelled(word: DocumentWord, value: string): string;
}

export function documentWords(language: Language | undefined): DocumentWords {
  const bilingual = language === 'hi';
  const english = (word: DocumentWord, values: Record<string, string> = {}) => fill(ENGLISH[word], values);
  const hindi = (word: DocumentWord, values: Record<string, string> = {}) => fill(HINDI[word], values);
  const inline = (word: DocumentWord, values?: Record<string, string>) =>
    bilingual ? `${english(word, values)} / ${hindi(word, values)}` : english(word, values);
  return {
    bilingual,
    english,
    inline,
    stacked: (word, values) => (bilingual ? `${english(word, values)}\n${hindi(word, values)}` : english(word, values)),
    labelled: (word, value) => `${inline(word)}: ${value}`,
  };
}
