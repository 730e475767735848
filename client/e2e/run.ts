/*
 * npm run test:e2e: Sevak in a real browser against the real server.
 *
 * Without DATABASE_URL the server runs on embedded PGlite in a fresh temporary DATA_DIR (its
 * first start migrates and loads the demo business). With DATABASE_URL (a PostgreSQL server) a
 * fresh database is created on that server, seeded with scripts/seed.ts, and dropped at the end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseArgs } from 'node:util';
import { assertChromiumInstalled, ensureClientBuilt, harness } from './harness';
import { BUSINESS_TIME_ZONE } from './specs/screen-kit';

assertChromiumInstalled();
ensureClientBuilt();

// Ctrl-C: still stop the server and drop the database.
process.once('SIGINT', () => {
  harness.tearDown().then(
    () => process.exit(130),
    (error: unknown) => {
      console.error(error);
      process.exit(130);
    },
  );
});

/*
 * The walks take the shop's today (India's date) once, as they load, then book, sell and check
 * against it: a run that crossed midnight in India (18:30 UTC) would find today's date on a form
 * where it expects yesterday's. A run that would start less than WALKS_MINUTES before midnight
 * there (the walks take about eight minutes on PGlite in CI) waits for the new day instead.
 */
const WALKS_MINUTES = 12;

async function startWithinOneBusinessDay(): Promise<void> {
  const [hour, minute, second] = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number, number];
  const untilMidnight = ((24 - hour) * 3600 - minute * 60 - second) * 1000;
  if (untilMidnight > WALKS_MINUTES * 60_000) return;
  const wait = untilMidnight + 30_000;
  console.log(`# waiting ${Math.round(wait / 1000)} s for midnight in India, so that the walks' day does not change under them`);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

before(() => harness.setUp(), { timeout: 180_000 });
after(() => harness.tearDown(), { timeout: 60_000 });

/*
 * The walks, in order: later ones build on what earlier ones leave in the database. Engine-free
 * walks check what the screens are, whatever database is behind them (axe-core's audit of every
 * screen): `--skip-engine-free` leaves them out, for a second engine's run after a first has
 * made them (npm test, scripts/test.ts). `--only a,b` runs some walks alone (by file name without
 * `.e2e.ts`), to work on them; a walk may need what an earlier one made.
 */
const SPECS: { name: string; engineFree?: true }[] = [
  { name: 'server' },
  { name: 'signin' },
  { name: 'superadmin' },
  { name: 'operator-console' },
  { name: 'subscriptions' },
  { name: 'help-desk-replies' },
  { name: 'admin-layout' },
  { name: 'public-routes' },
  { name: 'screens' },
  { name: 'shop-day' },
  { name: 'billing' },
  { name: 'service-plans' },
  { name: 'technician' },
  { name: 'customer-portal' },
  // After billing: the demo shop's invoices and payments are on the charts.
  { name: 'dashboard-charts' },
  { name: 'audit' },
  { name: 'support-access' },
  { name: 'enquiries' },
  { name: 'import-export' },
  // After billing and service plans: it audits the invoice, receipt and contract they made.
  { name: 'accessibility', engineFree: true },
  { name: 'keyboard' },
  // Last of the walks: it switches the demo shop's owner and technician to Hindi, and back.
  { name: 'hindi' },
];

const { values } = parseArgs({
  options: { 'skip-engine-free': { type: 'boolean', default: false }, only: { type: 'string' }, 'update-screenshots': { type: 'boolean', default: false } },
});
const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !SPECS.some((spec) => spec.name === name)) ?? [];
if (unknown.length > 0) throw new Error(`No walk named ${unknown.join(', ')}; the walks are ${SPECS.map((spec) => spec.name).join(', ')}`);
const chosen = SPECS.filter((spec) => (only ? only.includes(spec.name) : !(values['skip-engine-free'] && spec.engineFree)));
const left = SPECS.filter((spec) => !chosen.includes(spec)).map((spec) => spec.name);
if (left.length > 0) console.log(`# ${harness.engine}: leaving out ${left.join(', ')}`);
await startWithinOneBusinessDay();
for (const spec of chosen) await import(`./specs/${spec.name}.e2e.ts`);

// Last: everything above needs the server running.
describe('server shutdown', () => {
  it('exits with code 0 within 10 s of SIGTERM', async () => {
    const stopped = await harness.stopServer();
    assert.ok(stopped, `The server was still running 10 s after SIGTERM:\n${harness.serverLog()}`);
    assert.equal(stopped.signal, null, `The server was killed by ${stopped.signal}`);
    assert.equal(stopped.code, 0, `The server exited with code ${stopped.code}:\n${harness.serverLog()}`);
    console.log(`# ${harness.engine}: stopped ${stopped.afterMs} ms after SIGTERM`);
  });
});
