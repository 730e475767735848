import { DrillReport, millis, seconds, sleep, startLoops, tally, waitUntil, type DrillResult } from './drill';
import { dataOf, isSuccess, outcomeLabel } from './http-client';
import { enquiryBody } from './shop';
import { onStage } from './stage';

const WRITERS = 8;
const REQUEST_TIMEOUT_MS = 10_000;
const DOWN_FOR_MS = 2_000;
const RECOVERY_LIMIT_MS = 5_000;

/**
 * PostgreSQL restarts (`pg_ctl stop -m fast`, 2 s down, start) while owners keep saving
 * enquiries. Sevak must stay up, answer 503 quickly while the database is away, save again
 * within seconds of it coming back without being restarted, and lose no saved enquiry.
 */
export async function postgresRestartDrill(): Promise<DrillResult> {
  const report = new DrillReport('PostgreSQL restart under write load');
  await onStage({}, async ({ postgres, sevak, client, shop }) => {
    const loops = startLoops(WRITERS, async (loop, iteration) => {
      const name = `restart-${loop}-${iteration}`;
      const outcome = await client.request('POST', '/api/v1/admin/enquiry', {
        cookie: shop.adminCookie,
        body: enquiryBody(name),
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      return { kind: 'enquiry', key: name, outcome };
    });

    await sleep(3_000);
    const stoppingAt = Date.now();
    await postgres.stopServer('fast');
    const downAt = Date.now();
    await sleep(DOWN_FOR_MS);
    await postgres.startServer();
    const readyAt = Date.now();
    // A write sent while PostgreSQL was down can only have been saved after it came back.
    const firstSaveAfterRestart = () => loops.attempts.find((attempt) => isSuccess(attempt.outcome) && attempt.outcome.startedAt >= downAt);
    await waitUntil(() => firstSaveAfterRestart() !== undefined, 15_000);
    await sleep(2_000);
    await loops.stop();

    const attempts = loops.attempts;
    const duringOutage = attempts.filter((attempt) => attempt.outcome.endedAt >= stoppingAt && !isSuccess(attempt.outcome));
    const slowest = Math.max(0, ...attempts.map((attempt) => attempt.outcome.endedAt - attempt.outcome.startedAt));
    report.figure('writes attempted', attempts.length);
    report.figure('answers', tally(attempts.map((attempt) => outcomeLabel(attempt.outcome))));
    report.figure('slowest answer', millis(slowest));

    report.expect(sevak.exitStatus === undefined, `Sevak exited during the restart: ${JSON.stringify(sevak.exitStatus)}`);
    const health = await client.request('GET', '/healthz', { timeoutMs: 5_000 });
    report.expect(health.status === 200, `/healthz answered ${outcomeLabel(health)} after the restart`);
    report.expect(duringOutage.length > 0, 'No write failed: the restart was not seen, so the drill proved nothing');
    const notUnavailable = attempts.filter((attempt) => !isSuccess(attempt.outcome) && attempt.outcome.status !== 503);
    report.expect(
      notUnavailable.length === 0,
      `${notUnavailable.length} writes failed with something other than 503: ${tally(notUnavailable.map((attempt) => outcomeLabel(attempt.outcome)))}`,
    );
    report.expect(slowest < REQUEST_TIMEOUT_MS, `A write took ${millis(slowest)} (limit ${millis(REQUEST_TIMEOUT_MS)})`);

    const recovered = firstSaveAfterRestart();
    const recoveryMs = recovered ? recovered.outcome.endedAt - readyAt : Number.POSITIVE_INFINITY;
    report.figure('recovery (PostgreSQL ready → first saved write)', recovered ? seconds(Math.max(0, recoveryMs)) : 'never');
    report.expect(recoveryMs <= RECOVERY_LIMIT_MS, `Writes did not succeed within ${seconds(RECOVERY_LIMIT_MS)} of PostgreSQL being back`);

    const acknowledged = new Map(
      attempts.filter((attempt) => isSuccess(attempt.outcome)).map((attempt) => [attempt.key!, dataOf<{ id: string }>(attempt.outcome).id]),
    );
    const rows = await postgres.query<{ id: string; name: string }>(
      `select id, name from enquiries where business_id = $1 and name like 'restart-%'`,
      [shop.businessId],
    );
    const saved = new Map(rows.map((row) => [row.name, row.id]));
    const lost = [...acknowledged].filter(([name, id]) => saved.get(name) !== id);
    report.figure('writes acknowledged (2xx) / found in PostgreSQL', `${acknowledged.size} / ${acknowledged.size - lost.length}`);
    report.figure('failed writes that were saved anyway', [...saved.keys()].filter((name) => !acknowledged.has(name)).length);
    report.expect(lost.length === 0, `${lost.length} acknowledged enquiries are missing from PostgreSQL: ${lost.slice(0, 5).map(([name]) => name).join(', ')}`);
    report.expect(sevak.errorLines().length === 0, `Sevak logged errors: ${sevak.errorLines().slice(0, 3).join(' | ')}`);
  });
  return report.result();
}
