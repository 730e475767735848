import { paiseOf, rupeesInWords, type Subscription } from '@sevak/shared';
import { dayMonthYear, pdfFileName } from '../billing/documents/pdf-document';
import { renderReceiptDocument } from '../billing/documents/receipt-pdf';

/*
 * The platform's receipt for a business's subscription, drawn as the shops' payment receipts are
 * (billing/documents/receipt-pdf.ts): the platform and its operator's contact received the money,
 * the business paid it, towards a plan, for the period of access it bought.
 */

export interface SubscriptionReceipt {
  subscription: Subscription;
  platform: { name: string; contact: string };
  business: { name: string; phoneNumber: string; address: string | null };
}

/** The PDF's download name: "SVK-R-2026-0001.pdf". */
export function subscriptionReceiptFileName(subscription: Pick<Subscription, 'receiptNumber'>): string {
  return pdfFileName(subscription.receiptNumber);
}

export function renderSubscriptionReceiptPdf({ subscription, platform, business }: SubscriptionReceipt): Promise<Buffer> {
  return renderReceiptDocument({
    title: 'Subscription Receipt',
    number: subscription.receiptNumber,
    paidOn: subscription.paidOn,
    issuer: { name: platform.name, lines: [platform.contact] },
    payer: business,
    amount: subscription.amount,
    amountInWords: rupeesInWords(paiseOf(subscription.amount)),
    mode: subscription.mode,
    reference: subscription.reference,
    towards: `${subscription.planName} plan`,
    closing: `Access period: ${dayMonthYear(subscription.periodStart)} to ${dayMonthYear(subscription.periodEnd)}`,
  });
}
