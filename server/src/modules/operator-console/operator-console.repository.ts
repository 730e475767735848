import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ListRenewalsInput, Page } from '@sevak/shared';
import { containsPattern, countRows, pageOf, phoneContains } from '../../lib/list-query';
import { usageColumns, type UsageRow } from './business-usage';

/*
 * The operator's console reads across businesses (the platform scope). Each read finds its
 * businesses on an index (expiry date, creation, payment day) and reads a business's own figures
 * by primary key, so the console costs the same at a thousand businesses as at ten.
 */

/** Expiry dates from `from` to `to`, both included (calendar dates). */
export interface ExpiryRange {
  from: string;
  to: string;
}

export interface RenewalRecord extends UsageRow {
  id: string;
  expiryDate: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  planId: string | null;
  planName: string | null;
}

function businessesExpiring(db: Kysely<Database>, range: ExpiryRange, search: string) {
  let query = db
    .selectFrom('businesses')
    .innerJoin('users', (join) => join.onRef('users.business_id', '=', 'businesses.id').on('users.role', '=', 'ADMIN'))
    .where('businesses.expiry_date', '>=', range.from)
    .where('businesses.expiry_date', '<=', range.to);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('users.fullname', 'ilike', pattern), phoneContains('users.phone_number', search)]));
  }
  return query;
}

/** A page of the businesses whose expiry date is in `range`, soonest first, with their latest plan and usage. */
export async function listRenewals(
  db: Kysely<Database>,
  range: ExpiryRange,
  input: ListRenewalsInput,
  thisMonth: string,
): Promise<Page<RenewalRecord>> {
  const filtered = businessesExpiring(db, range, input.search);
  const rows = filtered
    // The plan of the latest subscription: one look-up on subscriptions (business_id, period_end desc).
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('subscriptions')
          .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
          .whereRef('subscriptions.business_id', '=', 'businesses.id')
          .select(['plans.id as planId', 'plans.name as planName'])
          .orderBy('subscriptions.period_end', 'desc')
          .orderBy('subscriptions.created_at', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select([
      'businesses.id',
      'businesses.expiry_date as expiryDate',
      'users.fullname as name',
      'users.phone_number as phoneNumber',
      'users.email',
      'latest.planId',
      'latest.planName',
      ...usageColumns(thisMonth),
    ])
    .orderBy('businesses.expiry_date')
    .orderBy('users.fullname')
    .orderBy('businesses.id');
  const [items, total] = await Promise.all([pageOf(rows, input).execute(), countRows(filtered)]);
  return { items, total };
}

/** How many businesses expire in each range, in one statement. */
export async function countExpiring(db: Kysely<Database>, ranges: Record<'within7' | 'within30' | 'expired', ExpiryRange>) {
  const inRange = (range: ExpiryRange) => sql<number>`count(*) filter (where expiry_date between ${range.from} and ${range.to})`;
  const earliest = [ranges.within7.from, ranges.within30.from, ranges.expired.from].sort()[0]!;
  const latest = [ranges.within7.to, ranges.within30.to, ranges.expired.to].sort().at(-1)!;
  return db
    .selectFrom('businesses')
    .where('expiry_date', '>=', earliest)
    .where('expiry_date', '<=', latest)
    .select([inRange(ranges.within7).as('within7'), inRange(ranges.within30).as('within30'), inRange(ranges.expired).as('expired')])
    .executeTakeFirstOrThrow();
}

/**
 * Businesses open today (started, not expired), split by whether someone signed in or a visit
 * was recorded since `since`. An expired business is in neither.
 */
export function countActivity(db: Kysely<Database>, today: string, since: Date) {
  const recent = sql<boolean>`(u.last_sign_in_at >= ${since} or u.last_visit_at >= ${since})`;
  return db
    .selectFrom('businesses')
    .leftJoin('business_usage as u', 'u.business_id', 'businesses.id')
    .where('businesses.start_date', '<=', today)
    .where('businesses.expiry_date', '>=', today)
    .select([sql<number>`count(*) filter (where ${recent})`.as('active'), sql<number>`count(*) filter (where not coalesce(${recent}, false))`.as('dormant')])
    .executeTakeFirstOrThrow();
}

/** Subscriptions paid in each month from `firstDay` up to `nextMonthFirstDay` (calendar days). */
export function revenueByMonth(db: Kysely<Database>, firstDay: string, nextMonthFirstDay: string) {
  return db
    .selectFrom('subscriptions')
    .where('paid_on', '>=', firstDay)
    .where('paid_on', '<', nextMonthFirstDay)
    .select([sql<string>`to_char(paid_on, 'YYYY-MM')`.as('month'), sql<number>`sum(amount)`.as('revenue')])
    .groupBy(sql`to_char(paid_on, 'YYYY-MM')`)
    .execute();
}

/** Businesses created in each month of `timeZone` from the instant `start` up to `end`. */
export function newBusinessesByMonth(db: Kysely<Database>, timeZone: string, start: Date, end: Date) {
  const month = sql<string>`to_char(created_at at time zone ${timeZone}, 'YYYY-MM')`;
  return db
    .selectFrom('businesses')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .select([month.as('month'), sql<number>`count(*)`.as('newBusinesses')])
    // By position: the month's expression repeated would be another parameter, not the same expression.
    .groupBy(sql`1`)
    .execute();
}
