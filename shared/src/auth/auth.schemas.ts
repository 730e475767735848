import { z } from 'zod';
import { LIMITS, normalizePhone } from '../common/fields';
import type { Role } from '../common/roles';

export const SIGN_IN_MESSAGES = {
  missingFields: 'Please enter phone number and password',
  invalidCredentials: 'Invalid phone number or password',
  success: 'Login successful',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
} as const;

/*
 * Sign-in checks only that both fields are there: telling a caller that a phone number is
 * malformed would say something about which accounts exist.
 */
export const signInSchema = z.object({
  phoneNumber: z
    .string({ error: SIGN_IN_MESSAGES.missingFields })
    .trim()
    .min(1, SIGN_IN_MESSAGES.missingFields)
    .max(20, SIGN_IN_MESSAGES.invalidCredentials)
    // The phone as it was saved: +91 98765 43210 signs in the account of 9876543210.
    .transform(normalizePhone),
  password: z
    .string({ error: SIGN_IN_MESSAGES.missingFields })
    .min(1, SIGN_IN_MESSAGES.missingFields)
    .max(LIMITS.password, SIGN_IN_MESSAGES.invalidCredentials),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The signed-in user as `/users/me` and sign-in return it. Never carries a password hash. */
export interface CurrentUser {
  id: string;
  role: Role;
  username: string;
  fullname: string;
  phoneNumber: string;
  email: string | null;
  address: string | null;
  image: string | null;
  businessId: string | null;
}
