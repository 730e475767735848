import { z } from 'zod';
import { calendarDate, LIMITS, password, pickedId, yearsFromToday } from '../common/fields';
import type { PaymentMode } from '../billing/invoice.schemas';
import { message, MSG } from '../i18n/messages.en';
import { customerPortalMessagesEn } from './messages.en';
import type { AmcStatus, WarrantyCard } from '../service-plans/service-plan.schemas';
import type { VisitStatus } from '../visits/visit.schemas';

/*
 * The customer's own portal (CUSTOMER): their purchases, invoices, receipts and service visits,
 * and a way to ask for service. Every read is of the signed-in customer's own records.
 */

/** One purchase as the customer sees it. */
export interface MyProduct {
  /** The purchase (customer product) id. */
  id: string;
  productName: string;
  serialNumber: string | null;
  invoiceDate: string;
  billNumber: string;
  warrantyStartDate: string;
  warrantyEndDate: string;
  /** "In warranty", "Expires in 12 days", "Expired", as every screen says it. */
  warranty: WarrantyCard['warranty'];
  amc: { status: AmcStatus; endDate: string } | null;
  /** The next visit planned for it, if any. */
  nextVisitDate: Date | null;
}

/** A service visit as the customer sees it: done, missed or still to come. */
export interface MyServiceVisit {
  id: string;
  visitDate: Date;
  status: VisitStatus;
  productName: string | null;
  serviceDescription: string | null;
  serviceCharges: number;
  paymentStatus: 'PENDING' | 'PAID' | 'CANCELLED';
  technicianName: string | null;
}

/** The customer's invoices (with credit notes) and receipts, newest first. */
export interface MyBills {
  invoices: {
    id: string;
    kind: 'INVOICE' | 'CREDIT_NOTE';
    number: string;
    invoiceDate: string;
    total: number;
    balanceDue: number;
    cancelled: boolean;
  }[];
  receipts: { id: string; receiptNumber: string; paidOn: string; amount: number; mode: PaymentMode; invoiceNumber: string | null }[];
}

// ---------------------------------------------------------------- service requests

export const SERVICE_REQUEST_STATUSES = ['received', 'visit_booked', 'done'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, string> = customerPortalMessagesEn.labels.requestStatus;

export const serviceRequestInput = z.object({
  customerProductId: pickedId(MSG.customerPortal.validation.productRequired, MSG.customerPortal.fields.purchase),
  problem: z
    .string({ error: MSG.customerPortal.validation.problemRequired })
    .trim()
    .min(1, MSG.customerPortal.validation.problemRequired)
    .max(LIMITS.message, MSG.common.validation.tooLong),
  preferredDate: calendarDate(MSG.customerPortal.validation.preferredDateInvalid, {
    earliest: '2000-01-01',
    latest: () => yearsFromToday(1),
    message: message(MSG.customerPortal.validation.preferredDateOutside),
  })
    .nullish()
    .transform((value) => value ?? null),
});
export type ServiceRequestInput = z.input<typeof serviceRequestInput>;
export type ServiceRequestFields = z.infer<typeof serviceRequestInput>;

export interface MyServiceRequest {
  id: string;
  productName: string | null;
  problem: string;
  preferredDate: string | null;
  createdAt: Date;
  status: ServiceRequestStatus;
  /** The visit the business booked for it, once it has. */
  visitDate: Date | null;
}

// ---------------------------------------------------------------- the owner sends a customer their sign-in

export const customerSignInInput = z.object({
  id: pickedId(MSG.customerPortal.validation.customerRequired, MSG.customerPortal.fields.customer),
  password: password.refine((text) => text.trim().length >= 6, MSG.customerPortal.validation.passwordTooShort),
});
export type CustomerSignInInput = z.input<typeof customerSignInInput>;

/** What the owner shares: the customer's sign-in phone and the message to send them. */
export interface CustomerSignIn {
  customerId: string;
  phoneNumber: string;
  fullname: string;
  businessName: string;
}

/** The values of the WhatsApp message that gives a customer their sign-in (`MSG.customerPortal.signInMessage`). */
export function customerSignInValues(signIn: CustomerSignIn, password: string, signInUrl: string) {
  return { fullname: signIn.fullname, businessName: signIn.businessName, signInUrl, phoneNumber: signIn.phoneNumber, password };
}

/** The WhatsApp message that gives a customer their sign-in, in English; a screen renders the key in its reader's language. */
export function customerSignInMessage(signIn: CustomerSignIn, password: string, signInUrl: string): string {
  const values: Record<string, string> = customerSignInValues(signIn, password, signInUrl);
  return customerPortalMessagesEn.signInMessage.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}
