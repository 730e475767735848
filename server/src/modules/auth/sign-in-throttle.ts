import { sql } from 'kysely';
import { MSG } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inTransaction } from '../../tenancy/data-scope';

/*
 * Guessing passwords is slowed in the database, so every server process sees the same counts and
 * a restart does not reset them. Each attempt is counted before its password is checked, under a
 * lock on its phone number, so no batch of parallel calls, and no second process, gets a guess
 * past the limit. Three counts, within the window:
 *   - a phone from one client address: at most SIGNIN_MAX_FAILURES_PER_PHONE wrong guesses;
 *   - one client address, whatever the phones: at most SIGNIN_MAX_FAILURES_PER_ADDRESS;
 *   - a phone from anywhere: past the per-phone limit, each further attempt waits a delay that
 *     doubles with every failure (1 s, 2 s, 4 s … at most a minute). A stranger guessing from
 *     other addresses slows the phone down but cannot lock its owner out: the owner's own
 *     address keeps its own count, and the right password gets in after the delay.
 */

export interface ThrottleKeys {
  phone: string;
  address: string;
}

const LONGEST_DELAY_MS = 60_000;

function keysOf(keys: ThrottleKeys) {
  return { pair: `pair:${keys.phone}|${keys.address}`, phone: `phone:${keys.phone}`, address: `address:${keys.address}` };
}

function windowStart(deps: AppDeps): Date {
  return new Date(deps.clock.now().getTime() - deps.config.signInFailureWindowMinutes * 60_000);
}

/** How long a phone waits after its latest failure, once it has `failures` within the window. */
export function phoneDelayMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(LONGEST_DELAY_MS, 1_000 * 2 ** (failures - limit));
}

/**
 * Counts this attempt as a failure before its password is checked, or refuses it with 429 when
 * it would go past a limit. A right password then takes the phone's failures back
 * (`forgiveSignInFailures`).
 */
export async function claimSignInAttempt(deps: AppDeps, throttle: ThrottleKeys): Promise<SignInAttempt> {
  const keys = keysOf(throttle);
  return inTransaction(deps.db, async (trx) => {
    // One attempt per phone at a time, in every process: the count and the new row are one step.
    await sql`select pg_advisory_xact_lock(hashtextextended(${keys.phone}, 0))`.execute(trx);
    // Read once the lock is held: an attempt that held it before wrote its time before this one's.
    const now = deps.clock.now();
    await trx.deleteFrom('sign_in_failures').where('key', 'in', Object.values(keys)).where('failed_at', '<=', windowStart(deps)).execute();
    const counts = await trx
      .selectFrom('sign_in_failures')
      .where('key', 'in', Object.values(keys))
      .where('failed_at', '>', windowStart(deps))
      .groupBy('key')
      .select(['key', (eb) => eb.fn.countAll<number>().as('failures'), (eb) => eb.fn.max('failed_at').as('latest')])
      .execute();
    const of = (key: string) => counts.find((row) => row.key === key);
    const phoneWide = of(keys.phone);
    const wait = phoneDelayMs(phoneWide?.failures ?? 0, deps.config.signInMaxFailuresPerPhone);
    if (
      (of(keys.pair)?.failures ?? 0) >= deps.config.signInMaxFailuresPerPhone ||
      (of(keys.address)?.failures ?? 0) >= deps.config.signInMaxFailuresPerAddress ||
      (phoneWide && wait > 0 && now.getTime() - new Date(phoneWide.latest).getTime() < wait)
    ) {
      throw new AppError('TOO_MANY_REQUESTS', MSG.auth.signIn.tooManyAttempts);
    }
    const rows = await trx
      .insertInto('sign_in_failures')
      .values(Object.values(keys).map((key) => ({ key, failed_at: now })))
      .returning('id')
      .execute();
    return { ids: rows.map((row) => row.id) };
  });
}

/** The failure rows an attempt wrote in advance. */
export interface SignInAttempt {
  ids: number[];
}

/**
 * The right password: this attempt was no failure, and the phone's earlier ones are forgiven,
 * from this address and overall (the address's other failures stand).
 */
export async function forgiveSignInFailures(deps: AppDeps, throttle: ThrottleKeys, attempt: SignInAttempt): Promise<void> {
  const keys = keysOf(throttle);
  await deps.db
    .deleteFrom('sign_in_failures')
    .where((eb) => eb.or([eb('key', 'in', [keys.pair, keys.phone]), eb('id', 'in', attempt.ids)]))
    .execute();
}
