import { PAYMENT_MODE_LABELS, type PaymentReceipt } from '@sevak/shared';
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
 * for, what is still due after it, and the signature.
 */

const MARGINS = { top: 30, bottom: 30, left: 30, right: 30 };

/** The PDF's download name: "RC/26-27/0001" → "RC-26-27-0001.pdf". */
export function receiptFileName(receipt: Pick<PaymentReceipt, 'payment'>): string {
  return pdfFileName(receipt.payment.receiptNumber);
}

export async function renderReceiptPdf(receipt: PaymentReceipt): Promise<Buffer> {
  const { payment, seller, customer } = receipt;
  const { sheet, finish } = openPdf({ size: 'A5', margins: MARGINS, title: `Payment Receipt ${payment.receiptNumber}`, author: seller.name });
  const flow = new Flow(sheet, () => {
    const y = sheet.top;
    return y + sheet.write(`Payment Receipt ${payment.receiptNumber} (continued)`, sheet.left, y, sheet.width, { bold: true, size: 9 }) + 8;
  });
  /** Writes a paragraph at the flow's place, on the next page if it does not fit on this one. */
  const put = (text: string, style: TextStyle = {}, gap = 2, x = sheet.left, width = sheet.width) => {
    if (!text) return;
    flow.ensure(sheet.measure(text, width, style));
    flow.y += sheet.write(text, x, flow.y, width, style) + gap;
  };

  const centred: TextStyle = { align: 'center' };
  put(seller.name, { ...centred, bold: true, size: 12 });
  put(addressWithPin(seller.address, seller.pinCode), centred);
  put([seller.phoneNumber && `Phone: ${seller.phoneNumber}`, seller.email && `Email: ${seller.email}`].filter(Boolean).join('   '), centred);
  put(seller.gstin ? `GSTIN: ${seller.gstin}   State: ${seller.stateName}, Code: ${seller.stateCode}` : '', { ...centred, bold: true });
  flow.y += 4;
  sheet.rule(sheet.left, sheet.right, flow.y, COLORS.text);
  flow.y += 8;
  put('Payment Receipt', { ...centred, bold: true, size: 14 }, 8);

  const half = sheet.width / 2;
  const numberStyle: TextStyle = { bold: true, size: 9.5 };
  const number = `Receipt No.: ${payment.receiptNumber}`;
  const date = `Date: ${dayMonthYear(payment.paidOn)}`;
  const rowHeight = Math.max(sheet.measure(number, half, numberStyle), sheet.measure(date, half, numberStyle));
  flow.ensure(rowHeight);
  sheet.write(number, sheet.left, flow.y, half, numberStyle);
  sheet.write(date, sheet.left + half, flow.y, half, { ...numberStyle, align: 'right' });
  flow.y += rowHeight + 10;

  put('Received from', { bold: true, size: 7.5, color: COLORS.muted });
  put(customer.name, { bold: true, size: 10 });
  put(customer.phoneNumber ? `Phone: ${customer.phoneNumber}` : '');
  put(customer.address ?? '', {}, 10);

  const amountItems: [string, TextStyle][] = [
    ['Amount received', { bold: true, size: 7.5, color: COLORS.muted }],
    [withRupeeSign(payment.amount), { bold: true, size: 16 }],
    [receipt.amountInWords, { bold: true, size: 9 }],
  ];
  const inner = sheet.width - 16;
  const amountHeight = amountItems.reduce((sum, [text, style]) => sum + sheet.measure(text, inner, style) + 2, 0) + 12;
  flow.ensure(amountHeight);
  sheet.box(sheet.left, flow.y, sheet.width, amountHeight, { fill: '#f6f6f6' });
  let y = flow.y + 6;
  for (const [text, style] of amountItems) y += sheet.write(text, sheet.left + 8, y, inner, style) + 2;
  flow.y += amountHeight + 10;

  put(`Mode: ${PAYMENT_MODE_LABELS[payment.mode]}`, { size: 9 });
  put(payment.reference ? `Reference: ${payment.reference}` : '', { size: 9 });
  put(`Towards: ${receipt.paidFor}`, { size: 9 });
  put(`Balance due after this payment: ${withRupeeSign(receipt.balanceDue)}`, { bold: true, size: 9.5 }, 16);

  const signatureWidth = 200;
  flow.ensure(signatureBlockHeight(sheet, seller.name, signatureWidth));
  flow.y += signatureBlock(sheet, seller.name, sheet.right - signatureWidth, flow.y, signatureWidth);
  return finish();
}
