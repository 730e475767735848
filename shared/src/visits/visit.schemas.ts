import { z } from 'zod';
import { addMessageIssue, EARLIEST_DATE, LIMITS, calendarDate, optionalText, pickedId, recordId, rupees, wholeCount, yearsFromToday } from '../common/fields';
import { MSG, message, type MessageKey } from '../i18n/messages.en';
import { messageRef } from '../i18n/render-message';
import { listQuery } from '../common/pagination';
import { visitsMessagesEn } from './messages.en';
import { VISIT_STATUSES, type VisitStatus } from './visit-status';

/** The statuses a visit can be given on its form; CANCELLED exists only on older records. */
export const VISIT_PAYMENT_STATUSES = ['PENDING', 'PAID'] as const;
export type VisitPaymentStatus = 'PENDING' | 'PAID' | 'CANCELLED';

export { VISIT_STATUSES, VISIT_STATUS_LABELS, type VisitStatus } from './visit-status';

/**
 * What a visit without a technician shows where the technician's name goes: the English, for
 * English-only uses (CSV, the digest); screens show `MSG.visits.labels.unassigned`.
 */
export const UNASSIGNED_LABEL = visitsMessagesEn.labels.unassigned;

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
  .union([z.string().trim(), z.date()], { error: MSG.visits.validation.visitDateRequired })
  .refine((value) => value !== '', MSG.visits.validation.visitDateRequired)
  .transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      addMessageIssue(ctx, message(MSG.visits.validation.visitDateInvalid));
      return z.NEVER;
    }
    const earliest = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
    const latest = Date.parse(`${yearsFromToday(MAX_VISIT_YEARS_AHEAD)}T23:59:59Z`);
    if (date.getTime() < earliest || date.getTime() > latest) {
      addMessageIssue(ctx, message(MSG.visits.validation.visitDateOutside, { years: MAX_VISIT_YEARS_AHEAD }));
      return z.NEVER;
    }
    return date;
  });

const optionalCalendarDate = (invalid: MessageKey) =>
  z
    .union([z.literal(''), calendarDate(invalid)], { error: invalid })
    .nullish()
    .transform((value) => value || null);

export const visitFields = z.object({
  customerID: pickedId(MSG.visits.validation.customerRequired, MSG.visits.fields.customer),
  employeeID: pickedId(MSG.visits.validation.employeeRequired, MSG.visits.fields.employee),
  /** Which of the customer's purchases is serviced; by default their first. */
  customerProductId: z.uuid({ error: MSG.visits.validation.invalidCustomerProductId }).nullish(),
  serviceDiscription: optionalText(LIMITS.description),
  // Required like a product's price: a free visit under warranty is entered as 0, on purpose.
  serviceCharges: rupees(MSG.visits.validation.serviceChargesRequired, MSG.common.fields.serviceCharges),
  visitDate,
  installationDate: optionalCalendarDate(MSG.visits.validation.installationDateInvalid),
  /** Blank: the customer's own address. */
  serviceAddress: optionalText(LIMITS.address),
  autoVisitTime: wholeCount(MSG.visits.validation.autoVisitTimeRequired, MSG.visits.fields.autoVisitTime)
    .superRefine((months, ctx) => {
      if (months > MAX_AUTO_VISIT_MONTHS) addMessageIssue(ctx, message(MSG.visits.validation.autoVisitTimeTooLong, { maximum: MAX_AUTO_VISIT_MONTHS }));
    })
    .nullish()
    .transform((months) => months ?? DEFAULT_AUTO_VISIT_MONTHS),
  PaymentStatus: z.enum(VISIT_PAYMENT_STATUSES, { error: MSG.visits.validation.paymentStatus }).default('PENDING'),
  isDone: z.boolean({ error: MSG.visits.validation.completed }).default(false),
});
export type VisitFields = z.infer<typeof visitFields>;

export const createVisitInput = visitFields;

export const setVisitStatusInput = z.object({
  id: recordId(),
  status: z.enum(VISIT_STATUSES, { error: MSG.visits.validation.status }),
});
/** A new date and time for a visit not yet done. */
export const rescheduleVisitInput = z.object({ id: recordId(), visitDate });
/** Gives the visit to a technician, or takes it back (null: unassigned). */
export const assignVisitInput = z.object({
  id: recordId(),
  employeeID: z
    .union([z.literal(''), z.uuid({ error: MSG.visits.validation.invalidEmployeeId })], { error: MSG.visits.validation.invalidEmployeeId })
    .nullable()
    .transform((value) => value || null),
});

/** The longest stretch the schedule shows at once: a month view's six weeks. */
export const MAX_SCHEDULE_DAYS = 42;
/** The most visits a day of the schedule's summary carries: a month's cell shows three lines, a week's column eight. */
export const MAX_SCHEDULE_PER_DAY = 20;
export const DEFAULT_SCHEDULE_PER_DAY = 3;

/** The days the schedule shows, and whose visits: everyone's, one technician's, or the unassigned ones. */
const scheduleFields = z.object({
  from: calendarDate(MSG.visits.validation.startDateInvalid),
  to: calendarDate(MSG.visits.validation.endDateInvalid),
  employeeID: z
    .union([z.literal('unassigned'), z.uuid({ error: MSG.visits.validation.invalidEmployeeId })], { error: MSG.visits.validation.invalidEmployeeId })
    .optional(),
});

/** From a day to a day on or after it, at most six weeks: one check for every input that names a stretch of the schedule. */
function checkScheduleRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: MSG.visits.validation.endBeforeStart });
  else if (days > MAX_SCHEDULE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: MSG.visits.validation.scheduleTooLong, params: { days: MAX_SCHEDULE_DAYS } });
  }
}

export const scheduleInput = scheduleFields.superRefine(checkScheduleRange);
export type ScheduleInput = z.infer<typeof scheduleInput>;

const perDayMessage = messageRef(message(MSG.visits.validation.perDay, { maximum: MAX_SCHEDULE_PER_DAY }));
/**
 * The month and week views' summary of a stretch: for each day, how many visits it has and the
 * first `perDay` of them by time (a cell's or a column's lines), not every visit of the days.
 */
export const scheduleDaysInput = scheduleFields
  .extend({
    perDay: z.coerce
      .number({ error: perDayMessage })
      .int(perDayMessage)
      .min(1, perDayMessage)
      .max(MAX_SCHEDULE_PER_DAY, perDayMessage)
      .default(DEFAULT_SCHEDULE_PER_DAY),
  })
  .superRefine(checkScheduleRange);
export type ScheduleDaysInput = z.infer<typeof scheduleDaysInput>;

/**
 * The area of an address: its PIN code, the last group of exactly six digits ("…, Pune 411038"
 * → '411038'); null when it has none.
 */
export function pinCodeIn(address: string | null | undefined): string | null {
  const groups = address?.match(/(?<!\d)\d{6}(?!\d)/g);
  return groups ? groups[groups.length - 1]! : null;
}

/** One visit on the schedule: where, for whom, by whom, and whether its day has passed undone. */
export interface ScheduledVisit {
  id: string;
  visitDate: Date;
  status: VisitStatus;
  /** Not done or cancelled, and dated before the start of today. */
  overdue: boolean;
  customer: { id: string; name: string; phoneNumber: string; address: string | null };
  /** Where the technician goes (the customer's address unless the visit names another), and its PIN code. */
  serviceAddress: string | null;
  pinCode: string | null;
  serviceDescription: string | null;
  product: { id: string; name: string } | null;
  employee: { id: string; name: string } | null;
  amcContractId: string | null;
}
/** One day of the schedule's summary: its visits counted, and the first few of them by time. */
export interface ScheduleDay {
  /** The day in the business's time zone, 'YYYY-MM-DD'. */
  date: string;
  /** The day's visits, cancelled ones left out, as the schedule lists them. */
  total: number;
  /** The first `perDay` of them, by time (then id). */
  visits: ScheduledVisit[];
}
/** An update sends the whole form, as the create does. */
export const updateVisitInput = z.object({ id: recordId(), data: visitFields });

export const VISIT_SORT_FIELDS = ['visitDate', 'customerName', 'employeeName', 'serviceCharges', 'PaymentStatus'] as const;
export type VisitSortField = (typeof VISIT_SORT_FIELDS)[number];

export const listVisitsInput = listQuery(VISIT_SORT_FIELDS).extend({
  filter: z.enum(VISIT_FILTERS, { error: MSG.visits.validation.filter }).default('all'),
  employeeId: z.uuid({ error: MSG.visits.validation.invalidEmployeeId }).optional(),
  customerId: z.uuid({ error: MSG.visits.validation.invalidCustomerId }).optional(),
});
export type ListVisitsInput = z.infer<typeof listVisitsInput>;

export interface Visit {
  id: string;
  customerID: string;
  /** Null: no technician yet (an AMC's planned visit). */
  employeeID: string | null;
  customerProductId: string | null;
  serviceDiscription: string | null;
  serviceCharges: number;
  visitDate: Date;
  installationDate: string | null;
  serviceAddress: string | null;
  autoVisitTime: number;
  PaymentStatus: VisitPaymentStatus;
  isDone: boolean;
  status: VisitStatus;
  /** The AMC contract that planned this visit, if any. */
  amcContractId: string | null;
  /** The completed visit this one was scheduled after, if any. */
  followUpOfVisitId: string | null;
  customer: { id: string; user: { fullname: string; phoneNumber: string; address: string | null } };
  employee: { id: string; user: { fullname: string; phoneNumber: string } } | null;
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
