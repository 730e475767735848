import { sql } from 'kysely';
import { TALLY_TIME_ZONE_SETTING } from '@sevak/db';
import type { AppDeps } from '../../deps';
import { inDataScope } from '../../tenancy/data-scope';
import { findPlatformSetting, savePlatformSetting } from '../accounts/accounts.repository';

/**
 * Keeps the tallies' months and days those of the business time zone (TZ_BUSINESS). The triggers
 * that keep the monthly figures and the open visits by day date a visit in the zone stored beside
 * them; a start with another zone stores it and makes every tally again, in one transaction,
 * before any request sees them. Returns true when it did.
 */
export async function keepTalliesInTimeZone(deps: AppDeps): Promise<boolean> {
  const timeZone = deps.config.businessTimeZone;
  return inDataScope(deps.db, 'platform', async (db) => {
    if ((await findPlatformSetting(db, TALLY_TIME_ZONE_SETTING)) === timeZone) return false;
    await savePlatformSetting(db, TALLY_TIME_ZONE_SETTING, timeZone, deps.clock.now());
    await sql`select rebuild_monthly_tallies()`.execute(db);
    await sql`select rebuild_open_visit_days()`.execute(db);
    return true;
  });
}
