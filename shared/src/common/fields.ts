import { z } from 'zod';

/*
 * Field rules shared by every input schema. Limits follow PRODUCT.md "Input limits";
 * messages are the spec's where it gives one.
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

export const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const phoneNumber = (message = 'Enter a valid mobile number') =>
  z.string({ error: message }).trim().min(10, message).regex(PHONE_PATTERN, message);

export const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`);

/** A record's id in a path or a reference; the message names what it should identify. */
export const recordId = (message = 'Invalid ID') => z.uuid({ error: message });

export const idInput = z.object({ id: recordId() });
export type IdInput = z.infer<typeof idInput>;

/** A required name: trimmed, 1–100 characters. */
export const requiredName = (required: string, max: number = LIMITS.name) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters`);

/** Optional free text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Rupees: a number or a string of digits (a form's field), not negative, at most two decimals.
 * `required` is the spec's message for a missing value ("Price is required").
 */
export const rupees = (required: string) =>
  z
    .union([z.number({ error: required }), z.string({ error: required }).trim().min(1, required)], { error: required })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > 99_99_99_999.99) {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount in rupees, like 1499 or 1499.50' });
        return z.NEVER;
      }
      return Number(text);
    });

/** A whole number of items, 0 or more. */
export const wholeCount = (required: string) =>
  z
    .union([z.number({ error: required }), z.string({ error: required }).trim().min(1, required)], { error: required })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (!/^\d{1,9}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Enter a whole number, like 12' });
        return z.NEVER;
      }
      return Number(text);
    });

/**
 * A calendar day as 'YYYY-MM-DD'. A timestamp is accepted too and its own date part is used, so
 * '2026-11-21T00:00:00+05:30' is 21 November wherever the server runs.
 */
export const calendarDate = (message = 'Enter a valid date') =>
  z
    .union([z.string(), z.date()], { error: message })
    .transform((value, ctx) => {
      const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value.trim();
      const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
      const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
      if (!match || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return day;
    });

/** An instant (a visit's date and time): an ISO timestamp or a Date. */
export const instant = (message = 'Enter a valid date and time') =>
  z.coerce.date({ error: message }).refine((value) => !Number.isNaN(value.getTime()), message);
