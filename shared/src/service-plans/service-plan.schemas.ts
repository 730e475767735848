import { z } from 'zod';
import { addMessageIssue, calendarDate, normalizePhone, PHONE_PATTERN, pickedId, recordId, rupees } from '../common/fields';
import { MSG, message } from '../i18n/messages.en';
import { listQuery, pagingFields } from '../common/pagination';
import type { EnquiryStatus } from '../enquiries/enquiry.schemas';
import type { Language } from '../i18n/language';
import type { VisitStatus } from '../visits/visit.schemas';
import { AMC_STATUSES, type AmcStatus } from './amc-status';
import { englishOf } from './english';
import { warrantyLabelMessage, type WarrantyState } from './warranty-label';
import { servicePlansMessagesEn } from './messages.en';
import { MAX_AMC_VISITS, MIN_AMC_VISITS, type AmcVisitInterval } from './amc-plan';
import {
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  type ReminderChannel,
  type ReminderKind,
} from './reminder-message';

/*
 * Service plans (issue: service plans): AMC contracts, the morning due list with its reminders,
 * the business's reminder texts and the warranty look-up. One schema per input, for both doors.
 */

// ---------------------------------------------------------------- AMC contracts

export { AMC_STATUSES, AMC_STATUS_LABELS, type AmcStatus } from './amc-status';
/** An active contract ending within this many days is "expiring". */
export const AMC_EXPIRING_DAYS = 30;
/** The longest contract Sevak takes: five years. */
export const MAX_AMC_YEARS = 5;

const { validation } = MSG.servicePlans;

const visitCount = z
  .union([z.number({ error: validation.visitsRequired }), z.string().trim().min(1, validation.visitsRequired)], {
    error: validation.visitsRequired,
  })
  .transform((value) => Number(value))
  .superRefine((count, ctx) => {
    if (!(Number.isInteger(count) && count >= MIN_AMC_VISITS && count <= MAX_AMC_VISITS)) {
      addMessageIssue(ctx, message(validation.visitsOutOfRange, { minimum: MIN_AMC_VISITS, maximum: MAX_AMC_VISITS }));
    }
  });

const optionalEmployee = z
  .union([z.literal(''), z.uuid({ error: validation.employeeInvalid })], { error: validation.employeeInvalid })
  .nullish()
  .transform((value) => value || null);

const amcPeriod = {
  startDate: calendarDate(validation.startDateInvalid),
  endDate: calendarDate(validation.endDateInvalid),
};

/** A contract's dates: the end after the start, within five years. */
const periodInOrder = <T extends { startDate: string; endDate: string }>(period: T, ctx: z.RefinementCtx) => {
  if (period.endDate <= period.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: validation.endBeforeStart });
  } else if (Date.parse(period.endDate) - Date.parse(period.startDate) > (MAX_AMC_YEARS * 366 + 1) * 86_400_000) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: validation.contractTooLong, params: { years: MAX_AMC_YEARS } });
  }
};

export const createAmcInput = z
  .object({
    customerProductID: pickedId(validation.purchaseMissing, MSG.servicePlans.fields.customerProduct),
    ...amcPeriod,
    price: rupees(validation.priceRequired, MSG.common.fields.price),
    visitsIncluded: visitCount,
    /** Who does the planned visits; blank leaves them unassigned. */
    employeeID: optionalEmployee,
  })
  .superRefine(periodInOrder);
export type CreateAmcInput = z.input<typeof createAmcInput>;
/** A contract's two dates alone, so a form can say "End date must be after the start date" before the rest is filled in. */
export const amcPeriodFields = z.object(amcPeriod).superRefine(periodInOrder);
export type CreateAmcFields = z.infer<typeof createAmcInput>;

/** What can change on a running contract: its price and who does its visits still to come. */
export const amcChangeFields = z.object({
  price: rupees(validation.priceRequired, MSG.common.fields.price),
  employeeID: optionalEmployee,
});
export const updateAmcInput = z.object({ id: recordId(), data: amcChangeFields });
export type AmcChangeFields = z.infer<typeof amcChangeFields>;

/** Renewing continues from the day after the end, for as long; the price and technician may change. */
export const renewAmcInput = z.object({
  id: recordId(),
  price: rupees(validation.priceRequired, MSG.common.fields.price).optional(),
  employeeID: optionalEmployee.optional(),
});

export const AMC_SORT_FIELDS = ['endDate', 'startDate', 'customerName', 'price'] as const;
export const listAmcInput = listQuery(AMC_SORT_FIELDS).extend({
  status: z.enum(AMC_STATUSES, { error: validation.amcStatusUnknown }).optional(),
  customerProductId: recordId(validation.purchaseIdInvalid).optional(),
});
export type ListAmcInput = z.infer<typeof listAmcInput>;

export interface AmcVisit {
  id: string;
  visitDate: Date;
  status: VisitStatus;
  employee: { id: string; name: string } | null;
}

export interface AmcContract {
  id: string;
  customerId: string;
  customerProductId: string;
  customer: { id: string; name: string; phoneNumber: string };
  product: { id: string; name: string };
  serialNumber: string | null;
  startDate: string;
  endDate: string;
  price: number;
  visitsIncluded: number;
  visitInterval: AmcVisitInterval;
  employee: { id: string; name: string } | null;
  status: AmcStatus;
  /** The contract this one renews, and the one that renewed it. */
  renewalOf: string | null;
  renewedBy: string | null;
  visitsDone: number;
  visitsRemaining: number;
  /** The invoice that billed the contract, if any. */
  invoice: { id: string; invoiceNumber: string } | null;
  createdAt: Date;
}

/** A contract with its planned visits, for its own page. */
export interface AmcContractDetail extends AmcContract {
  visits: AmcVisit[];
}

// ---------------------------------------------------------------- the due list

export const DUE_RANGES = ['overdue', 'today', 'week', 'month'] as const;
export type DueRange = (typeof DUE_RANGES)[number];
/** Days each range looks ahead from the start of today ("week": today and the next 6 days). */
export const DUE_RANGE_DAYS: Record<Exclude<DueRange, 'overdue'>, number> = { today: 1, week: 7, month: 30 };
/** The ranges in English, for English-only uses; screens say `MSG.servicePlans.labels.dueRange`. */
export const DUE_RANGE_LABELS: Record<DueRange, string> = servicePlansMessagesEn.labels.dueRange;

/** What a row of the due list is: what a reminder is about, or an enquiry to follow up (called, never recorded as a reminder). */
export const DUE_KINDS = [...REMINDER_KINDS, 'enquiry'] as const;
export type DueKind = (typeof DUE_KINDS)[number];
/** The kinds in English, for English-only uses; screens say `MSG.servicePlans.labels.dueKind`. */
export const DUE_KIND_LABELS: Record<DueKind, string> = servicePlansMessagesEn.labels.dueKind;

/** `unassigned` lists the visits no technician has yet. */
export const UNASSIGNED = 'unassigned';

export const listDueInput = z.object({
  ...pagingFields,
  range: z.enum(DUE_RANGES, { error: validation.rangeUnknown }).default('today'),
  employeeID: z.union([z.literal(UNASSIGNED), z.uuid({ error: validation.employeeInvalid })], { error: validation.employeeInvalid }).optional(),
  /** The area: a PIN code in the customer's address. */
  pinCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, validation.pinCodeInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  kind: z.enum(DUE_KINDS, { error: validation.dueKindUnknown }).optional(),
});
export type ListDueInput = z.infer<typeof listDueInput>;

export interface LastReminder {
  channel: ReminderChannel;
  at: Date;
  by: string;
}

/** One row of the due list: a visit to do, a warranty or AMC about to end, or an enquiry to follow up. */
export interface DueItem {
  kind: DueKind;
  /** The visit's, the purchase's (warranty), the contract's or the enquiry's id. */
  id: string;
  /** The visit's date and time; for a warranty or AMC, the start of its last day; for an enquiry, of its follow-up day. */
  dueAt: Date;
  /** The visit's state; null for a warranty or AMC. */
  visitStatus: VisitStatus | null;
  /** The enquiry's state (new or contacted); null for the other kinds. */
  enquiryStatus: EnquiryStatus | null;
  overdue: boolean;
  /**
   * Who to remind: the customer, or for an enquiry the person who asked (`id` null unless they are
   * a customer). `language` is theirs (English for someone who is not a customer): `message` is in it.
   */
  customer: { id: string | null; name: string; phoneNumber: string; address: string | null; pinCode: string | null; language: Language };
  product: { id: string; name: string } | null;
  customerProductId: string | null;
  serialNumber: string | null;
  employee: { id: string; name: string } | null;
  amcContractId: string | null;
  lastReminder: LastReminder | null;
  /** The business's reminder text for this row, in the customer's language, and the links that send it. */
  message: string;
  whatsappUrl: string;
  smsUrl: string;
}

/** The counts on the due list's tabs. */
export type DueSummary = Record<DueRange, number>;

export const dueSummaryInput = listDueInput.pick({ employeeID: true, pinCode: true, kind: true });

// ---------------------------------------------------------------- reminders

const channel = z.enum(REMINDER_CHANNELS, { error: validation.channelUnknown });

/** A reminder about a visit (REST: POST /admin/visit/{id}/reminder). */
export const remindVisitInput = z.object({ id: recordId(), channel });
/** A reminder about any row of the due list. */
export const recordReminderInput = z.object({
  kind: z.enum(REMINDER_KINDS, { error: validation.reminderKindUnknown }),
  id: recordId(),
  channel,
});
export type RecordReminderInput = z.infer<typeof recordReminderInput>;

export interface RecordedReminder {
  id: string;
  kind: ReminderKind;
  channel: ReminderChannel;
  remindedAt: Date;
}

export const MAX_TEMPLATE_LENGTH = 1000;

const templateBody = (kind: ReminderKind) =>
  z
    .string({ error: validation.templateRequired[kind] })
    .trim()
    .min(1, validation.templateRequired[kind])
    .max(MAX_TEMPLATE_LENGTH, validation.templateTooLong)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length > 0) addMessageIssue(ctx, unknownPlaceholderMessage(unknown));
    });

/** One language's three texts. */
export const reminderTextsOfLanguage = z.object({
  visit: templateBody('visit'),
  warranty: templateBody('warranty'),
  amc: templateBody('amc'),
});
export type ReminderTextsOfLanguage = z.infer<typeof reminderTextsOfLanguage>;

/**
 * The business's texts: the English three as ever, and the Hindi three (`hi`) that customers
 * who chose Hindi are sent; left out, the Hindi ones stay as they are.
 */
export const reminderTemplatesInput = reminderTextsOfLanguage.extend({
  hi: reminderTextsOfLanguage.optional(),
});
export type ReminderTemplates = z.infer<typeof reminderTemplatesInput>;

// ---------------------------------------------------------------- warranty look-up

export const SERIAL_NUMBER_MAX = 40;
const SERIAL_NUMBER_MESSAGE = validation.serialNumber;

/** A serial number as Sevak keeps it: trimmed and in capitals, so "ro-123" and "RO-123" are one. */
export const serialNumber = z
  .string({ error: SERIAL_NUMBER_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9/._-]{0,39}$/, SERIAL_NUMBER_MESSAGE);

export const optionalSerialNumber = z
  .union([z.literal(''), serialNumber], { error: SERIAL_NUMBER_MESSAGE })
  .nullish()
  .transform((value) => value || null);

export const warrantyLookupInput = z
  .object({
    serial: z.string().trim().max(SERIAL_NUMBER_MAX, SERIAL_NUMBER_MESSAGE).optional(),
    phone: z.string().trim().max(20, MSG.common.validation.phoneInvalid).optional(),
  })
  .transform((query, ctx) => {
    const serial = query.serial ? query.serial.toUpperCase() : '';
    const phone = query.phone ? normalizePhone(query.phone) : '';
    if (!serial && !phone) {
      ctx.addIssue({ code: 'custom', message: validation.serialOrPhone });
      return z.NEVER;
    }
    if (phone && !PHONE_PATTERN.test(phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.common.validation.phoneInvalid });
      return z.NEVER;
    }
    return serial ? { serial } : { phone };
  });
export type WarrantyLookup = z.infer<typeof warrantyLookupInput>;

export { warrantyLabelMessage, type WarrantyState } from './warranty-label';
/** A warranty ending within this many days is "expiring". */
export const WARRANTY_EXPIRING_DAYS = 30;

/** Everything about one purchase that a call from the customer needs, on one card. */
export interface WarrantyCard {
  customerProductId: string;
  serialNumber: string | null;
  product: { id: string; name: string };
  customer: { id: string; name: string; phoneNumber: string; address: string | null };
  billNumber: string;
  invoiceDate: string;
  /** The GST invoice that billed the purchase, if any. */
  invoice: { id: string; invoiceNumber: string } | null;
  warrantyStartDate: string;
  warrantyEndDate: string;
  warranty: { state: WarrantyState; daysLeft: number; label: string };
  amc: { id: string; status: AmcStatus; endDate: string; visitsDone: number; visitsRemaining: number } | null;
  visitsSoFar: number;
  nextVisit: { id: string; visitDate: Date; employee: { id: string; name: string } | null } | null;
}

export function warrantyState(warrantyEndDate: string, today: string): WarrantyCard['warranty'] {
  const daysLeft = Math.round((Date.parse(warrantyEndDate) - Date.parse(today)) / 86_400_000);
  const state: WarrantyState = daysLeft < 0 ? 'expired' : daysLeft <= WARRANTY_EXPIRING_DAYS ? 'expiring' : 'in_warranty';
  return { state, daysLeft, label: englishOf(warrantyLabelMessage({ state, daysLeft })) };
}
