import { z } from 'zod';
import { LIMITS } from '../common/fields';
import { MSG } from '../i18n/messages.en';

/** The platform operator's password guards every business: longer than a shop account's (its message says 10). */
export const OPERATOR_PASSWORD_MIN = 10;

/** The operator's own password change, re-entering the current password. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: MSG.auth.password.currentRequired })
      .min(1, MSG.auth.password.currentRequired)
      .max(LIMITS.password, MSG.auth.password.currentRequired),
    newPassword: z
      .string({ error: MSG.auth.password.newTooShort })
      .min(OPERATOR_PASSWORD_MIN, MSG.auth.password.newTooShort)
      .max(LIMITS.password, MSG.auth.password.newTooLong),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: MSG.auth.password.mustDiffer,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
