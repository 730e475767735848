import { z } from 'zod';
import { addMessageIssue, LIMITS, optionalText, recordDate, recordId, rupees } from '../common/fields';
import { listQuery } from '../common/pagination';
import { MSG, message } from '../i18n/messages.en';
import { billingMessagesEn } from './messages.en';
import { gstRatesOn } from './invoice-tax';
import type { Language } from '../i18n/language';

/*
 * GST invoices and credit notes (issue: billing). An invoice has a customer, a date and lines:
 * a product sold (maybe one of the customer's recorded purchases), a visit's charges, or a
 * free-text line with its own HSN/SAC. Amounts cross the API as rupees, as every other amount
 * of Sevak does; the arithmetic runs in whole paise (./invoice-tax.ts).
 */

export const MAX_INVOICE_LINES = 100;
/** At most 16 characters of A–Z 0–9 / - (GST rule 46): PREFIX/26-27/0001. */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9/-]{1,16}$/;

/** A quantity as typed: more than zero, at most three decimals (2.5 m of pipe). Kept in thousandths. */
const quantity = z
  .union([z.number({ error: MSG.billing.validation.quantity }), z.string({ error: MSG.billing.validation.quantity }).trim()], {
    error: MSG.billing.validation.quantity,
  })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d+(\.\d{1,3})?$/.test(text) || Number(text) <= 0 || Number(text) > 1_000_000) {
      addMessageIssue(ctx, message(MSG.billing.validation.quantity));
      return z.NEVER;
    }
    return Number(text);
  });

const hsnOrSac = z
  .string({ error: MSG.billing.validation.hsnOrSac })
  .trim()
  .refine((code) => code === '' || /^(\d{4}|\d{6}|\d{8})$/.test(code), MSG.billing.validation.hsnOrSac)
  .nullish()
  .transform((code) => code || null);

/**
 * One line as a client sends it: what is billed (a product — with `customerProductID` when it is
 * one of the customer's recorded purchases —, a visit, an AMC contract, or a description with its
 * HSN/SAC), and its quantity, unit price, GST rate in percent and optional discount for the whole
 * line. An AMC contract is billed once, at its own price, quantity 1, at the service visits' GST
 * rate of the Tax Profile: the line's own quantity, unit price and rate are not used.
 */
export const invoiceLineInput = z
  .object({
    productID: recordId(MSG.billing.validation.invalidProductId).nullish(),
    customerProductID: recordId(MSG.billing.validation.invalidPurchaseId).nullish(),
    visitID: recordId(MSG.billing.validation.invalidVisitId).nullish(),
    amcContractID: recordId(MSG.billing.validation.invalidAmcContractId).nullish(),
    description: optionalText(LIMITS.description),
    hsnCode: hsnOrSac,
    quantity,
    unitPrice: rupees(MSG.billing.validation.unitPriceRequired, MSG.common.fields.unitPrice),
    gstRate: z.number({ error: MSG.billing.validation.gstRate }),
    discount: rupees(MSG.billing.validation.discountRequired, MSG.common.fields.discount).nullish().transform((value) => value ?? 0),
  })
  .superRefine((line, ctx) => {
    const billed = [line.productID || line.customerProductID, line.visitID, line.amcContractID].filter(Boolean).length;
    if (billed > 1) {
      const message = line.amcContractID ? MSG.billing.validation.lineBillsOneThing : MSG.billing.validation.lineProductOrVisit;
      ctx.addIssue({ code: 'custom', path: [line.amcContractID ? 'amcContractID' : 'visitID'], message });
    }
    if (billed === 0 && !line.description) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: MSG.billing.validation.lineUndescribed });
    }
  });
export type InvoiceLineFields = z.infer<typeof invoiceLineInput>;

export const createInvoiceInput = z
  .object({
    customerID: recordId(MSG.billing.validation.invalidCustomerId),
    invoiceDate: recordDate(MSG.common.fields.invoiceDate),
    lines: z
      .array(invoiceLineInput, { error: MSG.billing.validation.linesRequired })
      .min(1, MSG.billing.validation.linesRequired)
      .max(MAX_INVOICE_LINES, MSG.billing.validation.tooManyLines),
    notes: optionalText(LIMITS.description),
  })
  .superRefine((invoice, ctx) => {
    // 12 % and 28 % were abolished on 22 Sep 2025: only invoices dated before may still use them.
    const allowed = gstRatesOn(invoice.invoiceDate);
    invoice.lines.forEach((line, index) => {
      if (!allowed.includes(Math.round(line.gstRate * 100))) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'gstRate'], message: MSG.billing.validation.gstRate });
      }
    });
  });
export type CreateInvoiceInput = z.input<typeof createInvoiceInput>;
export type CreateInvoiceFields = z.infer<typeof createInvoiceInput>;

export const cancelInvoiceInput = z.object({
  id: recordId(),
  reason: optionalText(LIMITS.description),
});

export const INVOICE_STATUSES = ['UNPAID', 'PARTIAL', 'PAID', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_SORT_FIELDS = ['invoiceDate', 'invoiceNumber', 'customerName', 'total', 'balanceDue'] as const;
export const listInvoicesInput = listQuery(INVOICE_SORT_FIELDS).extend({
  customerId: recordId(MSG.billing.validation.invalidCustomerId).optional(),
  status: z.enum(INVOICE_STATUSES, { error: MSG.billing.validation.statusUnknown }).optional(),
  kind: z.enum(INVOICE_KINDS, { error: MSG.billing.validation.kindUnknown }).optional(),
});
export type ListInvoicesInput = z.infer<typeof listInvoicesInput>;

/** "Tax Invoice" from a GST-registered seller, "Bill of Supply" from an unregistered one. */
export type DocumentTitle = 'Tax Invoice' | 'Bill of Supply' | 'Credit Note';

export interface InvoiceParty {
  name: string;
  address: string | null;
  pinCode: string | null;
  phoneNumber: string | null;
  email: string | null;
  gstin: string | null;
  stateCode: string;
  stateName: string;
}

export interface InvoiceSeller extends InvoiceParty {
  upiId: string | null;
  bank: { accountName: string | null; accountNumber: string; ifsc: string | null; bankName: string | null } | null;
  terms: string | null;
  logo: string | null;
  /** 'hi': the business chose Hindi headings beside the English ones on its documents; English when absent. */
  documentLanguage?: Language;
}

export interface InvoiceLine {
  id: string;
  position: number;
  kind: 'PRODUCT' | 'VISIT' | 'TEXT' | 'AMC';
  productID: string | null;
  customerProductID: string | null;
  visitID: string | null;
  amcContractID: string | null;
  description: string;
  /** Null when the product has no HSN code yet: the screen says it is missing. */
  hsnCode: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  gstRate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface InvoiceTaxTotal {
  gstRate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceHsnTotal extends InvoiceTaxTotal {
  hsnCode: string | null;
  quantity: number;
}

export const PAYMENT_MODES = ['CASH', 'UPI', 'CARD', 'BANK_TRANSFER', 'CHEQUE'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/** Each mode's English, for CSV and PDF; a screen shows MSG.billing.labels.paymentMode[mode] in its language. */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = billingMessagesEn.labels.paymentMode;

export interface PaymentRecord {
  id: string;
  receiptNumber: string;
  amount: number;
  paidOn: string;
  mode: PaymentMode;
  reference: string | null;
  invoiceID: string | null;
  visitID: string | null;
}

export interface InvoiceReference {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
}

/** An invoice or credit note, computed and numbered: what both doors answer and the document prints. */
export interface Invoice {
  id: string;
  kind: InvoiceKind;
  documentTitle: DocumentTitle;
  invoiceNumber: string;
  invoiceDate: string;
  customerID: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  placeOfSupply: { stateCode: string; stateName: string };
  /** CGST + SGST when true (the buyer is in the seller's state), IGST otherwise. */
  intraState: boolean;
  pricesIncludeTax: boolean;
  lines: InvoiceLine[];
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  total: number;
  amountInWords: string;
  byRate: InvoiceTaxTotal[];
  byHsn: InvoiceHsnTotal[];
  amountPaid: number;
  balanceDue: number;
  status: InvoiceStatus;
  /** Lines whose product has no HSN code: the invoice screen says so. */
  missingHsn: string[];
  notes: string | null;
  /** The credit note that cancelled this invoice, or the invoice a credit note cancels. */
  cancelledBy: InvoiceReference | null;
  creditNoteOf: InvoiceReference | null;
  cancelReason: string | null;
  payments: PaymentRecord[];
  /** `upi://pay?…` for the balance due, when the seller has a UPI ID and something is due. */
  upiPaymentLink: string | null;
  createdAt: string;
}

export interface InvoiceListItem {
  id: string;
  kind: InvoiceKind;
  invoiceNumber: string;
  invoiceDate: string;
  customerID: string;
  customerName: string;
  customerPhone: string | null;
  total: number;
  balanceDue: number;
  status: InvoiceStatus;
}

/* ---------------------------------------------------------------- payments */

export const recordPaymentInput = z
  .object({
    invoiceID: recordId(MSG.billing.validation.invalidInvoiceId).nullish(),
    visitID: recordId(MSG.billing.validation.invalidVisitId).nullish(),
    amount: rupees(MSG.billing.validation.amountRequired, MSG.common.fields.amount).refine((amount) => amount > 0, MSG.billing.validation.amountNotPositive),
    mode: z.enum(PAYMENT_MODES, { error: MSG.billing.validation.modeUnknown }),
    paidOn: recordDate(MSG.common.fields.paymentDate),
    reference: optionalText(LIMITS.name),
  })
  .refine((payment) => Boolean(payment.invoiceID) !== Boolean(payment.visitID), {
    path: ['invoiceID'],
    message: MSG.billing.validation.paymentForOne,
  });
export type RecordPaymentInput = z.input<typeof recordPaymentInput>;
export type RecordPaymentFields = z.infer<typeof recordPaymentInput>;

/** What recording a payment answers: the payment and what is still due on what it paid. */
export interface RecordedPayment {
  payment: PaymentRecord;
  balanceDue: number;
  /** The invoice's or visit's state after it: PAID, or PARTIAL while something is due. */
  status: 'PAID' | 'PARTIAL';
}

/** A payment receipt, as printed: the payment, who paid, the seller, and what it was for. */
export interface PaymentReceipt {
  payment: PaymentRecord;
  seller: InvoiceSeller;
  customer: { id: string; name: string; phoneNumber: string | null; address: string | null };
  /** "Invoice AQC/26-27/0001" or "Service visit on 12 Nov 2026". */
  paidFor: string;
  balanceDue: number;
  amountInWords: string;
}

/** A visit's charges and what has been paid of them (the billing screens' PARTIAL). */
export interface VisitBalance {
  visitID: string;
  charges: number;
  amountPaid: number;
  balanceDue: number;
  status: 'UNPAID' | 'PARTIAL' | 'PAID';
  /** The invoice that bills the visit, when one does: its payments settle the visit. */
  invoice: InvoiceReference | null;
  payments: PaymentRecord[];
}

/* ---------------------------------------------------------------- statements and summaries */

export interface StatementEntry {
  date: string;
  kind: 'INVOICE' | 'CREDIT_NOTE' | 'VISIT' | 'PAYMENT';
  /** Invoice number, "Service visit", or the payment's receipt number. */
  reference: string;
  description: string;
  /** What the customer owes more (an invoice, an unbilled visit's charges) or less (a payment, a credit note). */
  debit: number;
  credit: number;
  balance: number;
}

export interface CustomerStatement {
  customer: { id: string; name: string; phoneNumber: string | null; gstin: string | null };
  entries: StatementEntry[];
  totalBilled: number;
  totalPaid: number;
  balanceDue: number;
}

export interface BillingDashboard {
  /** Payments received with a date in the current month (business time zone). */
  collectedThisMonth: number;
  /** Balance due over every invoice and unbilled visit. */
  outstanding: number;
  oldestUnpaid: InvoiceListItem[];
}

export const gstSummaryInput = z.object({
  month: z
    .string({ error: MSG.billing.validation.month })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG.billing.validation.month),
});
export type GstSummaryInput = z.infer<typeof gstSummaryInput>;

export interface GstB2bInvoice extends InvoiceTaxTotal {
  buyerGstin: string;
  buyerName: string;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: number;
  placeOfSupply: string;
}

export interface GstB2cTotal extends InvoiceTaxTotal {
  placeOfSupply: string;
}

export interface GstCreditNote extends InvoiceTaxTotal {
  noteNumber: string;
  noteDate: string;
  invoiceNumber: string;
  buyerGstin: string | null;
  buyerName: string;
  noteValue: number;
  placeOfSupply: string;
}

export interface GstSummary {
  month: string;
  b2b: GstB2bInvoice[];
  b2c: GstB2cTotal[];
  creditNotes: GstCreditNote[];
  hsn: InvoiceHsnTotal[];
  totals: Omit<InvoiceTaxTotal, 'gstRate'> & { invoiceCount: number; creditNoteCount: number };
}

/** What a customer has that can be billed, for the new-invoice screen. */
export interface BillableItems {
  customer: { id: string; name: string; phoneNumber: string | null; gstin: string | null; stateCode: string; stateName: string };
  /** The seller's state and rates; null until the owner saves the Tax Profile (no invoice before that). */
  seller: { stateCode: string; pricesIncludeTax: boolean; serviceGstRate: number; registered: boolean } | null;
  purchases: {
    customerProductID: string;
    productID: string;
    productName: string;
    price: number;
    invoiceDate: string;
    billNumber: string;
    hsnCode: string | null;
    gstRate: number | null;
    /** The invoice that already bills this purchase, if one does (and is not cancelled). */
    invoice: InvoiceReference | null;
  }[];
  visits: {
    visitID: string;
    visitDate: string;
    description: string | null;
    charges: number;
    amountPaid: number;
    isDone: boolean;
    invoice: InvoiceReference | null;
  }[];
  /** The customer's AMC contracts, newest first, each with the invoice that bills it. */
  amcContracts: {
    amcContractID: string;
    /** "AMC: Kent Grand Plus RO (KGP-26-0042) 1 Jun 2026 – 31 May 2027", as the line will say. */
    description: string;
    startDate: string;
    endDate: string;
    price: number;
    /** A cancelled contract is not billed. */
    cancelled: boolean;
    invoice: InvoiceReference | null;
  }[];
}
