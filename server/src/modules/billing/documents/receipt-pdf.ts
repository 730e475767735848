import { PAYMENT_MODE_LABELS, type Language, type PaymentMode, type PaymentReceipt } from '@sevak/shared';
import { documentWords } from './document-words';
import {
  addressWithPin,
  COLORS,
  dayMonthYear,
  Flow,
  openPdf,
  pdfFileName,
  signatureBlock,
  signatureBlockHeight,
  type TextStyle,
  withRupeeSign,
} from './pdf-document';

/*
 * A payment's receipt, on A5: who received it (the seller, with GSTIN), its number and date,
 * who paid, the amount in figures and words, how it was paid and its reference, what it was
 * for, what is still due after it, and the signature. The platform's subscription receipts are
 * drawn by the same renderReceiptDocument. A shop that chose Hindi headings gets them beside the
 * English ones (./document-words.ts).
 */

const MARGINS = { top: 30, bottom: 30, left: 30, right: 30 };

/** The PDF's download name: "RC/26-27/0001" → "RC-26-27-0001.pdf". */
export function receiptFileName(receipt: Pick<PaymentReceipt, 'payment'>): string {
  return pdfFileName(receipt.payment.receiptNumber);
}

export function renderReceiptPdf(receipt: PaymentReceipt): Promise<Buffer> {
  const { payment, seller, customer } = receipt;
  const words = documentWords(seller.documentLanguage);
  return renderReceiptDocument({
    title: words.english('paymentReceipt'),
    heading: words.inline('paymentReceipt'),
    language: seller.documentLanguage,
    number: payment.receiptNumber,
    paidOn: payment.paidOn,
    issuer: {
      name: seller.name,
      lines: [
        addressWithPin(seller.address, seller.pinCode),
        [seller.phoneNumber && `Phone: ${seller.phoneNumber}`, seller.email && `Email: ${seller.email}`].filter(Boolean).join('   '),
      ],
      boldLine: seller.gstin ? `GSTIN: ${seller.gstin}   State: ${seller.stateName}, Code: ${seller.stateCode}` : '',
    },
    payer: customer,
    amount: payment.amount,
    amountInWords: receipt.amountInWords,
    mode: payment.mode,
    reference: payment.reference,
    towards: receipt.paidFor,
    closing: words.labelled('balanceAfterPayment', withRupeeSign(receipt.balanceDue)),
  });
}

/** What a receipt says, whoever issues it: a shop to its customer, or the platform to a shop. */
export interface ReceiptContents {
  /** 'Payment Receipt', 'Subscription Receipt': the PDF's title, and its heading unless `heading` says otherwise. */
  title: string;
  /** The heading printed under the issuer when it is not `title` alone: "Payment Receipt / भुगतान रसीद". */
  heading?: string;
  /** 'hi': the receipt's own headings ("Received from", "Mode", …) carry their Hindi too. English unless told. */
  language?: Language;
  number: string;
  paidOn: string;
  /** Who received the money: its name, the lines under it, and a line in bold (a GSTIN), each skipped when empty. */
  issuer: { name: string; lines: string[]; boldLine?: string };
  payer: { name: string; phoneNumber: string | null; address: string | null };
  amount: number;
  amountInWords: string;
  mode: PaymentMode;
  reference: string | null;
  /** What the money was for. */
  towards: string;
  /** The receipt's last word, in bold: what is still due, the period bought. */
  closing: string;
}

/**
 * A receipt on A5: who received the money, the receipt's number and date, who paid, the amount
 * in figures and words, how it was paid and its reference, what it was for, the closing line and
 * the issuer's signature.
 */
export async function renderReceiptDocument(contents: ReceiptContents): Promise<Buffer> {
  const { issuer, payer } = contents;
  const words = documentWords(contents.language);
  const title = `${contents.title} ${contents.number}`;
  const { sheet, finish } = openPdf({ size: 'A5', margins: MARGINS, title, author: issuer.name });
  const flow = new Flow(sheet, () => {
    const y = sheet.top;
    return y + sheet.write(`${title} (continued)`, sheet.left, y, sheet.width, { bold: true, size: 9 }) + 8;
  });
  /** Writes a paragraph at the flow's place, on the next page if it does not fit on this one. */
  const put = (text: string, style: TextStyle = {}, gap = 2, x = sheet.left, width = sheet.width) => {
    if (!text) return;
    flow.ensure(sheet.measure(text, width, style));
    flow.y += sheet.write(text, x, flow.y, width, style) + gap;
  };

  const centred: TextStyle = { align: 'center' };
  put(issuer.name, { ...centred, bold: true, size: 12 });
  for (const line of issuer.lines) put(line, centred);
  put(issuer.boldLine ?? '', { ...centred, bold: true });
  flow.y += 4;
  sheet.rule(sheet.left, sheet.right, flow.y, COLORS.text);
  flow.y += 8;
  put(contents.heading ?? contents.title, { ...centred, bold: true, size: 14 }, 8);

  const half = sheet.width / 2;
  const numberStyle: TextStyle = { bold: true, size: 9.5 };
  const number = `Receipt No.: ${contents.number}`;
  const date = `Date: ${dayMonthYear(contents.paidOn)}`;
  const rowHeight = Math.max(sheet.measure(number, half, numberStyle), sheet.measure(date, half, numberStyle));
  flow.ensure(rowHeight);
  sheet.write(number, sheet.left, flow.y, half, numberStyle);
  sheet.write(date, sheet.left + half, flow.y, half, { ...numberStyle, align: 'right' });
  flow.y += rowHeight + 10;

  put(words.inline('receivedFrom'), { bold: true, size: 7.5, color: COLORS.muted });
  put(payer.name, { bold: true, size: 10 });
  put(payer.phoneNumber ? `Phone: ${payer.phoneNumber}` : '');
  put(payer.address ?? '', {}, 10);

  const amountItems: [string, TextStyle][] = [
    [words.inline('amountReceived'), { bold: true, size: 7.5, color: COLORS.muted }],
    [withRupeeSign(contents.amount), { bold: true, size: 16 }],
    [contents.amountInWords, { bold: true, size: 9 }],
  ];
  const inner = sheet.width - 16;
  const amountHeight = amountItems.reduce((sum, [text, style]) => sum + sheet.measure(text, inner, style) + 2, 0) + 12;
  flow.ensure(amountHeight);
  sheet.box(sheet.left, flow.y, sheet.width, amountHeight, { fill: '#f6f6f6' });
  let y = flow.y + 6;
  for (const [text, style] of amountItems) y += sheet.write(text, sheet.left + 8, y, inner, style) + 2;
  flow.y += amountHeight + 10;

  put(words.labelled('mode', PAYMENT_MODE_LABELS[contents.mode]), { size: 9 });
  put(contents.reference ? words.labelled('reference', contents.reference) : '', { size: 9 });
  put(words.labelled('towards', contents.towards), { size: 9 });
  put(contents.closing, { bold: true, size: 9.5 }, 16);

  const signatureWidth = 200;
  const signatory = words.inline('signatory');
  flow.ensure(signatureBlockHeight(sheet, issuer.name, signatureWidth, signatory));
  flow.y += signatureBlock(sheet, issuer.name, sheet.right - signatureWidth, flow.y, signatureWidth, signatory);
  return finish();
}
