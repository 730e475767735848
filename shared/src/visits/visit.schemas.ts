import { z } from 'zod';
import { EARLIEST_DATE, LIMITS, calendarDate, optionalText, pickedId, rupees, wholeCount, yearsFromToday } from '../common/fields';
import { listQuery } from '../common/pagination';

/** The statuses a visit can be given on its form; CANCELLED exists only on older records. */
export const VISIT_PAYMENT_STATUSES = ['PENDING', 'PAID'] as const;
export type VisitPaymentStatus = 'PENDING' | 'PAID' | 'CANCELLED';

export const DEFAULT_AUTO_VISIT_MONTHS = 3;
export const MAX_AUTO_VISIT_MONTHS = 120;

/** Today, upcoming (1–7 days ahead), completed and pending-pay, as the visit cards count them. */
export const VISIT_FILTERS = ['all', 'today', 'upcoming', 'completed', 'pendingPay'] as const;
export type VisitFilter = (typeof VISIT_FILTERS)[number];
export const UPCOMING_DAYS = 7;


/** How far ahead a visit may be booked. */
export const MAX_VISIT_YEARS_AHEAD = 5;

/**
 * A visit's date and time; blank or null is "required", never 1 January 1970. From 1 Jan 2000 to
 * five years ahead: a service booked further out is a typing mistake.
 */
const visitDate = z
  .union([z.string().trim(), z.date()], { error: 'Visit date is required' })
  .refine((value) => value !== '', 'Visit date is required')
  .transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid visit date' });
      return z.NEVER;
    }
    const earliest = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
    const latest = Date.parse(`${yearsFromToday(MAX_VISIT_YEARS_AHEAD)}T23:59:59Z`);
    if (date.getTime() < earliest || date.getTime() > latest) {
      ctx.addIssue({ code: 'custom', message: `Visit date must be between 1 Jan 2000 and ${MAX_VISIT_YEARS_AHEAD} years from today` });
      return z.NEVER;
    }
    return date;
  });

const optionalCalendarDate = (message: string) =>
  z
    .union([z.literal(''), calendarDate(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

export const visitFields = z.object({
  customerID: pickedId('Customer is required', 'Customer'),
  employeeID: pickedId('Employee is required', 'Employee'),
  /** Which of the customer's purchases is serviced; by default their first. */
  customerProductId: z.uuid({ error: 'Invalid Customer Product ID' }).nullish(),
  serviceDiscription: optionalText(LIMITS.description),
  // Required like a product's price: a free visit under warranty is entered as 0, on purpose.
  serviceCharges: rupees('Service charges are required', 'Service charges'),
  visitDate,
  installationDate: optionalCalendarDate('Enter a valid installation date'),
  /** Blank: the customer's own address. */
  serviceAddress: optionalText(LIMITS.address),
  autoVisitTime: wholeCount('Auto visit time is required', 'Auto visit time')
    .refine((months) => months <= MAX_AUTO_VISIT_MONTHS, `Auto visit time must be at most ${MAX_AUTO_VISIT_MONTHS} months`)
    .nullish()
    .transform((months) => months ?? DEFAULT_AUTO_VISIT_MONTHS),
  PaymentStatus: z.enum(VISIT_PAYMENT_STATUSES, { error: 'Payment status must be PENDING or PAID' }).default('PENDING'),
  isDone: z.boolean({ error: 'Completed must be true or false' }).default(false),
});
export type VisitFields = z.infer<typeof visitFields>;

export const createVisitInput = visitFields;
/** An update sends the whole form, as the create does. */
export const updateVisitInput = z.object({ id: z.uuid({ error: 'Invalid ID' }), data: visitFields });

export const VISIT_SORT_FIELDS = ['visitDate', 'customerName', 'employeeName', 'serviceCharges', 'PaymentStatus'] as const;
export type VisitSortField = (typeof VISIT_SORT_FIELDS)[number];

export const listVisitsInput = listQuery(VISIT_SORT_FIELDS).extend({
  filter: z.enum(VISIT_FILTERS, { error: 'Filter must be all, today, upcoming, completed or pendingPay' }).default('all'),
  employeeId: z.uuid({ error: 'Invalid Employee ID' }).optional(),
  customerId: z.uuid({ error: 'Invalid Customer ID' }).optional(),
});
export type ListVisitsInput = z.infer<typeof listVisitsInput>;

export interface Visit {
  id: string;
  customerID: string;
  employeeID: string;
  customerProductId: string | null;
  serviceDiscription: string | null;
  serviceCharges: number;
  visitDate: Date;
  installationDate: string | null;
  serviceAddress: string | null;
  autoVisitTime: number;
  PaymentStatus: VisitPaymentStatus;
  isDone: boolean;
  /** The completed visit this one was scheduled after, if any. */
  followUpOfVisitId: string | null;
  customer: { id: string; user: { fullname: string; phoneNumber: string; address: string | null } };
  employee: { id: string; user: { fullname: string; phoneNumber: string } };
  /** The serviced product; null for a customer without purchases ("Service Visit"). */
  product: { id: string; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The five cards above the visit table. */
export interface VisitSummary {
  total: number;
  today: number;
  upcoming: number;
  completed: number;
  pendingPay: number;
}
