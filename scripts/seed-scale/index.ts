/*
 * npm run seed:scale [-- [--profile=large|small] [--reset]]
 *
 * Fills DATABASE_URL (or the embedded database in DATA_DIR) with a platform of a thousand shops,
 * one of them large, for benchmarks and for trying the screens at size. The profile defaults to
 * "large" on PostgreSQL and "small" on the embedded database. A database that already holds
 * businesses is refused unless --reset is given, which empties every business table first.
 */
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, type Database, type DatabaseEngine } from '@sevak/db';
import { openScriptDatabase } from '../open-database';
import { loadConfig } from '../../server/src/config';
import { systemClock } from '../../server/src/lib/clock';
import { ensureSuperadmin } from '../../server/src/modules/accounts/superadmin';
import { hashPassword } from '../../server/src/modules/auth/passwords';
import { Calendar } from './calendar';
import { generateBusiness, type SeedContext, type SeededBusiness } from './generate';
import { FIRST_ADMIN_PHONE, PROFILES, SEEDED_PASSWORD, type Profile } from './profiles';
import { SEEDED_TABLES, emptyRows, rowCount, type RowsByTable, type SeededTable } from './tables';

const USAGE = 'Usage: npm run seed:scale [-- [--profile=large|small] [--reset]]';
const startedMs = Date.now();

const { values: options } = parseArgs({
  options: { profile: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfig();
const profileName = options.profile ?? (config.databaseUrl ? 'large' : 'small');
if (profileName !== 'large' && profileName !== 'small') {
  console.error(`Unknown profile "${profileName}". ${USAGE}`);
  process.exit(2);
}
const profile = PROFILES[profileName];
const where = config.databaseUrl ? `PostgreSQL ${describeUrl(config.databaseUrl)}` : `the embedded database in ${config.dataDir}`;

const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: 3_600_000, poolMax: 3 });
let refused = false;
try {
  await migrateToLatest(database.db);
  const existing = await countRows(database.db, 'businesses');
  if (existing > 0 && !options.reset) {
    console.error(`Not loading: ${where} already holds ${count(existing)} businesses. Run again with --reset to empty it first.`);
    refused = true;
  } else {
    if (options.reset) {
      const emptied = await emptyBusinessTables(database.db);
      console.log(`Emptied ${emptied.join(', ')}.`);
    }
    await seed(database.db, database.engine, profile);
  }
} finally {
  await database.close();
}
// Set after closing: closing the embedded database resets the exit code.
if (refused) process.exit(1);

async function seed(db: Kysely<Database>, engine: DatabaseEngine, profile: Profile) {
  console.log(`Loading the ${profile.name} profile (${count(profile.businesses)} businesses) into ${where}.`);
  const elapsed = () => `${((Date.now() - startedMs) / 1000).toFixed(1)}s`;

  await ensureSuperadmin({ db, clock: systemClock, config });
  const context: SeedContext = {
    profile,
    calendar: new Calendar(config.businessTimeZone, systemClock.now()),
    // One slow hash for every seeded account: hashing 200,000 passwords would take hours.
    passwordHash: await hashPassword(SEEDED_PASSWORD),
    reservedPhones: [config.superadminPhone],
    shopNames: new Set(),
  };

  // Generating the next businesses overlaps with writing the previous ones; PostgreSQL takes two
  // writers at once (separate businesses, so they never wait on each other's rows).
  const writers = engine === 'postgres' ? 2 : 1;
  const written = Object.fromEntries(SEEDED_TABLES.map((table) => [table, 0])) as Record<SeededTable, number>;
  let businessesWritten = 0;
  const inFlight = new Set<Promise<unknown>>();
  const startWriting = (batch: RowsByTable, businesses: number) => {
    const tracked: Promise<unknown> = writeRows(db, batch, profile.batchSize, written)
      .then(
        () => {
          businessesWritten += businesses;
          const total = Object.values(written).reduce((sum, tableRows) => sum + tableRows, 0);
          console.log(
            `${elapsed().padStart(8)}  businesses ${count(businessesWritten)}/${count(profile.businesses)}` +
              `  rows ${count(total)}  visits ${count(written.visits)}`,
          );
          return null;
        },
        (error: unknown) => error,
      )
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  const waitForWriters = async (busy: number) => {
    while (inFlight.size > busy) await rethrow(Promise.race(inFlight));
  };

  let rows = emptyRows();
  let businessesInRows = 0;
  let largeBusiness: SeededBusiness | undefined;
  for (let index = 0; index < profile.businesses; index++) {
    const business = generateBusiness(context, index, rows);
    largeBusiness ??= business;
    businessesInRows++;
    if (rowCount(rows) >= profile.rowsPerTransaction || index === profile.businesses - 1) {
      await waitForWriters(writers - 1);
      startWriting(rows, businessesInRows);
      rows = emptyRows();
      businessesInRows = 0;
    }
    // Let the pending writes' statements go out while the next business is generated.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await waitForWriters(0);
  console.log(`${elapsed().padStart(8)}  subscriptions`);
  await addSubscriptions(db);
  // A sign-in tried while the accounts were still being written failed and was counted; the
  // seeded accounts start with nothing held against them (or against the address it came from).
  await sql`delete from sign_in_failures`.execute(db);

  // VACUUM as well: it marks the pages all-visible and empties the trigram indexes' pending
  // lists, so a benchmark starts on a settled database rather than racing autovacuum.
  console.log(`${elapsed().padStart(8)}  vacuum analyze`);
  await sql`vacuum analyze`.execute(db);
  const seconds = (Date.now() - startedMs) / 1000;

  console.log(`\nLoaded the ${profile.name} profile into ${where} in ${seconds.toFixed(1)} s:`);
  for (const table of SEEDED_TABLES) console.log(`  ${table.padEnd(24)}${count(await countRows(db, table)).padStart(12)}`);
  const lastAdmin = String(FIRST_ADMIN_PHONE + profile.businesses - 1);
  console.log(`\nSign in with password ${SEEDED_PASSWORD}:`);
  console.log(`  admin of the large business "${largeBusiness?.name}": ${largeBusiness?.adminPhone}`);
  console.log(`  admins of the other businesses: ${FIRST_ADMIN_PHONE + 1} … ${lastAdmin}`);
  console.log(`  an employee of the large business: ${largeBusiness?.employeePhone}; one of its customers: ${largeBusiness?.customerPhone}`);
  console.log(`The superadmin (${config.superadminPhone}) keeps the password from SUPERADMIN_PASSWORD.`);
}

/**
 * One transaction per batch of businesses; tables in foreign-key order. Loading is the platform's
 * own work, so row-level security is told so, as the server does for the superadmin
 * (server/src/tenancy/data-scope.ts); a superuser passes either way.
 */
async function writeRows(db: Kysely<Database>, rows: RowsByTable, batchSize: number, written: Record<SeededTable, number>) {
  const counts = await db.transaction().execute(async (trx) => {
    await sql`select set_config('sevak.platform', 'on', true)`.execute(trx);
    const counts: [SeededTable, number][] = [];
    for (const table of SEEDED_TABLES) counts.push([table, await rows[table].insertInto(trx, batchSize)]);
    return counts;
  });
  for (const [table, count] of counts) written[table] += count;
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}

async function rethrow(settled: Promise<unknown>) {
  const error = await settled;
  if (error) throw error;
}

/**
 * Every table that holds a business's data (any table with a business_id, found in the
 * catalogue so tables added by later migrations are emptied too), the accounts and the sign-in
 * records. The schema and its migrations stay.
 */
async function emptyBusinessTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select c.table_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'business_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`.execute(db);
  const tables = [...new Set(['businesses', 'users', 'sessions', 'sign_in_failures', ...rows.map((row) => row.table_name)])];
  await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(db);
  return tables;
}

async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('sevak.platform', 'on', true)`.execute(trx);
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(trx);
    return Number(rows[0]?.count ?? 0);
  });
}

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

/**
 * Each shop's payments to the platform: a year on the "12 Months" plan for every year of its
 * access, the last ending on its expiry date, each paid a few days before its period began (never
 * after today), with receipts numbered through each calendar year as renewals number them.
 */
async function addSubscriptions(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into subscriptions (business_id, plan_id, period_start, period_end, amount, mode, paid_on, reference, receipt_number)
    select business_id, plan_id, period_start, period_end, 10000, mode, paid_on, null,
           'SVK-R-' || extract(year from paid_on) || '-' ||
             lpad((row_number() over (partition by extract(year from paid_on) order by paid_on, business_id))::text, 4, '0')
    from (
      select b.id as business_id, p.id as plan_id,
             (b.expiry_date - make_interval(years => year + 1) + interval '1 day')::date as period_start,
             (b.expiry_date - make_interval(years => year))::date as period_end,
             (array['UPI', 'BANK_TRANSFER', 'CASH', 'CHEQUE', 'CARD'])[1 + (year + ascii(b.id::text)) % 5] as mode,
             least(current_date, (b.expiry_date - make_interval(years => year + 1))::date - (ascii(right(b.id::text, 1)) % 10)) as paid_on
      from businesses b
      cross join generate_series(0, 5) as year
      join plans p on p.name = '12 Months'
      where (b.expiry_date - make_interval(years => year + 1) + interval '1 day')::date >= b.start_date
    ) periods`.execute(db);
  await sql`
    insert into subscription_receipt_series (year, last_number)
    select extract(year from paid_on)::int, count(*) from subscriptions group by 1
    on conflict (year) do update set last_number = excluded.last_number`.execute(db);
}
