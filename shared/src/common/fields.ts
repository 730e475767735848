import { z } from 'zod';
import { MSG, message as messageOf, type Message, type MessageKey } from '../i18n/messages.en';
import { messageRef } from '../i18n/render-message';

/*
 * Field rules shared by every input schema. Limits follow PRODUCT.md "Input limits";
 * messages are the spec's where it gives one, named by their keys in the catalogue
 * (shared/src/i18n) and rendered in the reader's language where they are shown.
 */

export const LIMITS = {
  name: 100,
  address: 500,
  description: 500,
  message: 1000,
  billNumber: 32,
  email: 254,
  password: 128,
} as const;

/** 10–15 digits, optionally with a leading +. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;

export const trimmed = (max: number, tooLong: MessageKey = MSG.common.validation.tooLong) => z.string().trim().max(max, tooLong);

/** Reports `message` (a key with its values) as a check's failure. */
export function addMessageIssue(ctx: { addIssue: (issue: { code: 'custom'; message: string; params?: Record<string, unknown> }) => void }, message: Message): void {
  ctx.addIssue({ code: 'custom', message: message.key, ...(message.params ? { params: message.params } : {}) });
}

/**
 * A phone number as Sevak stores it: spaces, dashes, dots and brackets dropped, and an Indian
 * mobile written with its country or trunk prefix (+91 98220 11223, 919822011223, 09822011223)
 * kept as its ten digits, so one person cannot be entered twice by writing their number two ways.
 */
export function normalizePhone(text: string): string {
  const compact = text.trim().replace(/[\s().-]/g, '');
  const indianMobile = /^(?:\+?91|0)([6-9]\d{9})$/.exec(compact);
  return indianMobile ? indianMobile[1]! : compact;
}

export const phoneNumber = (message: MessageKey = MSG.common.validation.phoneInvalid) =>
  z
    .string({ error: message })
    .transform(normalizePhone)
    .refine((phone) => PHONE_PATTERN.test(phone), message);

export const password = z
  .string({ error: MSG.common.validation.passwordRequired })
  .min(1, MSG.common.validation.passwordRequired)
  .max(LIMITS.password, MSG.common.validation.passwordTooLong);

/** A record's id in a path or a reference; the message names what it should identify. */
export const recordId = (message: MessageKey = MSG.common.validation.invalidId) => z.uuid({ error: message });

export const idInput = z.object({ id: recordId() });
export type IdInput = z.infer<typeof idInput>;

/** A required name: trimmed, 1–100 characters. */
export const requiredName = (required: MessageKey, max: number = LIMITS.name) =>
  z.string({ error: required }).trim().min(1, required).max(max, MSG.common.validation.tooLong);

/** Optional free text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.common.validation.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** The largest amount Sevak keeps (numeric(12,2) in SQL). */
export const MAX_RUPEES = 99_99_99_999.99;
export const MAX_COUNT = 999_999_999;

/** What is wrong with a number typed as `text`, said for the field `what`, or undefined. */
function numberProblem(text: string, what: MessageKey, pattern: RegExp, format: MessageKey, max: number, tooLarge: MessageKey): Message | undefined {
  if (/^-\s*\d/.test(text)) return messageOf(MSG.common.validation.cannotBeNegative, { what: messageOf(what) });
  if (!pattern.test(text)) return messageOf(format);
  if (Number(text) > max) return messageOf(tooLarge, { what: messageOf(what) });
  return undefined;
}

/**
 * Rupees: a number or a string of digits (a form's field), not negative, at most two decimals.
 * `required` is the spec's message for a missing value ("Price is required"); `what` names the
 * field in the other messages ("Price cannot be negative").
 */
export const rupees = (required: MessageKey, what: MessageKey = MSG.common.fields.amount) =>
  z
    .union([z.number({ error: required }), z.string({ error: required }).trim().min(1, required)], { error: required })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      const problem = numberProblem(text, what, /^\d+(\.\d{1,2})?$/, MSG.common.validation.amountFormat, MAX_RUPEES, MSG.common.validation.amountTooLarge);
      if (problem) {
        addMessageIssue(ctx, problem);
        return z.NEVER;
      }
      return Number(text);
    });

/** A whole number of items, 0 or more; `what` names the field in the messages. */
export const wholeCount = (required: MessageKey, what: MessageKey = MSG.common.fields.number) =>
  z
    .union([z.number({ error: required }), z.string({ error: required }).trim().min(1, required)], { error: required })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      const problem = numberProblem(text, what, /^\d+$/, MSG.common.validation.wholeNumberFormat, MAX_COUNT, MSG.common.validation.countTooLarge);
      if (problem) {
        addMessageIssue(ctx, problem);
        return z.NEVER;
      }
      return Number(text);
    });

/**
 * A record the form picks from a list: `missing` when none was picked ("Select a product"),
 * "Invalid <what> ID" when the reference is malformed.
 */
export const pickedId = (missing: MessageKey, what: MessageKey) =>
  z.string({ error: missing }).superRefine((value, ctx) => {
    if (value === '') addMessageIssue(ctx, messageOf(missing));
    else if (!z.uuid().safeParse(value).success) addMessageIssue(ctx, messageOf(MSG.common.validation.invalidPickedId, { what: messageOf(what) }));
  });

/** The first day any date in Sevak may be: older records are not a shop's working data. */
export const EARLIEST_DATE = '2000-01-01';

/**
 * The calendar day `years` after today, as 'YYYY-MM-DD'. Read at each check, so a server running
 * for months moves with the calendar; counted in UTC, which is at most a day from India's date
 * and does not matter at the edge of a range of years.
 */
export function yearsFromToday(years: number, now: Date = new Date()): string {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later.toISOString().slice(0, 10);
}

/** The days a date field accepts, and what it says of a day outside them. */
export interface DateRange {
  earliest: string;
  /** Read at each check: "a year from today" moves with the calendar. */
  latest: () => string;
  message: Message;
}

/**
 * A calendar day as 'YYYY-MM-DD'. A timestamp is accepted too and its own date part is used, so
 * '2026-11-21T00:00:00+05:30' is 21 November wherever the server runs. A real day outside `range`
 * gets the range's message; without a range, years outside 1900–2999 are no date a shop writes
 * down and are refused as invalid, before any arithmetic on them.
 */
export const calendarDate = (invalid: MessageKey | Message = MSG.common.validation.dateInvalid, range?: DateRange) => {
  const message = typeof invalid === 'string' ? messageOf(invalid) : invalid;
  return z.union([z.string(), z.date()], { error: messageRef(message) }).transform((value, ctx) => {
    const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value.trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
    const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
    if (!match || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      addMessageIssue(ctx, message);
      return z.NEVER;
    }
    const [earliest, latest, outside] = range ? [range.earliest, range.latest(), range.message] : ['1900-01-01', '2999-12-31', message];
    if (day < earliest || day > latest) {
      addMessageIssue(ctx, outside);
      return z.NEVER;
    }
    return day;
  });
};

/**
 * A calendar day of a shop's records (an invoice, a warranty's start): from EARLIEST_DATE to a
 * year from today. `what` names the field in its messages ("Invoice date").
 */
export const recordDate = (what: MessageKey) =>
  calendarDate(messageOf(MSG.common.validation.recordDateInvalid, { what: messageOf(what) }), {
    earliest: EARLIEST_DATE,
    latest: () => yearsFromToday(1),
    message: messageOf(MSG.common.validation.recordDateOutside, { what: messageOf(what) }),
  });
