import { z } from 'zod';
import { calendarDate, LIMITS, password, pickedId, yearsFromToday } from '../common/fields';
import type { PaymentMode } from '../billing/invoice.schemas';
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
export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  received: 'Received',
  visit_booked: 'Visit booked',
  done: 'Serviced',
};

export const serviceRequestInput = z.object({
  customerProductId: pickedId('Select the product that needs service', 'Purchase'),
  problem: z
    .string({ error: 'Tell us what is wrong' })
    .trim()
    .min(1, 'Tell us what is wrong')
    .max(LIMITS.message, `Must be at most ${LIMITS.message} characters`),
  preferredDate: calendarDate('Enter a valid preferred day', {
    earliest: '2000-01-01',
    latest: () => yearsFromToday(1),
    message: 'Preferred day must be within a year',
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
  id: pickedId('Customer is required', 'Customer'),
  password: password.refine((text) => text.trim().length >= 6, 'Password must be at least 6 characters'),
});
export type CustomerSignInInput = z.input<typeof customerSignInInput>;

/** What the owner shares: the customer's sign-in phone and the message to send them. */
export interface CustomerSignIn {
  customerId: string;
  phoneNumber: string;
  fullname: string;
  businessName: string;
}

/** The WhatsApp message that gives a customer their sign-in. */
export function customerSignInMessage(signIn: CustomerSignIn, password: string, signInUrl: string): string {
  return (
    `Namaste ${signIn.fullname}, you can now see your products, invoices and service visits with ${signIn.businessName} ` +
    `and ask for a service online. Sign in at ${signInUrl} with your phone ${signIn.phoneNumber} and password ${password}`
  );
}
