import { z } from 'zod';
import { calendarDate, LIMITS, optionalText, recordId, rupees, yearsFromToday } from '../common/fields';
import { pagingFields } from '../common/pagination';
import type { AmcStatus, WarrantyCard } from '../service-plans/service-plan.schemas';
import type { VisitStatus } from '../visits/visit.schemas';

/*
 * The technician's phone app (EMPLOYEE): their own visits only, and of each customer only what
 * the visit needs. One schema per input, for both doors.
 */

/** My day is `overdue` then `today`; `upcoming` is the next seven days. */
export const TECHNICIAN_RANGES = ['today', 'upcoming', 'overdue'] as const;
export type TechnicianRange = (typeof TECHNICIAN_RANGES)[number];
export const TECHNICIAN_RANGE_LABELS: Record<TechnicianRange, string> = { overdue: 'Overdue', today: 'Today', upcoming: 'Next 7 days' };

export const listMyVisitsInput = z.object({
  range: z.enum(TECHNICIAN_RANGES, { error: 'Range must be today, upcoming or overdue' }).default('today'),
  page: pagingFields.page,
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number from 1 to 100' })
    .int('Page size must be a whole number from 1 to 100')
    .min(1, 'Page size must be a whole number from 1 to 100')
    .max(100, 'Page size must be a whole number from 1 to 100')
    .default(50),
});
export type ListMyVisitsInput = z.infer<typeof listMyVisitsInput>;

/** One row of My day or Upcoming: enough to plan the route, nothing of other visits. */
export interface MyVisitItem {
  id: string;
  visitDate: Date;
  status: VisitStatus;
  overdue: boolean;
  customerName: string;
  /** The service address (else the customer's), and the PIN code in it: the area. */
  address: string | null;
  pinCode: string | null;
  productName: string | null;
  serviceDescription: string | null;
  /** What is still to collect on this visit, in rupees. */
  chargesDue: number;
}

/** A visit as the technician opens it. */
export interface MyVisit extends MyVisitItem {
  serviceCharges: number;
  customer: { name: string; phoneNumber: string };
  /** A maps search for the address (opens Google Maps on a phone). */
  mapsUrl: string | null;
  product: {
    name: string;
    serialNumber: string | null;
    warrantyEndDate: string;
    /** "In warranty", "Expires in 12 days", "Expired", as every screen says it. */
    warranty: WarrantyCard['warranty'];
    /** The purchase's current AMC contract, if any. */
    amc: { status: AmcStatus; endDate: string } | null;
  } | null;
  /** The three latest visits done for this customer before this one: dates and work notes only. */
  recentVisits: { visitDate: Date; serviceDescription: string | null }[];
  /** When completing this visit books the next one by itself (0: it books none). */
  autoVisitMonths: number;
}

export const COLLECTED_MODES = ['CASH', 'UPI'] as const;
export type CollectedMode = (typeof COLLECTED_MODES)[number];

const collectedPayment = z.object({
  amount: rupees('Amount collected is required', 'Amount collected').refine((amount) => amount > 0, 'Amount collected must be more than zero'),
  mode: z.enum(COLLECTED_MODES, { error: 'Mode must be CASH or UPI' }),
});

/** Done: the work notes, the charges, what was collected, and when to come back. */
export const completeMyVisitFields = z.object({
  notes: optionalText(LIMITS.description),
  serviceCharges: rupees('Service charges are required', 'Service charges'),
  payment: collectedPayment.nullish().transform((value) => value ?? null),
  /** Overrides the next visit the business's plan books (the same time of day); blank keeps it. */
  nextVisitDate: calendarDate('Enter a valid next visit date', {
    earliest: '2000-01-01',
    latest: () => yearsFromToday(2),
    message: 'Next visit must be within two years',
  })
    .nullish()
    .transform((value) => value ?? null),
});
export const completeMyVisitInput = completeMyVisitFields.extend({ id: recordId() });
export type CompleteMyVisitInput = z.input<typeof completeMyVisitInput>;
export type CompleteMyVisitFields = z.infer<typeof completeMyVisitFields>;

export const ALREADY_DONE_MESSAGE = 'This visit was already marked done. Nothing was changed.';

export interface CompletedVisit {
  visit: MyVisit;
  /** True when the visit was done before this call: nothing changed. */
  alreadyDone: boolean;
  message: string;
  /** The visit booked next, if one was. */
  nextVisitDate: Date | null;
  /** The receipt of the payment collected, if one was recorded. */
  receiptNumber: string | null;
}
