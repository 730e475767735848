import type { Role } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { inDataScope } from '../../tenancy/data-scope';
import { findAccountsByPhone } from '../accounts/accounts.repository';
import { insertSignInEvents } from './audit.repository';

/*
 * Signing in and out in the audit trail. They change no record the trail's triggers follow, and a
 * wrong password is refused (its call's work undone), so these rows are written on their own,
 * across businesses: each in the trail of the business whose account it names.
 */

/** An account as the trail names it. */
export interface AccountOfEvent {
  id: string;
  businessId: string | null;
  fullname: string | null;
  role: Role | string | null;
}

function personOf(account: AccountOfEvent) {
  return { id: account.id, name: account.fullname ?? '', role: account.role as Role };
}

/** A sign-in with the right password, or a sign-out. */
export async function recordSessionEvent(
  deps: AppDeps,
  action: 'sign_in' | 'sign_out',
  account: AccountOfEvent,
  address: string,
): Promise<void> {
  const event = { action, businessId: account.businessId, user: personOf(account), address, at: deps.clock.now() };
  await inDataScope(deps.db, 'platform', (db) => insertSignInEvents(db, [event]));
}

/**
 * A wrong password: one row in the trail of each business with an account on that phone (a
 * customer of two shops), or one of the platform's when no account has it.
 */
export async function recordFailedSignIn(deps: AppDeps, phone: string, address: string): Promise<void> {
  const at = deps.clock.now();
  await inDataScope(deps.db, 'platform', async (db) => {
    const accounts = await findAccountsByPhone(db, phone);
    const events = accounts.length
      ? accounts.map((account) => ({ action: 'sign_in_failed' as const, businessId: account.businessId, user: personOf(account), address, at }))
      : [{ action: 'sign_in_failed' as const, businessId: null, user: null, phone, address, at }];
    await insertSignInEvents(db, events);
  });
}
