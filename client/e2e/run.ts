/*
 * npm run test:e2e: Sevak in a real browser against the real server.
 *
 * Without DATABASE_URL the server runs on embedded PGlite in a fresh temporary DATA_DIR (its
 * first start migrates and loads the demo business). With DATABASE_URL (a PostgreSQL server) a
 * fresh database is created on that server, seeded with scripts/seed.ts, and dropped at the end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertChromiumInstalled, ensureClientBuilt, harness } from './harness';

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

before(() => harness.setUp(), { timeout: 180_000 });
after(() => harness.tearDown(), { timeout: 60_000 });

await import('./specs/server.e2e');
await import('./specs/signin.e2e');
await import('./specs/superadmin.e2e');
await import('./specs/operator-console.e2e');
await import('./specs/subscriptions.e2e');
await import('./specs/help-desk-replies.e2e');
await import('./specs/admin-layout.e2e');
await import('./specs/public-routes.e2e');
await import('./specs/screens.e2e');
await import('./specs/shop-day.e2e');
await import('./specs/billing.e2e');
await import('./specs/service-plans.e2e');
await import('./specs/technician.e2e');
await import('./specs/customer-portal.e2e');
// After billing: the demo shop's invoices and payments are on the charts.
await import('./specs/dashboard-charts.e2e');
await import('./specs/audit.e2e');
await import('./specs/support-access.e2e');
await import('./specs/enquiries.e2e');
await import('./specs/import-export.e2e');
await import('./specs/accessibility.e2e');
await import('./specs/keyboard.e2e');
// Last of the walks: it switches the demo shop's owner and technician to Hindi, and back.
await import('./specs/hindi.e2e');

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
