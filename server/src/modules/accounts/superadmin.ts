import { MSG, type ChangePasswordInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inDataScope, inTransaction } from '../../tenancy/data-scope';
import type { SuperadminCaller } from '../auth/admission';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  deleteSessionsOfUser,
  findOperators,
  findPasswordHash,
  findPlatformSetting,
  insertAccount,
  savePlatformSetting,
  setPasswordHash,
} from './accounts.repository';

/** The hash of the SUPERADMIN_PASSWORD last applied, to tell a changed environment at the next start. */
const ENVIRONMENT_PASSWORD = 'superadmin_password_from_environment';


/**
 * Makes the platform operator what SUPERADMIN_PHONE and SUPERADMIN_PASSWORD say, at every start.
 * The account with that phone is created, or, when SUPERADMIN_PASSWORD changed since the last
 * start, takes the new password and loses its sessions; a password the operator changed in the
 * console since is kept while the environment stays the same. An operator whose phone is no
 * longer SUPERADMIN_PHONE can no longer sign in. Returns true when the account was created now.
 */
export async function ensureSuperadmin(deps: AppDeps): Promise<boolean> {
  const { superadminPhone, superadminPassword } = deps.config;
  const now = deps.clock.now();
  // The platform's own accounts belong to no business: only the platform scope sees them.
  return inDataScope(deps.db, 'platform', async (db) => {
    const operators = await findOperators(db);
    const applied = await findPlatformSetting(db, ENVIRONMENT_PASSWORD);
    const environmentChanged = !applied || !(await verifyPassword(applied, superadminPassword));
    const current = operators.find((operator) => operator.phoneNumber === superadminPhone);
    if (!current) {
      const passwordHash = await hashPassword(superadminPassword);
      const operator = { fullname: 'Platform Admin', phoneNumber: superadminPhone, email: null, address: null, passwordHash };
      await insertAccount(db, { businessId: null, role: 'SUPERADMIN' }, operator);
    } else if (environmentChanged && !(current.passwordHash && (await verifyPassword(current.passwordHash, superadminPassword)))) {
      await setPasswordHash(db, current.id, await hashPassword(superadminPassword), now);
      await deleteSessionsOfUser(db, current.id);
    }
    if (environmentChanged) await savePlatformSetting(db, ENVIRONMENT_PASSWORD, await hashPassword(superadminPassword), now);
    for (const former of operators.filter((operator) => operator.phoneNumber !== superadminPhone && operator.passwordHash !== null)) {
      await setPasswordHash(db, former.id, null, now);
      await deleteSessionsOfUser(db, former.id);
    }
    return !current;
  });
}

/**
 * The operator changes their own password, re-entering the current one. Their other sessions end;
 * this one stays. The environment's password returns only if SUPERADMIN_PASSWORD is changed.
 */
export async function changeOwnPassword(deps: AppDeps, caller: SuperadminCaller, input: ChangePasswordInput): Promise<{ changed: true }> {
  const stored = await findPasswordHash(deps.db, caller.userId);
  if (!stored || !(await verifyPassword(stored, input.currentPassword))) throw new AppError('BAD_REQUEST', MSG.auth.password.currentWrong);
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, async (trx) => {
    await setPasswordHash(trx, caller.userId, passwordHash, deps.clock.now());
    await deleteSessionsOfUser(trx, caller.userId, caller.sessionTokenHash);
  });
  return { changed: true };
}
