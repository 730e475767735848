import { SIGN_IN_MESSAGES } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inTransaction } from '../../tenancy/data-scope';

/*
 * Failed sign-ins are counted in the database, per phone number and per client address, so
 * every server process sees the same count and a restart does not reset it.
 */

export interface ThrottleKeys {
  phone: string;
  address: string;
}

function keysOf(keys: ThrottleKeys) {
  return { phone: `phone:${keys.phone}`, address: `address:${keys.address}` };
}

function windowStart(deps: AppDeps): Date {
  return new Date(deps.clock.now().getTime() - deps.config.signInFailureWindowMinutes * 60_000);
}

export async function assertSignInAllowed(deps: AppDeps, keys: ThrottleKeys): Promise<void> {
  const { phone, address } = keysOf(keys);
  const counts = await deps.db
    .selectFrom('sign_in_failures')
    .where('key', 'in', [phone, address])
    .where('failed_at', '>', windowStart(deps))
    .groupBy('key')
    .select(['key', (eb) => eb.fn.countAll<number>().as('failures')])
    .execute();
  const failures = (key: string) => counts.find((row) => row.key === key)?.failures ?? 0;
  if (
    failures(phone) >= deps.config.signInMaxFailuresPerPhone ||
    failures(address) >= deps.config.signInMaxFailuresPerAddress
  ) {
    throw new AppError('TOO_MANY_REQUESTS', SIGN_IN_MESSAGES.tooManyAttempts);
  }
}

export async function recordSignInFailure(deps: AppDeps, keys: ThrottleKeys): Promise<void> {
  const { phone, address } = keysOf(keys);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    await trx
      .deleteFrom('sign_in_failures')
      .where('key', 'in', [phone, address])
      .where('failed_at', '<=', windowStart(deps))
      .execute();
    await trx
      .insertInto('sign_in_failures')
      .values([
        { key: phone, failed_at: now },
        { key: address, failed_at: now },
      ])
      .execute();
  });
}

/** A successful sign-in forgives the phone's earlier mistakes (not the address's). */
export async function clearSignInFailures(deps: AppDeps, keys: ThrottleKeys): Promise<void> {
  await deps.db.deleteFrom('sign_in_failures').where('key', '=', keysOf(keys).phone).execute();
}
