import { MSG, normalizePhone, type AdminProfile, type UpdateProfileInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { AdminCaller } from '../auth/admission';
import { hashPassword } from '../auth/passwords';
import { deleteSessionsOfUser, updateAccount } from '../accounts/accounts.repository';
import * as repository from './profile.repository';
import { inTransaction } from '../../tenancy/data-scope';

export async function getProfile(deps: AppDeps, caller: AdminCaller): Promise<AdminProfile> {
  return (await repository.findProfile(deps.db, caller.businessId, caller.userId)) ?? notFound();
}

/**
 * The admin changes their own account and their business's logo; the access period stays the
 * operator's, and so is the sign-in phone: another phone is refused before anything is looked up,
 * so the answer says nothing about who holds it. A new password ends the admin's other sessions
 * (the one making the change stays), so a lost phone stops working.
 */
export async function updateProfile(deps: AppDeps, caller: AdminCaller, input: UpdateProfileInput): Promise<AdminProfile> {
  if (input.phoneNumber !== normalizePhone(caller.user.phoneNumber)) throw new AppError('BAD_REQUEST', MSG.profile.errors.ownerPhone);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    await updateAccount(trx, caller, { ...input, phoneNumber: caller.user.phoneNumber, passwordHash }, now);
    if (input.image !== undefined) await repository.updateLogo(trx, caller.businessId, input.image, now);
    if (passwordHash !== undefined) await deleteSessionsOfUser(trx, caller.userId, caller.sessionTokenHash);
  });
  return getProfile(deps, caller);
}

function notFound(): never {
  throw AppError.notFound(MSG.profile.errors.notFound);
}
