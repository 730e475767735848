import { DrillReport, millis, tally, waitUntil, type DrillResult } from './drill';
import { isSuccess, outcomeLabel, type Outcome } from './http-client';
import { enquiryBody } from './shop';
import { onStage } from './stage';

const POOL_MAX = 2;
const POOL_WAIT_MS = 1_000;
const ANSWER_LIMIT_MS = POOL_WAIT_MS + 1_500;
const LATECOMERS = 4;

/**
 * Every pooled connection is busy: with DB_POOL_MAX=2, two new enquiries wait on a lock held
 * from another connection, each inside its transaction on a connection of its own. Further requests must be answered 503 once
 * DB_POOL_WAIT_MS has passed, not queue for ever; once the lock is released the two held
 * requests complete and new ones succeed.
 */
export async function poolExhaustedDrill(): Promise<DrillResult> {
  const report = new DrillReport('All pool connections held');
  const env = { DB_POOL_MAX: String(POOL_MAX), DB_POOL_WAIT_MS: String(POOL_WAIT_MS) };
  await onStage(env, async ({ postgres, sevak, client, shop }) => {
    const cookie = shop.adminCookie;
    const locker = await postgres.connect();
    let held: Promise<Outcome>[] = [];
    let latecomers: Outcome[];
    let heldOutcomes: Outcome[];
    try {
      await locker.query('begin');
      await locker.query('lock table enquiries in access exclusive mode');
      held = Array.from({ length: POOL_MAX }, (_, index) =>
        client.request('POST', '/api/v1/admin/enquiry', { cookie, body: enquiryBody(`held-${index}`), timeoutMs: 15_000 }),
      );
      const waiting = async () =>
        Number(
          (
            await postgres.query<{ waiting: string }>(
              `select count(*) as waiting from pg_stat_activity where datname = 'sevak' and wait_event_type = 'Lock'`,
            )
          )[0]!.waiting,
        );
      report.expect(await waitUntil(async () => (await waiting()) === POOL_MAX, 5_000), 'The held requests never reached PostgreSQL');
      latecomers = await Promise.all(
        Array.from({ length: LATECOMERS }, (_, index) =>
          index % 2 === 0
            ? client.request('GET', '/api/v1/admin/product?page=1', { cookie, timeoutMs: 15_000 })
            : client.request('POST', '/api/v1/admin/enquiry', {
                cookie,
                body: enquiryBody(`refused-${index}`),
                timeoutMs: 15_000,
              }),
        ),
      );
      await locker.query('commit');
    } finally {
      await locker.end();
      heldOutcomes = await Promise.all(held);
    }
    const afterwards = await client.request('GET', '/api/v1/admin/product?page=1', { cookie, timeoutMs: 5_000 });

    const slowest = Math.max(...latecomers.map((outcome) => outcome.endedAt - outcome.startedAt));
    report.figure('pool / wait', `${POOL_MAX} connections / ${millis(POOL_WAIT_MS)}`);
    report.figure('requests while the pool was full', tally(latecomers.map(outcomeLabel)));
    report.figure('slowest of them', millis(slowest));
    report.figure('held requests after release', tally(heldOutcomes.map(outcomeLabel)));
    report.figure('request after release', outcomeLabel(afterwards));

    report.expect(latecomers.every((outcome) => outcome.status === 503), `Expected 503 while the pool was full, got ${tally(latecomers.map(outcomeLabel))}`);
    report.expect(slowest <= ANSWER_LIMIT_MS, `A request waited ${millis(slowest)} for the full pool (limit ${millis(ANSWER_LIMIT_MS)})`);
    report.expect(heldOutcomes.every(isSuccess), `The held requests ended ${tally(heldOutcomes.map(outcomeLabel))}`);
    report.expect(isSuccess(afterwards), `A request after the release got ${outcomeLabel(afterwards)}`);
    const saved = await postgres.query<{ name: string }>(`select name from enquiries where business_id = $1`, [shop.businessId]);
    const stray = saved.filter((row) => row.name.startsWith('refused-'));
    const heldSaved = saved.filter((row) => row.name.startsWith('held-'));
    report.expect(heldSaved.length === POOL_MAX, `${heldSaved.length} of the ${POOL_MAX} held enquiries were saved`);
    report.figure('refused writes saved anyway', stray.length);
    report.expect(stray.length === 0, `${stray.length} enquiries answered 503 were saved`);
    report.expect(sevak.exitStatus === undefined, 'Sevak exited');
    report.expect(sevak.errorLines().length === 0, `Sevak logged errors: ${sevak.errorLines().slice(0, 3).join(' | ')}`);
  });
  return report.result();
}
