import {
  MSG,
  paiseOf,
  rupeesOf,
  type MyBills,
  type MyProduct,
  type MyServiceRequest,
  type MyServiceVisit,
  type ServiceRequestFields,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { FileAnswer } from '../../operations/file-answer';
import type { CustomerCaller } from '../auth/admission';
import { invoicePdf } from '../billing/invoices.service';
import { receiptPdf } from '../billing/payments.service';
import { insertEnquiry, serviceRequestsOf } from '../enquiries/enquiries.repository';
import { warrantyCardsOfCustomer } from '../service-plans/warranty.service';
import * as repository from './customer-portal.repository';

/*
 * The customer's portal (issue: the technician's app and the customer's portal): their
 * purchases with warranty, AMC and next visit; their invoices and receipts; their service
 * history; and asking for service, which reaches the shop as an enquiry marked "service request".
 */

export async function listMyProducts(deps: AppDeps, caller: CustomerCaller): Promise<MyProduct[]> {
  const cards = await warrantyCardsOfCustomer(deps, caller, caller.customerId);
  return cards.map((card) => ({
    id: card.customerProductId,
    productName: card.product.name,
    serialNumber: card.serialNumber,
    invoiceDate: card.invoiceDate,
    billNumber: card.billNumber,
    warrantyStartDate: card.warrantyStartDate,
    warrantyEndDate: card.warrantyEndDate,
    warranty: card.warranty,
    amc: card.amc && { status: card.amc.status, endDate: card.amc.endDate },
    nextVisitDate: card.nextVisit?.visitDate ?? null,
  }));
}

export function listMyServiceVisits(deps: AppDeps, caller: CustomerCaller): Promise<MyServiceVisit[]> {
  return repository.visitsOfCustomer(deps.db, caller.businessId, caller.customerId);
}

export async function listMyBills(deps: AppDeps, caller: CustomerCaller): Promise<MyBills> {
  const [invoices, receipts] = await Promise.all([
    repository.invoicesOfCustomer(deps.db, caller.businessId, caller.customerId),
    repository.receiptsOfCustomer(deps.db, caller.businessId, caller.customerId),
  ]);
  return {
    invoices: invoices.map(({ amountPaid, cancelledAt, ...invoice }) => ({
      ...invoice,
      // A credit note and a cancelled invoice are settled by each other: nothing is due on either.
      balanceDue: invoice.kind === 'INVOICE' && !cancelledAt ? rupeesOf(Math.max(0, paiseOf(invoice.total) - paiseOf(amountPaid))) : 0,
      cancelled: cancelledAt !== null,
    })),
    receipts,
  };
}

/** The invoice's PDF, if it is the customer's; another's is "not found", as one that does not exist. */
export async function myInvoicePdf(deps: AppDeps, caller: CustomerCaller, id: string): Promise<FileAnswer> {
  if (!(await repository.isInvoiceOf(deps.db, caller.businessId, caller.customerId, id))) throw AppError.notFound(MSG.customerPortal.errors.invoiceNotFound);
  return invoicePdf(deps, caller, id);
}

export async function myReceiptPdf(deps: AppDeps, caller: CustomerCaller, id: string): Promise<FileAnswer> {
  if (!(await repository.isPaymentOf(deps.db, caller.businessId, caller.customerId, id))) throw AppError.notFound(MSG.customerPortal.errors.paymentNotFound);
  return receiptPdf(deps, caller, id);
}

export async function listMyServiceRequests(deps: AppDeps, caller: CustomerCaller): Promise<MyServiceRequest[]> {
  const rows = await serviceRequestsOf(deps.db, caller.businessId, caller.customerId);
  return rows.map(toServiceRequest);
}

/** A request for service on one of the customer's purchases; a purchase of anyone else's is "not found". */
export async function requestService(deps: AppDeps, caller: CustomerCaller, fields: ServiceRequestFields): Promise<MyServiceRequest> {
  const purchase = await repository.purchaseOfCustomer(deps.db, caller.businessId, caller.customerId, fields.customerProductId);
  if (!purchase) throw AppError.notFound(MSG.customerPortal.errors.purchaseNotFound);
  const { user } = caller;
  const id = await insertEnquiry(
    deps.db,
    caller.businessId,
    { name: user.fullname, phoneNumber: user.phoneNumber, address: user.address ?? null, message: fields.problem, productId: purchase.productId },
    undefined,
    { customerId: caller.customerId, customerProductId: purchase.id, preferredDate: fields.preferredDate },
  );
  const [created] = await serviceRequestsOf(deps.db, caller.businessId, caller.customerId, id);
  return toServiceRequest(created!);
}

function toServiceRequest(row: Awaited<ReturnType<typeof serviceRequestsOf>>[number]): MyServiceRequest {
  const visit = row.visit;
  return {
    id: row.id,
    productName: row.productName,
    problem: row.problem ?? '',
    preferredDate: row.preferredDate,
    createdAt: row.createdAt,
    status: !visit ? 'received' : visit.status === 'done' ? 'done' : 'visit_booked',
    // Read inside JSON, the instant arrives as text.
    visitDate: visit ? new Date(visit.visitDate) : null,
  };
}
