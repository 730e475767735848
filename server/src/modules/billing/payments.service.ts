import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import {
  documentNumber,
  financialYearOf,
  formatIndianNumber,
  MSG,
  message,
  paiseOf,
  rupeesInWords,
  rupeesOf,
  type BillingDashboard,
  type CustomerStatement,
  type InvoiceSeller,
  type Message,
  type MessageKey,
  type PaymentReceipt,
  type RecordedPayment,
  type RecordPaymentFields,
  type StatementEntry,
  type VisitBalance,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { addMonths, calendarDateIn, formatCalendarDate, startOfMonth } from '../../lib/business-time';
import { FileAnswer } from '../../operations/file-answer';
import type { BusinessScope } from '../../tenancy/data-scope';
import { findSeller } from '../profile/profile.repository';
import * as profiles from './billing.repository';
import { receiptFileName, renderReceiptPdf } from './documents/receipt-pdf';
import * as invoices from './invoices.repository';
import { sellerOf } from './invoices.service';
import * as repository from './payments.repository';

/*
 * Payments: against an invoice or a visit, in part or in advance, each with a numbered receipt.
 * An invoice's paid amount moves in the same transaction as the payment, under the invoice's row
 * lock, so two payments at once can never pay more than is due. The spec's visit PaymentStatus
 * keeps its meaning: PAID when the visit's charges are paid in full, PENDING otherwise; PARTIAL
 * exists only in billing's own answers.
 */

function notFound(what: MessageKey): never {
  throw AppError.notFound(what);
}

const rupees = (amount: number) => `₹${formatIndianNumber(paiseOf(amount))}`;

/** The receipt number of a payment on `paidOn`, next in its financial year's series. */
async function nextReceiptNumber(db: Kysely<Database>, businessId: string, paidOn: string): Promise<string> {
  const profile = await profiles.findBillingProfile(db, businessId);
  const financialYear = financialYearOf(paidOn);
  const sequence = await invoices.takeNextNumber(db, businessId, 'RECEIPT', financialYear);
  return documentNumber('RECEIPT', profile?.invoicePrefix ?? '', financialYear, sequence);
}

export async function recordPayment(deps: AppDeps, business: BusinessScope, fields: RecordPaymentFields): Promise<RecordedPayment> {
  if (fields.invoiceID) return payInvoice(deps, business, fields.invoiceID, fields, null);
  const { db } = deps;
  const { businessId } = business;
  const visit = (await repository.lockVisitCharges(db, businessId, fields.visitID!)) ?? notFound(MSG.billing.errors.visitNotFound);
  // A billed visit is paid through its invoice.
  const billedBy = (await invoices.liveInvoicesBilling(db, businessId, 'visit_id', [visit.id])).get(visit.id);
  if (billedBy) return payInvoice(deps, business, billedBy.id, fields, visit.id);

  const due = visit.paymentStatus === 'PAID' ? 0 : Math.max(0, paiseOf(visit.charges) - paiseOf(visit.paid));
  if (due === 0) throw AppError.conflict(MSG.billing.errors.visitPaidInFull);
  if (paiseOf(fields.amount) > due) throw new AppError('BAD_REQUEST', message(MSG.billing.errors.amountOverDue, { due: rupees(rupeesOf(due)) }));
  const id = await repository.insertPayment(db, businessId, {
    customerId: visit.customerId,
    invoiceId: null,
    visitId: visit.id,
    receiptNumber: await nextReceiptNumber(db, businessId, fields.paidOn),
    amount: fields.amount,
    paidOn: fields.paidOn,
    mode: fields.mode,
    reference: fields.reference,
  });
  const balance = due - paiseOf(fields.amount);
  if (balance === 0) await repository.markVisitsPaid(db, businessId, [visit.id]);
  return { payment: (await repository.findPayment(db, businessId, id))!, balanceDue: rupeesOf(balance), status: balance === 0 ? 'PAID' : 'PARTIAL' };
}

async function payInvoice(
  deps: AppDeps,
  business: BusinessScope,
  invoiceId: string,
  fields: Pick<RecordPaymentFields, 'amount' | 'paidOn' | 'mode' | 'reference'> & { recordedFrom?: 'BILLING' | 'VISIT_FORM' },
  visitId: string | null,
): Promise<RecordedPayment> {
  const { db } = deps;
  const { businessId } = business;
  const invoice = (await invoices.lockInvoiceRow(db, businessId, invoiceId)) ?? notFound(MSG.billing.errors.invoiceNotFound);
  if (invoice.kind === 'CREDIT_NOTE') throw AppError.conflict(MSG.billing.errors.creditNoteNotPaid);
  if (invoice.cancelledAt) {
    const note = await invoices.findCancellationPartner(db, businessId, invoice);
    throw AppError.conflict(
      note
        ? message(MSG.billing.errors.invoiceCancelledBy, { invoiceNumber: invoice.number, noteNumber: note.invoiceNumber })
        : message(MSG.billing.errors.invoiceCancelled, { invoiceNumber: invoice.number }),
    );
  }
  const due = paiseOf(invoice.total) - paiseOf(invoice.amountPaid);
  if (due <= 0) throw AppError.conflict(message(MSG.billing.errors.invoicePaidInFull, { invoiceNumber: invoice.number }));
  if (paiseOf(fields.amount) > due) throw new AppError('BAD_REQUEST', message(MSG.billing.errors.amountOverDue, { due: rupees(rupeesOf(due)) }));
  const id = await repository.insertPayment(db, businessId, {
    customerId: invoice.customerId,
    invoiceId: invoice.id,
    visitId,
    receiptNumber: await nextReceiptNumber(db, businessId, fields.paidOn),
    amount: fields.amount,
    paidOn: fields.paidOn,
    mode: fields.mode,
    reference: fields.reference,
    recordedFrom: fields.recordedFrom,
  });
  await invoices.addToAmountPaid(db, businessId, invoice.id, fields.amount);
  const balance = due - paiseOf(fields.amount);
  if (balance === 0) await repository.markVisitsPaid(db, businessId, await repository.visitsOfInvoice(db, businessId, invoice.id));
  return { payment: (await repository.findPayment(db, businessId, id))!, balanceDue: rupeesOf(balance), status: balance === 0 ? 'PAID' : 'PARTIAL' };
}

/**
 * The spec's visit form says Paid or Pending; billing keeps the money behind it. Paid records a
 * cash payment of what is still due (on the visit, or on the invoice that bills it); Pending
 * after Paid takes back the payments that marking recorded. Called in the form's transaction,
 * after the visit's row is written.
 */
export async function followVisitForm(
  deps: AppDeps,
  business: BusinessScope,
  visitId: string,
  wasPaid: boolean,
  wantsPaid: boolean,
): Promise<void> {
  const { db } = deps;
  const { businessId } = business;
  if (wasPaid === wantsPaid) return;
  const visit = (await repository.lockVisitCharges(db, businessId, visitId))!;
  const billedBy = (await invoices.liveInvoicesBilling(db, businessId, 'visit_id', [visitId])).get(visitId);
  const today = calendarDateIn(deps.config.businessTimeZone, deps.clock.now());
  const fromForm = { paidOn: today, mode: 'CASH' as const, reference: 'Marked Paid on the visit', recordedFrom: 'VISIT_FORM' as const };
  if (wantsPaid) {
    if (billedBy) {
      const invoice = (await invoices.findInvoiceRow(db, businessId, billedBy.id))!;
      const due = paiseOf(invoice.total) - paiseOf(invoice.amountPaid);
      if (due > 0) await payInvoice(deps, business, invoice.id, { ...fromForm, amount: rupeesOf(due) }, visitId);
      return;
    }
    const due = paiseOf(visit.charges) - paiseOf(visit.paid);
    if (due <= 0) return;
    await repository.insertPayment(db, businessId, {
      ...fromForm,
      customerId: visit.customerId,
      invoiceId: null,
      visitId,
      receiptNumber: await nextReceiptNumber(db, businessId, today),
      amount: rupeesOf(due),
    });
    return;
  }
  if (billedBy) {
    throw AppError.conflict(message(MSG.billing.errors.visitPaidOnInvoice, { invoiceNumber: billedBy.invoiceNumber }));
  }
  await repository.deleteFormPayments(db, businessId, visitId);
  const left = await repository.lockVisitCharges(db, businessId, visitId);
  if (left && left.charges > 0 && paiseOf(left.paid) >= paiseOf(left.charges)) {
    throw AppError.conflict(message(MSG.billing.errors.visitStaysPaid, { paid: rupees(left.paid) }));
  }
}

/**
 * What stops a visit from being deleted: the invoice that bills it, or a payment taken in Billing
 * (a receipt was given for it). A Paid marked on the visit form is the visit's own state: its
 * payment goes with the visit (see `forgetFormPayments`).
 */
export async function visitDeletionBlocker(db: Kysely<Database>, businessId: string, visitId: string): Promise<Message | null> {
  const billedBy = (await invoices.liveInvoicesBilling(db, businessId, 'visit_id', [visitId])).get(visitId);
  if (billedBy) return message(MSG.billing.errors.visitBilledCannotDelete, { invoiceNumber: billedBy.invoiceNumber });
  const payments = await repository.billingPaymentCountOfVisit(db, businessId, visitId);
  if (payments === 0) return null;
  return payments === 1 ? message(MSG.billing.errors.visitHasPayment) : message(MSG.billing.errors.visitHasPayments, { payments });
}

/** Before a visit is deleted: the payments its form's Paid recorded go with it. */
export function forgetFormPayments(db: Kysely<Database>, businessId: string, visitId: string): Promise<void> {
  return repository.deleteFormPayments(db, businessId, visitId);
}

export async function visitBalance(deps: AppDeps, business: BusinessScope, visitId: string): Promise<VisitBalance> {
  const { db } = deps;
  const { businessId } = business;
  const visit = (await repository.findVisitCharges(db, businessId, visitId)) ?? notFound(MSG.billing.errors.visitNotFound);
  const [payments, billed] = await Promise.all([
    repository.paymentsOfVisit(db, businessId, visitId),
    invoices.liveInvoicesBilling(db, businessId, 'visit_id', [visitId]),
  ]);
  const invoice = billed.get(visitId) ?? null;
  let due: number;
  if (invoice) {
    const row = (await invoices.findInvoiceRow(db, businessId, invoice.id))!;
    due = paiseOf(row.total) - paiseOf(row.amountPaid);
  } else {
    due = visit.paymentStatus === 'PAID' ? 0 : Math.max(0, paiseOf(visit.charges) - paiseOf(visit.paid));
  }
  const paid = visit.paymentStatus === 'PAID' && !invoice ? Math.max(paiseOf(visit.paid), paiseOf(visit.charges)) : paiseOf(visit.paid);
  return {
    visitID: visitId,
    charges: visit.charges,
    amountPaid: rupeesOf(paid),
    balanceDue: rupeesOf(due),
    status: due === 0 ? 'PAID' : paid > 0 ? 'PARTIAL' : 'UNPAID',
    invoice,
    payments,
  };
}

async function sellerForReceipt(db: Kysely<Database>, businessId: string): Promise<InvoiceSeller> {
  const [profile, owner, documentLanguage] = await Promise.all([
    profiles.findBillingProfile(db, businessId),
    findSeller(db, businessId),
    profiles.findDocumentLanguage(db, businessId),
  ]);
  // A receipt prints no bank details or terms: it acknowledges money already received.
  if (profile) return { ...sellerOf(profile), bank: null, terms: null, logo: owner?.logo ?? null, documentLanguage };
  return {
    name: owner?.name ?? '',
    address: owner?.address ?? null,
    pinCode: null,
    phoneNumber: owner?.phoneNumber ?? null,
    email: owner?.email ?? null,
    gstin: null,
    stateCode: '',
    stateName: '',
    upiId: null,
    bank: null,
    terms: null,
    logo: owner?.logo ?? null,
    documentLanguage,
  };
}

export async function getReceipt(deps: AppDeps, business: BusinessScope, id: string): Promise<PaymentReceipt> {
  const { db } = deps;
  const { businessId } = business;
  const found = (await repository.findPayment(db, businessId, id)) ?? notFound(MSG.billing.errors.paymentNotFound);
  const { customerId, ...payment } = found;
  const customer = await db
    .selectFrom('customers')
    .innerJoin('users', 'users.id', 'customers.user_id')
    .select(['customers.id', 'users.fullname as name', 'users.phone_number as phoneNumber', 'users.address'])
    .where('customers.business_id', '=', businessId)
    .where('customers.id', '=', customerId)
    .executeTakeFirstOrThrow();
  let paidFor: string;
  let balanceDue: number;
  if (payment.invoiceID) {
    const invoice = (await invoices.findInvoiceRow(db, businessId, payment.invoiceID))!;
    paidFor = `Invoice ${invoice.number} of ${formatCalendarDate(invoice.invoiceDate)}`;
    balanceDue = invoice.cancelledAt ? 0 : rupeesOf(paiseOf(invoice.total) - paiseOf(invoice.amountPaid));
  } else {
    const balance = await visitBalance(deps, business, payment.visitID!);
    const visit = await db.selectFrom('visits').select('visit_date').where('id', '=', payment.visitID!).executeTakeFirstOrThrow();
    paidFor = `Service visit on ${formatCalendarDate(calendarDateIn(deps.config.businessTimeZone, visit.visit_date))}`;
    balanceDue = balance.balanceDue;
  }
  return {
    payment,
    seller: await sellerForReceipt(db, businessId),
    customer,
    paidFor,
    balanceDue,
    amountInWords: rupeesInWords(paiseOf(payment.amount)),
  };
}

export async function receiptPdf(deps: AppDeps, business: BusinessScope, id: string): Promise<FileAnswer> {
  const receipt = await getReceipt(deps, business, id);
  return new FileAnswer('application/pdf', receiptFileName(receipt), await renderReceiptPdf(receipt));
}

/**
 * A customer's account: each invoice (debit), credit note (credit), visit not billed on an
 * invoice (its charges, debit) and payment (credit), by date, with the running balance.
 */
export async function customerStatement(deps: AppDeps, business: BusinessScope, customerId: string): Promise<CustomerStatement> {
  const { db } = deps;
  const { businessId } = business;
  const customer = await db
    .selectFrom('customers')
    .innerJoin('users', 'users.id', 'customers.user_id')
    .select(['customers.id', 'users.fullname as name', 'users.phone_number as phoneNumber', 'customers.gstin'])
    .where('customers.business_id', '=', businessId)
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw AppError.notFound(MSG.billing.errors.customerNotFound);
  const { documents, visits, payments } = await repository.statementRows(db, businessId, customerId);
  const billed = await invoices.liveInvoicesBilling(db, businessId, 'visit_id', visits.map((visit) => visit.visitID));
  const timeZone = deps.config.businessTimeZone;

  type Entry = Omit<StatementEntry, 'balance'> & { order: number };
  const entries: Entry[] = [
    ...documents.map((document) =>
      document.kind === 'INVOICE'
        ? { date: document.date, kind: 'INVOICE' as const, reference: document.number, description: 'Invoice', debit: document.total, credit: 0, order: 0 }
        : { date: document.date, kind: 'CREDIT_NOTE' as const, reference: document.number, description: 'Credit note', debit: 0, credit: document.total, order: 1 },
    ),
    // A visit billed on an invoice is owed through that invoice; a visit marked Paid before
    // billing existed owes no more than it shows paid.
    ...visits
      .filter((visit) => !billed.has(visit.visitID))
      .map((visit) => ({
        date: calendarDateIn(timeZone, visit.visitDate),
        kind: 'VISIT' as const,
        reference: 'Service visit',
        description: visit.description ?? 'Service visit',
        debit: Math.max(visit.charges, visit.amountPaid),
        credit: 0,
        order: 0,
      })),
    ...payments.map((payment) => ({
      date: payment.paidOn,
      kind: 'PAYMENT' as const,
      reference: payment.receiptNumber,
      description: `Payment (${payment.mode.replace('_', ' ').toLowerCase()})${payment.reference ? ` — ${payment.reference}` : ''}`,
      debit: 0,
      credit: payment.amount,
      order: 2,
    })),
  ];
  // Visits marked Paid before billing have no payment rows: their paid part is shown as a credit too.
  for (const visit of visits) {
    const recorded = payments.filter((payment) => payment.visitID === visit.visitID).reduce((sum, payment) => sum + paiseOf(payment.amount), 0);
    const unrecorded = paiseOf(visit.amountPaid) - recorded;
    if (!billed.has(visit.visitID) && unrecorded > 0) {
      entries.push({
        date: calendarDateIn(timeZone, visit.visitDate),
        kind: 'PAYMENT',
        reference: 'Marked Paid',
        description: 'Paid on the visit (before billing)',
        debit: 0,
        credit: rupeesOf(unrecorded),
        order: 2,
      });
    }
  }
  entries.sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
  let balance = 0;
  let billedPaise = 0;
  let paidPaise = 0;
  const withBalance = entries.map(({ order: _order, ...entry }) => {
    balance += paiseOf(entry.debit) - paiseOf(entry.credit);
    if (entry.kind === 'PAYMENT') paidPaise += paiseOf(entry.credit);
    else billedPaise += paiseOf(entry.debit) - paiseOf(entry.credit);
    return { ...entry, balance: rupeesOf(balance) };
  });
  return { customer, entries: withBalance, totalBilled: rupeesOf(billedPaise), totalPaid: rupeesOf(paidPaise), balanceDue: rupeesOf(balance) };
}

const OLDEST_UNPAID = 5;

/** The dashboard's money: collected this month, outstanding, the oldest unpaid invoices. */
export async function billingDashboard(deps: AppDeps, business: BusinessScope): Promise<BillingDashboard> {
  const { db } = deps;
  const { businessId } = business;
  const monthStart = startOfMonth(calendarDateIn(deps.config.businessTimeZone, deps.clock.now()));
  const [collected, invoiceDue, visitDue, oldestUnpaid] = await Promise.all([
    repository.collectedBetween(db, businessId, monthStart, addMonths(monthStart, 1)),
    invoices.invoiceBalanceTotal(db, businessId),
    repository.unbilledVisitBalanceTotal(db, businessId),
    invoices.oldestUnpaidInvoices(db, businessId, OLDEST_UNPAID),
  ]);
  return { collectedThisMonth: collected, outstanding: rupeesOf(paiseOf(invoiceDue) + paiseOf(visitDue)), oldestUnpaid };
}
