import { inflateSync } from 'node:zlib';
import { toBuffer } from 'qrcode';
import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { rupeesInWords, type Invoice, type InvoiceLine, type InvoiceSeller, type PaymentReceipt } from '@sevak/shared';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf';

/*
 * The documents are read back as a customer's PDF reader would: their text page by page (pdf.js,
 * through unpdf), and the place of every piece of text, to prove nothing is printed over
 * something else or off the paper.
 */

const SELLER: InvoiceSeller = {
  name: 'Aqua Care Services Private Limited',
  address: 'Shop 4, Sai Plaza, FC Road, Shivajinagar, Pune',
  pinCode: '411005',
  phoneNumber: '9822012345',
  email: 'accounts@aquacare.example',
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  stateName: 'Maharashtra',
  upiId: 'aquacare@okicici',
  bank: { accountName: 'Aqua Care Services Pvt Ltd', accountNumber: '50200012345678', ifsc: 'HDFC0000123', bankName: 'HDFC Bank' },
  terms: 'Goods once sold will not be taken back. Warranty as per the manufacturer’s terms.',
  logo: null,
};

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (paiseAmount: number) => paiseAmount / 100;

/** A line with its tax worked out as the service does (half up to the paisa, CGST = SGST on even splits). */
function line(position: number, description: string, hsnCode: string | null, quantity: number, unitPrice: number, discount: number, gstRate: number, intraState: boolean): InvoiceLine {
  const taxable = Math.round(quantity * paise(unitPrice)) - paise(discount);
  const tax = Math.round((taxable * gstRate) / 100);
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  const igst = intraState ? 0 : tax;
  return {
    id: `line-${position}`,
    position,
    kind: hsnCode ? 'PRODUCT' : 'TEXT',
    productID: null,
    customerProductID: null,
    visitID: null,
    amcContractID: null,
    description,
    hsnCode,
    quantity,
    unitPrice,
    discount,
    gstRate,
    taxableValue: rupees(taxable),
    cgst: rupees(cgst),
    sgst: rupees(sgst),
    igst: rupees(igst),
    total: rupees(taxable + tax),
  };
}

/** An invoice whose totals, round-off, words and HSN summary add up from its lines. */
function invoiceOf(lines: InvoiceLine[], overrides: Partial<Invoice> = {}): Invoice {
  const intraState = overrides.intraState ?? true;
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, each) => total + paise(pick(each)), 0);
  const exact = sum((each) => each.total);
  const total = Math.round(exact / 100) * 100;
  const byHsn = new Map<string, { hsnCode: string | null; quantity: number; gstRate: number; taxableValue: number; cgst: number; sgst: number; igst: number }>();
  for (const each of lines) {
    const key = `${each.hsnCode}|${each.gstRate}`;
    const row = byHsn.get(key) ?? { hsnCode: each.hsnCode, quantity: 0, gstRate: each.gstRate, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    row.quantity += each.quantity;
    row.taxableValue += paise(each.taxableValue);
    row.cgst += paise(each.cgst);
    row.sgst += paise(each.sgst);
    row.igst += paise(each.igst);
    byHsn.set(key, row);
  }
  const amountPaid = overrides.amountPaid ?? 5000;
  return {
    id: 'invoice-1',
    kind: 'INVOICE',
    documentTitle: 'Tax Invoice',
    invoiceNumber: 'AQC/26-27/0001',
    invoiceDate: '2026-11-24',
    customerID: 'customer-1',
    seller: SELLER,
    buyer: {
      name: 'Ravi Kulkarni Enterprises',
      address: 'Flat 12, Green Meadows, Baner Road, Pune',
      pinCode: '411045',
      phoneNumber: '9876543210',
      email: null,
      gstin: '27AAACR5055K1Z5',
      stateCode: '27',
      stateName: 'Maharashtra',
    },
    placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
    intraState,
    pricesIncludeTax: false,
    lines,
    taxableValue: rupees(sum((each) => each.taxableValue)),
    cgst: rupees(sum((each) => each.cgst)),
    sgst: rupees(sum((each) => each.sgst)),
    igst: rupees(sum((each) => each.igst)),
    roundOff: rupees(total - exact),
    total: rupees(total),
    amountInWords: rupeesInWords(total),
    byRate: [],
    byHsn: [...byHsn.values()].map((row) => ({
      ...row,
      taxableValue: rupees(row.taxableValue),
      cgst: rupees(row.cgst),
      sgst: rupees(row.sgst),
      igst: rupees(row.igst),
    })),
    amountPaid,
    balanceDue: rupees(total - paise(amountPaid)),
    status: 'PARTIAL',
    missingHsn: lines.filter((each) => !each.hsnCode).map((each) => each.description),
    notes: null,
    cancelledBy: null,
    creditNoteOf: null,
    cancelReason: null,
    payments: [],
    upiPaymentLink: `upi://pay?pa=aquacare%40okicici&pn=Aqua%20Care&am=${rupees(total - paise(amountPaid)).toFixed(2)}&cu=INR&tn=Tax%20Invoice%20AQC%2F26-27%2F0001`,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

const intraStateInvoice = () =>
  invoiceOf([
    line(1, 'RO water purifier, Aquaguard Delight NXT', '84212110', 1, 15000, 500, 18, true),
    line(2, 'Installation and first service visit', null, 1, 499, 0, 18, true),
  ]);

const interStateInvoice = () =>
  invoiceOf([line(1, 'Water softener, 25 litres', '84212190', 2.5, 8400, 0, 18, false), line(2, 'Annual maintenance contract', '998717', 1, 2500, 250, 18, false)], {
    intraState: false,
    invoiceNumber: 'AQC/26-27/0002',
    buyer: {
      name: 'Bengaluru Hotels LLP',
      address: '45 Residency Road, Bengaluru',
      pinCode: '560025',
      phoneNumber: '9900112233',
      email: 'stores@bhotels.example',
      gstin: '29AAKFB1234C1Z9',
      stateCode: '29',
      stateName: 'Karnataka',
    },
    placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
  });

const SPARE_PARTS = Array.from({ length: 60 }, (_, index) => `Spare part no. ${index + 1}: sediment filter cartridge, 10 inch`);
const longInvoice = () =>
  invoiceOf(
    SPARE_PARTS.map((description, index) => line(index + 1, description, index % 2 ? '84219900' : '39269099', 1 + (index % 4), 120 + index * 7.5, index % 5 ? 0 : 10, 18, true)),
    { invoiceNumber: 'AQC/26-27/0003' },
  );

/** Each page's text, its runs of white space made single spaces (a wrapped line reads on). */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** Pairs of text pieces on one page whose boxes cross each other, or text off the paper. */
async function overlapsOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { items } = await extractTextItems(document);
  const problems: string[] = [];
  for (const [pageIndex, pageItems] of items.entries()) {
    const { view } = await document.getPage(pageIndex + 1);
    const [, , pageWidth = 0, pageHeight = 0] = view;
    const boxes = pageItems
      .filter((item) => item.str.trim())
      .map((item) => ({ text: item.str, left: item.x, right: item.x + item.width, bottom: item.y, top: item.y + item.fontSize * 0.72 }));
    for (const [index, box] of boxes.entries()) {
      if (box.left < 0 || box.right > pageWidth || box.bottom < 0 || box.top > pageHeight) problems.push(`page ${pageIndex + 1}: "${box.text}" is off the page`);
      for (const other of boxes.slice(index + 1)) {
        const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const down = Math.min(box.top, other.top) - Math.max(box.bottom, other.bottom);
        if (across > 0.5 && down > 0.5) problems.push(`page ${pageIndex + 1}: "${box.text}" overlaps "${other.text}"`);
      }
    }
  }
  return problems;
}

describe('invoice PDF', () => {
  it('prints an intra-state tax invoice twice, the original then the duplicate, with what a GST invoice must carry', async () => {
    const invoice = intraStateInvoice();
    const pdf = await renderInvoicePdf(invoice);
    const pages = await pagesOf(pdf);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(2);
    const [original = '', duplicate = ''] = pages;
    expect(original).toContain('ORIGINAL FOR RECIPIENT');
    expect(original).not.toContain('DUPLICATE FOR SUPPLIER');
    expect(duplicate).toContain('DUPLICATE FOR SUPPLIER');
    for (const page of pages) {
      expect(page).toContain('Tax Invoice');
      expect(page).toContain('Invoice No.: AQC/26-27/0001');
      expect(page).toContain('Invoice date: 24-11-2026');
      expect(page).toContain('GSTIN: 27AAPFU0939F1ZV');
      expect(page).toContain('GSTIN: 27AAACR5055K1Z5');
      expect(page).toContain('State: Maharashtra, Code: 27');
      expect(page).toContain('Place of supply: Maharashtra (27)');
      expect(page).toContain('Bill to');
      expect(page).toContain('₹');
      expect(page).toContain('84212110');
      expect(page).toContain('CGST');
      expect(page).toContain('SGST');
      expect(page).not.toContain('IGST');
      expect(page).toContain('Round off');
      expect(page).toContain('+0.18');
      expect(page).toContain('Grand total (₹) ₹17,699.00');
      expect(page).toContain('Rupees Seventeen Thousand Six Hundred Ninety-Nine Only');
      expect(page).toContain('HSN/SAC summary');
      expect(page).toContain('Not given');
      expect(page).toContain('Amount paid: ₹5,000.00');
      expect(page).toContain('Balance due: ₹12,699.00');
      expect(page).toContain('Scan to pay ₹12,699.00 by UPI');
      expect(page).toContain('Account number: 50200012345678');
      expect(page).toContain('Goods once sold will not be taken back');
      expect(page).toContain('For Aqua Care Services Private Limited');
      expect(page).toContain('Authorised Signatory');
      expect(page).toContain('Page 1 of 1');
    }
    expect(await overlapsOf(pdf)).toEqual([]);
  });

  it('embeds its font, with the rupee sign, and uses none of the standard PDF fonts', async () => {
    const pdf = (await renderInvoicePdf(intraStateInvoice())).toString('latin1');
    expect(pdf).toContain('/FontFile2');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(pdf).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('taxes an inter-state invoice as IGST only', async () => {
    const pages = await pagesOf(await renderInvoicePdf(interStateInvoice()));
    const text = pages.join(' ');
    expect(pages).toHaveLength(2);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('State: Karnataka, Code: 29');
    expect(text).toContain('GSTIN: 29AAKFB1234C1Z9');
    expect(text).toContain('84212190');
    expect(text).toContain('998717');
    expect(text).toContain('2.5');
    expect(text).toContain('18%');
  });

  it('continues a 60-line invoice on further pages, header repeated, every line printed once per copy, nothing overlapping', async () => {
    const invoice = longInvoice();
    const pdf = await renderInvoicePdf(invoice);
    const pages = await pagesOf(pdf);

    expect(pages.length).toBeGreaterThan(2);
    const duplicateStarts = pages.findIndex((page) => page.includes('DUPLICATE FOR SUPPLIER'));
    expect(duplicateStarts).toBeGreaterThan(1);
    const original = pages.slice(0, duplicateStarts);
    const duplicate = pages.slice(duplicateStarts);
    expect(original.every((page) => page.includes('ORIGINAL FOR RECIPIENT'))).toBe(true);
    expect(duplicate.every((page) => page.includes('DUPLICATE FOR SUPPLIER'))).toBe(true);
    for (const [index, page] of original.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${original.length}`);
      expect(page).toContain('Description');
      expect(page).toContain('Taxable value');
    }
    expect(original[1]).toContain('Tax Invoice AQC/26-27/0003 dated 24-11-2026 (continued)');
    for (const copy of [original.join(' '), duplicate.join(' ')]) {
      for (const description of SPARE_PARTS) {
        expect(copy.split(description).length - 1, description).toBe(1);
      }
      expect(copy).toContain(invoice.amountInWords);
    }
    expect(await overlapsOf(pdf)).toEqual([]);
  });

  it('stamps an invoice cancelled by a credit note, and names the invoice a credit note cancels', async () => {
    const cancelled = invoiceOf(intraStateInvoice().lines, {
      status: 'CANCELLED',
      amountPaid: 0,
      cancelledBy: { id: 'note-1', invoiceNumber: 'CN/26-27/0001', invoiceDate: '2026-11-25' },
      cancelReason: 'Wrong model billed',
      upiPaymentLink: null,
    });
    const cancelledText = (await pagesOf(await renderInvoicePdf(cancelled))).join(' ');
    expect(cancelledText).toContain('CANCELLED by credit note CN/26-27/0001');
    expect(cancelledText).toContain('Wrong model billed');

    const note = invoiceOf(intraStateInvoice().lines, {
      kind: 'CREDIT_NOTE',
      documentTitle: 'Credit Note',
      invoiceNumber: 'CN/26-27/0001',
      invoiceDate: '2026-11-25',
      creditNoteOf: { id: 'invoice-1', invoiceNumber: 'AQC/26-27/0001', invoiceDate: '2026-11-24' },
      upiPaymentLink: null,
    });
    const noteText = (await pagesOf(await renderInvoicePdf(note))).join(' ');
    expect(noteText).toContain('Credit Note');
    expect(noteText).toContain('Credit note No.: CN/26-27/0001');
    expect(noteText).toContain('Against invoice: AQC/26-27/0001 dated 24-11-2026');
    expect(noteText).not.toContain('Balance due');
  });

  it('prints a Bill of Supply without tax columns', async () => {
    const invoice = invoiceOf([line(1, 'Service visit charges', '9987', 1, 500, 0, 0, true)], {
      documentTitle: 'Bill of Supply',
      seller: { ...SELLER, gstin: null },
      upiPaymentLink: null,
    });
    const text = (await pagesOf(await renderInvoicePdf(invoice))).join(' ');
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Bill No.: AQC/26-27/0001');
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });

  it("draws the seller's PNG logo, and still prints the invoice when the logo is not one pdfkit can draw", async () => {
    const png = await toBuffer('Aqua Care', { type: 'png' });
    const withLogo = invoiceOf(intraStateInvoice().lines, { seller: { ...SELLER, logo: `data:image/png;base64,${png.toString('base64')}` } });
    expect((await renderInvoicePdf(withLogo)).toString('latin1')).toContain('/Subtype /Image');

    const broken = invoiceOf(intraStateInvoice().lines, { seller: { ...SELLER, logo: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` } });
    expect((await pagesOf(await renderInvoicePdf(broken))).join(' ')).toContain('Invoice No.: AQC/26-27/0001');
  });

  it('names the file after the invoice number', () => {
    expect(invoiceFileName(intraStateInvoice())).toBe('AQC-26-27-0001.pdf');
  });
});

describe('receipt PDF', () => {
  const receipt: PaymentReceipt = {
    payment: {
      id: 'payment-1',
      receiptNumber: 'RC/26-27/0007',
      amount: 12699,
      paidOn: '2026-11-28',
      mode: 'BANK_TRANSFER',
      reference: 'NEFT N332261234567',
      invoiceID: 'invoice-1',
      visitID: null,
    },
    seller: SELLER,
    customer: { id: 'customer-1', name: 'Ravi Kulkarni Enterprises', phoneNumber: '9876543210', address: 'Flat 12, Green Meadows, Baner Road, Pune' },
    paidFor: 'Invoice AQC/26-27/0001',
    balanceDue: 0,
    amountInWords: rupeesInWords(1269900),
  };

  it('says who received how much from whom, how, for what, and what is still due', async () => {
    const pdf = await renderReceiptPdf(receipt);
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    expect(text).toContain('Payment Receipt');
    expect(text).toContain('Receipt No.: RC/26-27/0007');
    expect(text).toContain('Date: 28-11-2026');
    expect(text).toContain('Aqua Care Services Private Limited');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Ravi Kulkarni Enterprises');
    expect(text).toContain('₹12,699.00');
    expect(text).toContain('Rupees Twelve Thousand Six Hundred Ninety-Nine Only');
    expect(text).toContain('Mode: Bank transfer');
    expect(text).toContain('Reference: NEFT N332261234567');
    expect(text).toContain('Towards: Invoice AQC/26-27/0001');
    expect(text).toContain('Balance due after this payment: ₹0.00');
    expect(text).toContain('Authorised Signatory');
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    expect(await overlapsOf(pdf)).toEqual([]);
  });

  it('names the file after the receipt number', () => {
    expect(receiptFileName(receipt)).toBe('RC-26-27-0007.pdf');
  });
});

/**
 * The text a Devanagari line stands for, as the PDF carries it beside its shaped glyphs (each
 * `/ActualText` of the content streams): pdf.js reads the glyphs themselves, in the order they
 * are drawn (the i-matra before its consonant), so an exact Hindi heading is looked for here.
 */
function spelledTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const start of content.matchAll(/\/ActualText \(/g)) {
      let bytes = '';
      for (let index = start.index + start[0].length; index < content.length && content[index] !== ')'; index++) {
        const char = content[index]!;
        if (char !== '\\') {
          bytes += char;
          continue;
        }
        const next = content[++index]!;
        bytes += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
      }
      // UTF-16BE after its byte-order mark.
      const utf16 = Buffer.from(bytes.slice(2), 'latin1');
      texts.push(utf16.swap16().toString('utf16le'));
    }
  }
  return texts;
}

describe('documents of a business that chose Hindi headings', () => {
  const inHindi = (invoice: Invoice): Invoice => ({ ...invoice, seller: { ...invoice.seller, documentLanguage: 'hi' } });

  it('prints each heading of the invoice in English and Hindi, and every legal field as it is', async () => {
    const pdf = await renderInvoicePdf(inHindi(intraStateInvoice()));
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(2);
    const [original = '', duplicate = ''] = pages;
    expect(original).toContain('ORIGINAL FOR RECIPIENT');
    expect(duplicate).toContain('DUPLICATE FOR SUPPLIER');
    for (const page of pages) {
      // Hindi that pdf.js reads back as written (no i-matra, no reph).
      expect(page).toContain('Tax Invoice / कर बीजक');
      expect(page).toContain('Taxable value / कर योग्य मूल्य 14,999.00');
      expect(page).toContain('Grand total (₹) कुल योग ₹17,699.00');
      expect(page).toContain('HSN/SAC summary / HSN/SAC सारांश');
      expect(page).toContain('Total / कुल');
      expect(page).toContain('₹12,699.00');
      // The legal fields, in English as they were.
      expect(page).toContain('Invoice No.: AQC/26-27/0001');
      expect(page).toContain('Invoice date: 24-11-2026');
      expect(page).toContain('GSTIN: 27AAPFU0939F1ZV');
      expect(page).toContain('GSTIN: 27AAACR5055K1Z5');
      expect(page).toContain('State: Maharashtra, Code: 27');
      expect(page).toContain('Place of supply: Maharashtra (27)');
      expect(page).toContain('Tax payable on reverse charge: No');
      expect(page).toContain('HSN/SAC');
      expect(page).toContain('84212110');
      expect(page).toContain('CGST Rate Amount SGST Rate Amount');
      expect(page).toContain('9% 1,305.00 9% 1,305.00');
      expect(page).toContain('CGST 1,349.91 SGST 1,349.91');
      expect(page).toContain('+0.18');
      expect(page).toContain('Rupees Seventeen Thousand Six Hundred Ninety-Nine Only');
      expect(page).toContain('Account number: 50200012345678');
      expect(page).toContain('For Aqua Care Services Private Limited');
      expect(page).toContain('Page 1 of 1');
    }
    // Every heading as written, in the text the PDF carries beside its Devanagari glyphs.
    const spelled = spelledTexts(pdf);
    for (const heading of [
      'ORIGINAL FOR RECIPIENT\nप्राप्तकर्ता के लिए मूल प्रति',
      'DUPLICATE FOR SUPPLIER\nआपूर्तिकर्ता के लिए दूसरी प्रति',
      'Tax Invoice / कर बीजक',
      'Bill to / बिल पाने वाला',
      'Description\nविवरण',
      'Qty\nमात्रा',
      'Rate\nदर',
      'Discount\nछूट',
      'Taxable value\nकर योग्य मूल्य',
      'Total\nकुल',
      'Amount in words / राशि शब्दों में',
      'Round off / पूर्णांकन',
      'Grand total (₹)\nकुल योग',
      'HSN/SAC summary / HSN/SAC सारांश',
      'Amount paid / चुकाई गई राशि: ₹5,000.00',
      'Balance due / बकाया राशि: ₹12,699.00',
      'Bank details / बैंक विवरण',
      'Scan to pay ₹12,699.00 by UPI\n₹12,699.00 UPI से चुकाने के लिए स्कैन करें',
      'Terms and conditions / नियम और शर्तें',
      'Authorised Signatory / अधिकृत हस्ताक्षरकर्ता',
    ]) {
      expect(spelled, heading).toContain(heading);
    }
    expect(await overlapsOf(pdf)).toEqual([]);
  });

  it('embeds a Devanagari font only for the Hindi, beside the English font, and none when the business keeps English', async () => {
    const hindi = (await renderInvoicePdf(inHindi(intraStateInvoice()))).toString('latin1');
    expect(hindi).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(hindi).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(hindi).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    const english = await renderInvoicePdf({ ...intraStateInvoice(), seller: { ...SELLER, documentLanguage: 'en' } });
    expect(english.toString('latin1')).not.toContain('NotoSansDevanagari');
    expect(spelledTexts(english)).toEqual([]);
  });

  it('keeps a long Hindi-headed invoice on its pages, header repeated, nothing overlapping', async () => {
    const pdf = await renderInvoicePdf(inHindi(longInvoice()));
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page).toContain('कर योग्य मूल्य');
    expect(await overlapsOf(pdf)).toEqual([]);
  });

  it('heads a Bill of Supply and a credit note in both languages', async () => {
    const supply = await renderInvoicePdf(
      inHindi(invoiceOf([line(1, 'Service visit charges', '9987', 1, 500, 0, 0, true)], { documentTitle: 'Bill of Supply', seller: { ...SELLER, gstin: null }, upiPaymentLink: null })),
    );
    expect(spelledTexts(supply)).toContain('Bill of Supply / आपूर्ति का बिल');
    expect((await pagesOf(supply)).join(' ')).toContain('Bill No.: AQC/26-27/0001');

    const note = await renderInvoicePdf(
      inHindi(
        invoiceOf(intraStateInvoice().lines, {
          kind: 'CREDIT_NOTE',
          documentTitle: 'Credit Note',
          invoiceNumber: 'CN/26-27/0001',
          creditNoteOf: { id: 'invoice-1', invoiceNumber: 'AQC/26-27/0001', invoiceDate: '2026-11-24' },
          cancelReason: 'Wrong model billed',
          upiPaymentLink: null,
        }),
      ),
    );
    expect(spelledTexts(note)).toContain('Credit Note / क्रेडिट नोट');
    expect(spelledTexts(note)).toContain('Reason for the credit note / क्रेडिट नोट का कारण');
    expect((await pagesOf(note)).join(' ')).toContain('Against invoice: AQC/26-27/0001 dated 24-11-2026');
    expect(await overlapsOf(note)).toEqual([]);
  });

  it("prints the receipt's headings in English and Hindi, its amounts and numbers as they are", async () => {
    const receipt: PaymentReceipt = {
      payment: { id: 'payment-1', receiptNumber: 'RC/26-27/0007', amount: 12699, paidOn: '2026-11-28', mode: 'BANK_TRANSFER', reference: 'NEFT N332261234567', invoiceID: 'invoice-1', visitID: null },
      seller: { ...SELLER, documentLanguage: 'hi' },
      customer: { id: 'customer-1', name: 'Ravi Kulkarni Enterprises', phoneNumber: '9876543210', address: 'Flat 12, Green Meadows, Baner Road, Pune' },
      paidFor: 'Invoice AQC/26-27/0001',
      balanceDue: 0,
      amountInWords: rupeesInWords(1269900),
    };
    const pdf = await renderReceiptPdf(receipt);
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    expect(text).toContain('Payment Receipt / भुगतान रसीद');
    expect(text).toContain('Mode / भुगतान का तरीका: Bank transfer');
    expect(text).toContain('Balance due after this payment / इस भुगतान के बाद बकाया: ₹0.00');
    expect(text).toContain('Receipt No.: RC/26-27/0007');
    expect(text).toContain('Date: 28-11-2026');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('₹12,699.00');
    expect(text).toContain('Rupees Twelve Thousand Six Hundred Ninety-Nine Only');
    expect(text).toContain('NEFT N332261234567');
    expect(spelledTexts(pdf)).toEqual(
      expect.arrayContaining([
        'Received from / भुगतानकर्ता',
        'Amount received / प्राप्त राशि',
        'Reference / संदर्भ: NEFT N332261234567',
        'Towards / किसके लिए: Invoice AQC/26-27/0001',
        'Authorised Signatory / अधिकृत हस्ताक्षरकर्ता',
      ]),
    );
    expect(await overlapsOf(pdf)).toEqual([]);
  });
});
