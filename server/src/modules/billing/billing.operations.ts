import {
  billingProfileInput,
  cancelInvoiceInput,
  createInvoiceInput,
  gstSummaryInput,
  idInput,
  listInvoicesInput,
  MSG,
  recordPaymentInput,
} from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './billing.service';
import { gstSummaryCsv } from './gst-summary-csv';
import * as invoices from './invoices.service';
import * as payments from './payments.service';

/*
 * Billing (issue: billing): the business's tax profile, GST invoices and credit notes, payments
 * with balances, the customer's statement, the dashboard's money figures and the month's GST
 * summary. One feature, three groups of the admin's operations.
 */

export const billingOperations = {
  /** The business's GST tax profile: the seller on its invoices. */
  profile: admin.query({
    rest: { method: 'GET', path: '/admin/billing-profile', message: MSG.billing.rest.profile },
    run: ({ deps, caller }) => service.getBillingProfile(deps, caller),
  }),
  saveProfile: admin.mutation({
    input: billingProfileInput,
    rest: { method: 'PUT', path: '/admin/billing-profile', message: MSG.billing.rest.profileSaved },
    run: ({ deps, caller, input }) => service.saveBillingProfile(deps, caller, input),
  }),
  /** What the customer has that can be billed: purchases and visits, each with the invoice that bills it. */
  billable: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/customer/:id/billable', message: MSG.billing.rest.billable },
    run: ({ deps, caller, input }) => invoices.getBillable(deps, caller, input.id),
  }),
  statement: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/customer/:id/statement', message: MSG.billing.rest.statement },
    run: ({ deps, caller, input }) => payments.customerStatement(deps, caller, input.id),
  }),
  /** Collected this month, outstanding, and the oldest unpaid invoices. */
  dashboard: admin.query({
    rest: { method: 'GET', path: '/admin/billing/dashboard', message: MSG.billing.rest.dashboard },
    run: ({ deps, caller }) => payments.billingDashboard(deps, caller),
  }),
  /** The month's GSTR-1 figures: JSON, or CSV for `Accept: text/csv`. */
  gstSummary: admin.query({
    input: gstSummaryInput,
    rest: { method: 'GET', path: '/admin/gst-summary', message: MSG.billing.rest.gstSummary, csv: gstSummaryCsv },
    run: ({ deps, caller, input }) => service.gstSummary(deps, caller, input.month),
  }),
};

export const invoiceOperations = {
  list: admin.query({
    input: listInvoicesInput,
    rest: { method: 'GET', path: '/admin/invoice', message: MSG.billing.rest.invoices, list: 'rows' },
    run: ({ deps, caller, input }) => invoices.listInvoices(deps, caller, input),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/invoice/:id', message: MSG.billing.rest.invoice },
    run: ({ deps, caller, input }) => invoices.getInvoice(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createInvoiceInput,
    rest: { method: 'POST', path: '/admin/invoice', status: 201, message: MSG.billing.rest.invoiceCreated },
    run: ({ deps, caller, input }) => invoices.createInvoice(deps, caller, input),
  }),
  /** Issues the credit note that cancels the invoice; the invoice itself is never changed. */
  cancel: admin.mutation({
    input: cancelInvoiceInput,
    rest: { method: 'POST', path: '/admin/invoice/:id/cancel', status: 201, message: MSG.billing.rest.invoiceCancelled },
    run: ({ deps, caller, input }) => invoices.cancelInvoice(deps, caller, input.id, input.reason),
  }),
  pdf: admin.download({
    input: idInput,
    rest: { method: 'GET', path: '/admin/invoice/:id/pdf', message: MSG.billing.rest.invoicePdf },
    run: ({ deps, caller, input }) => invoices.invoicePdf(deps, caller, input.id),
  }),
};

export const paymentOperations = {
  record: admin.mutation({
    input: recordPaymentInput,
    rest: { method: 'POST', path: '/admin/payment', status: 201, message: MSG.billing.rest.paymentRecorded },
    run: ({ deps, caller, input }) => payments.recordPayment(deps, caller, input),
  }),
  receipt: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/payment/:id', message: MSG.billing.rest.receipt },
    run: ({ deps, caller, input }) => payments.getReceipt(deps, caller, input.id),
  }),
  receiptPdf: admin.download({
    input: idInput,
    rest: { method: 'GET', path: '/admin/payment/:id/pdf', message: MSG.billing.rest.receiptPdf },
    run: ({ deps, caller, input }) => payments.receiptPdf(deps, caller, input.id),
  }),
  /** A visit's charges, what is paid of them and what is due (PARTIAL appears here, not in the spec's visit). */
  visitBalance: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/visit/:id/balance', message: MSG.billing.rest.visitBalance },
    run: ({ deps, caller, input }) => payments.visitBalance(deps, caller, input.id),
  }),
};
