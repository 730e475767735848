import { z } from 'zod';
import { LIMITS } from '../common/fields';

/** The platform operator's password guards every business: longer than a shop account's. */
export const OPERATOR_PASSWORD_MIN = 10;

/** The operator's own password change, re-entering the current password. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(LIMITS.password, 'Enter your current password'),
    newPassword: z
      .string({ error: `New password must be at least ${OPERATOR_PASSWORD_MIN} characters` })
      .min(OPERATOR_PASSWORD_MIN, `New password must be at least ${OPERATOR_PASSWORD_MIN} characters`)
      .max(LIMITS.password, `New password must be at most ${LIMITS.password} characters`),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
