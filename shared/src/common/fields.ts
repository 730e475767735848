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
