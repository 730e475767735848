import { z } from 'zod';
import { LIMITS, optionalText, phoneNumber } from '../common/fields';
import { accountEmail, businessName, logoImage, replacementPassword, type AdminUser } from '../businesses/business.schemas';

/*
 * The signed-in admin's own profile (spec §2 "/update/profile", §7 GET and PUT /admin): their
 * account, and their business's logo. The access period is the operator's to change, so it is
 * shown but never taken from this form. So is the owner's sign-in phone: it is the key to the
 * business, and letting an owner try other phones here would tell them which phones own a
 * business elsewhere. The form sends the phone it shows; any other is refused with one answer.
 */

export const updateProfileInput = z.object({
  email: accountEmail,
  fullname: businessName,
  phoneNumber: phoneNumber(),
  address: optionalText(LIMITS.address),
  image: logoImage,
  password: replacementPassword,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export interface AdminProfile {
  /** The business's id, as in the operator's list of admins. */
  id: string;
  image: string | null;
  startDate: string;
  expiryDate: string;
  user: AdminUser;
}
