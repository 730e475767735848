import type { AdminProfile, UpdateProfileInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { OPERATOR_PHONE_TAKEN } from '../../errors/database-errors';
import type { AdminActor } from '../auth/authorize';
import { hashPassword } from '../auth/passwords';
import { findOperatorWithPhone, updateOwner } from '../businesses/businesses.repository';
import * as repository from './profile.repository';
import { inTransaction } from '../../tenancy/data-scope';

export async function getProfile(deps: AppDeps, actor: AdminActor): Promise<AdminProfile> {
  return (await repository.findProfile(deps.db, actor.businessId, actor.userId)) ?? notFound();
}

/**
 * The admin changes their own account and their business's logo; the access period stays the
 * operator's. A new password ends the admin's other sessions, so a lost phone stops working.
 */
export async function updateProfile(
  deps: AppDeps,
  actor: AdminActor,
  input: UpdateProfileInput,
  currentTokenHash: Buffer,
): Promise<AdminProfile> {
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    if (await findOperatorWithPhone(trx, input.phoneNumber, actor.userId)) throw AppError.conflict(OPERATOR_PHONE_TAKEN);
    await updateOwner(trx, actor.businessId, actor.userId, { ...input, passwordHash }, now);
    if (input.image !== undefined) await repository.updateLogo(trx, actor.businessId, input.image, now);
    if (passwordHash !== undefined) await repository.deleteOtherSessions(trx, actor.userId, currentTokenHash);
  });
  return getProfile(deps, actor);
}

function notFound(): never {
  throw AppError.notFound('Profile');
}
