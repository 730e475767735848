import { z } from 'zod';
import { calendarDate, LIMITS, optionalText, recordId, rupees, yearsFromToday } from '../common/fields';
import { MSG, message } from '../i18n/messages.en';
import { pagingFields } from '../common/pagination';
import type { AmcStatus, WarrantyCard } from '../service-plans/service-plan.schemas';
import type { VisitStatus } from '../visits/visit.schemas';
import { technicianMessagesEn } from './messages.en';

/*
 * The technician's phone app (EMPLOYEE): their own visits only, and of each customer only what
 * the visit needs. One schema per input, for both doors.
 */

/** My day is `overdue` then `today`; `upcoming` is the next seven days. */
export const TECHNICIAN_RANGES = ['today', 'upcoming', 'overdue'] as const;
export type TechnicianRange = (typeof TECHNICIAN_RANGES)[number];
/** The English, for English-only uses; screens show `MSG.technician.labels.range.<range>`. */
export const TECHNICIAN_RANGE_LABELS: Record<TechnicianRange, string> = technicianMessagesEn.labels.range;

export const listMyVisitsInput = z.object({
  range: z.enum(TECHNICIAN_RANGES, { error: MSG.technician.validation.range }).default('today'),
  page: pagingFields.page,
  pageSize: z.coerce
    .number({ error: MSG.technician.validation.pageSize })
    .int(MSG.technician.validation.pageSize)
    .min(1, MSG.technician.validation.pageSize)
    .max(100, MSG.technician.validation.pageSize)
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
  amount: rupees(MSG.technician.validation.amountCollectedRequired, MSG.technician.fields.amountCollected).refine(
    (amount) => amount > 0,
    MSG.technician.validation.amountCollectedPositive,
  ),
  mode: z.enum(COLLECTED_MODES, { error: MSG.technician.validation.mode }),
});

/** Done: the work notes, the charges, what was collected, and when to come back. */
export const completeMyVisitFields = z.object({
  notes: optionalText(LIMITS.description),
  serviceCharges: rupees(MSG.visits.validation.serviceChargesRequired, MSG.common.fields.serviceCharges),
  payment: collectedPayment.nullish().transform((value) => value ?? null),
  /** Overrides the next visit the business's plan books (the same time of day); blank keeps it. */
  nextVisitDate: calendarDate(MSG.technician.validation.nextVisitDateInvalid, {
    earliest: '2000-01-01',
    latest: () => yearsFromToday(2),
    message: message(MSG.technician.validation.nextVisitTooFar),
  })
    .nullish()
    .transform((value) => value ?? null),
});
export const completeMyVisitInput = completeMyVisitFields.extend({ id: recordId() });
export type CompleteMyVisitInput = z.input<typeof completeMyVisitInput>;
export type CompleteMyVisitFields = z.infer<typeof completeMyVisitFields>;

export interface CompletedVisit {
  visit: MyVisit;
  /** True when the visit was done before this call: nothing changed. */
  alreadyDone: boolean;
  /** What the answer says, in English (REST renders the envelope's `message` in the caller's language). */
  message: string;
  /** The visit booked next, if one was. */
  nextVisitDate: Date | null;
  /** The receipt of the payment collected, if one was recorded. */
  receiptNumber: string | null;
}
