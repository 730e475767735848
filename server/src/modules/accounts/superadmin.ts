import type { AppDeps } from '../../deps';
import { hashPassword } from '../auth/passwords';
import { findOperatorByPhone } from './accounts.repository';

/**
 * Creates the platform operator from SUPERADMIN_PHONE / SUPERADMIN_PASSWORD the first time the
 * server starts with that phone. An existing account keeps its password: the environment seeds
 * it, it does not reset it. Returns true when the account was created now.
 */
export async function ensureSuperadmin(deps: AppDeps): Promise<boolean> {
  const { superadminPhone, superadminPassword } = deps.config;
  if (await findOperatorByPhone(deps.db, superadminPhone, 'SUPERADMIN')) return false;
  await deps.db
    .insertInto('users')
    .values({
      role: 'SUPERADMIN',
      business_id: null,
      fullname: 'Platform Admin',
      phone_number: superadminPhone,
      password_hash: await hashPassword(superadminPassword),
    })
    .execute();
  return true;
}
