import { commonMessagesEn } from '@sevak/shared';
import { DrillReport, millis, tally, type DrillResult } from './drill';
import { isSuccess, messageOf, outcomeLabel, type Outcome } from './http-client';
import { visitBody } from './shop';
import { onStage } from './stage';

const STATEMENT_TIMEOUT_MS = 300;
const ANSWER_LIMIT_MS = STATEMENT_TIMEOUT_MS + 2_000;
const CONCURRENT_LISTS = 3;

/**
 * A query that runs past STATEMENT_TIMEOUT_MS. The shop has a visit, and the visits table is
 * locked from another connection, so listing visits waits on the lock until PostgreSQL cancels
 * the statement. (Without a visit the list reads no visit at all: its counts come from the
 * business's tallies, and an empty list has no page to read.)
 * The owner must get a 503 with Sevak's own message soon after the timeout, not a hang or a
 * database message, and other screens and the visit list itself must work again afterwards.
 */
export async function statementTimeoutDrill(): Promise<DrillResult> {
  const report = new DrillReport('Query over the statement timeout');
  await onStage({ STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) }, async ({ postgres, sevak, client, shop }) => {
    const listVisits = () =>
      client.request('GET', '/api/v1/admin/visit?page=1&pageSize=10', { cookie: shop.adminCookie, timeoutMs: 15_000 });
    const visit = await client.request('POST', '/api/v1/admin/visit', { cookie: shop.adminCookie, body: visitBody(shop, 'Filter change') });
    if (!isSuccess(visit)) throw new Error(`Creating the shop's visit failed: ${outcomeLabel(visit)} ${messageOf(visit)}`);
    const locker = await postgres.connect();
    let whileLocked: Outcome[];
    let otherScreen: Outcome;
    try {
      await locker.query('begin');
      await locker.query('lock table visits in access exclusive mode');
      whileLocked = await Promise.all(Array.from({ length: CONCURRENT_LISTS }, listVisits));
      otherScreen = await client.request('GET', '/api/v1/admin/product?page=1', { cookie: shop.adminCookie, timeoutMs: 5_000 });
      await locker.query('commit');
    } finally {
      await locker.end();
    }
    const afterwards = await listVisits();

    const slowest = Math.max(...whileLocked.map((outcome) => outcome.endedAt - outcome.startedAt));
    report.figure('statement timeout', millis(STATEMENT_TIMEOUT_MS));
    report.figure('visit lists while locked', tally(whileLocked.map(outcomeLabel)));
    report.figure('slowest answer', millis(slowest));
    report.figure('message', `"${messageOf(whileLocked[0]!)}"`);
    report.figure('product list meanwhile / visit list after unlock', `${outcomeLabel(otherScreen)} / ${outcomeLabel(afterwards)}`);

    report.expect(whileLocked.every((outcome) => outcome.status === 503), `Expected 503 for every locked list, got ${tally(whileLocked.map(outcomeLabel))}`);
    report.expect(slowest <= ANSWER_LIMIT_MS, `The slowest answer took ${millis(slowest)} (limit ${millis(ANSWER_LIMIT_MS)})`);
    for (const outcome of whileLocked) {
      const body = outcome.body as { statusCode?: unknown; success?: unknown; message?: unknown; errors?: unknown } | undefined;
      const clean =
        body?.statusCode === 503 &&
        body.success === false &&
        body.message === commonMessagesEn.generic.unavailable &&
        Array.isArray(body.errors);
      report.expect(clean, `Not Sevak's 503 envelope: ${JSON.stringify(outcome.body)?.slice(0, 300)}`);
    }
    report.expect(isSuccess(otherScreen), `Listing products meanwhile got ${outcomeLabel(otherScreen)}`);
    report.expect(isSuccess(afterwards), `Listing visits after the lock was released got ${outcomeLabel(afterwards)}`);
    report.expect(sevak.exitStatus === undefined, 'Sevak exited');
    report.expect(sevak.errorLines().length === 0, `Sevak logged errors: ${sevak.errorLines().slice(0, 3).join(' | ')}`);
  });
  return report.result();
}
