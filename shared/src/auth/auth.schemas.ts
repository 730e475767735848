import { z } from 'zod';
import { LIMITS, normalizePhone } from '../common/fields';
import type { Role } from '../common/roles';
import { LANGUAGES, type Language } from '../i18n/language';
import { MSG } from '../i18n/messages.en';

/*
 * Sign-in checks only that both fields are there: telling a caller that a phone number is
 * malformed would say something about which accounts exist.
 */
export const signInSchema = z.object({
  phoneNumber: z
    .string({ error: MSG.auth.signIn.missingFields })
    .trim()
    .min(1, MSG.auth.signIn.missingFields)
    .max(20, MSG.auth.signIn.invalidCredentials)
    // The phone as it was saved: +91 98765 43210 signs in the account of 9876543210.
    .transform(normalizePhone),
  password: z
    .string({ error: MSG.auth.signIn.missingFields })
    .min(1, MSG.auth.signIn.missingFields)
    .max(LIMITS.password, MSG.auth.signIn.invalidCredentials),
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
  /** The language of the person's screens, kept for them on the server. */
  language: Language;
}

/** The language a person chooses for their screens (`PUT /users/me/language`). */
export const setLanguageInput = z.object({ language: z.enum(LANGUAGES, { error: MSG.auth.languageUnknown }) });
export type SetLanguageInput = z.infer<typeof setLanguageInput>;
