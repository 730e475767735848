import type { AppDeps } from '../../deps';
import { inDataScope } from '../../tenancy/data-scope';
import { hashPassword } from '../auth/passwords';
import { findOperatorByPhone } from './accounts.repository';

/**
 * Creates the platform operator from SUPERADMIN_PHONE / SUPERADMIN_PASSWORD the first time the
 * server starts with that phone. An existing account keeps its password: the environment seeds
 * it, it does not reset it. Returns true when the account was created now.
 */
export async function ensureSuperadmin(deps: AppDeps): Promise<boolean> {
  const { superadminPhone, superadminPassword } = deps.config;
  // The platform's own account belongs to no business: only the platform scope sees it.
  const existing = await inDataScope(deps.db, 'platform', (db) => findOperatorByPhone(db, superadminPhone, 'SUPERADMIN'));
  if (existing) return false;
  const passwordHash = await hashPassword(superadminPassword);
  await inDataScope(deps.db, 'platform', (db) =>
    db
      .insertInto('users')
      .values({ role: 'SUPERADMIN', business_id: null, fullname: 'Platform Admin', phone_number: superadminPhone, password_hash: passwordHash })
      .execute(),
  );
  return true;
}
