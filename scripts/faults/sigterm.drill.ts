import { DrillReport, millis, seconds, sleep, startLoops, tally, waitUntil, type DrillResult } from './drill';
import { dataOf, isSuccess, outcomeLabel, SevakClient } from './http-client';
import { enquiryBody } from './shop';
import { onStage } from './stage';

const CLIENTS = 8;
const EXIT_LIMIT_MS = 10_000;
/** How long the in-flight requests are kept waiting after SIGTERM, so the shutdown must wait for them. */
const HELD_AFTER_SIGNAL_MS = 1_000;

/**
 * SIGTERM (a deploy, a container stop) while owners save and read enquiries. To know for sure
 * which requests are in flight when the signal arrives, the enquiries table is locked against
 * writes first (share mode: lists still work): each client soon sends a save that waits in
 * PostgreSQL, inside its transaction on a connection of its own. Once all of them wait, Sevak
 * gets SIGTERM; the lock is released a second later. Every request in flight must complete with
 * 2xx and the process must exit 0 within 10 s. New connections after the signal may be refused.
 */
export async function sigtermDrill(): Promise<DrillResult> {
  const report = new DrillReport('SIGTERM during load');
  await onStage({}, async ({ postgres, sevak, client, shop }) => {
    const loops = startLoops(CLIENTS, async (loop, iteration) => {
      if (iteration % 2 === 1) {
        const outcome = await client.request('GET', '/api/v1/admin/enquiry?page=1&pageSize=10', { cookie: shop.adminCookie });
        return { kind: 'enquiry list', key: undefined, outcome };
      }
      const name = `sigterm-${loop}-${iteration}`;
      const outcome = await client.request('POST', '/api/v1/admin/enquiry', { cookie: shop.adminCookie, body: enquiryBody(name) });
      return { kind: 'enquiry', key: name, outcome };
    });
    await sleep(2_000);

    const locker = await postgres.connect();
    await locker.query('begin');
    await locker.query('lock table enquiries in share mode');
    const waitingOnLock = async () =>
      Number(
        (
          await postgres.query<{ waiting: string }>(
            `select count(*) as waiting from pg_stat_activity where datname = 'sevak' and wait_event_type = 'Lock'`,
          )
        )[0]!.waiting,
      );
    const allInFlight = await waitUntil(async () => (await waitingOnLock()) >= CLIENTS, 10_000, 50);
    report.expect(allInFlight, `Only ${await waitingOnLock()} of ${CLIENTS} requests reached PostgreSQL before the signal`);

    const inFlightBefore = loops.attempts.length;
    sevak.signal('SIGTERM');
    const signalledAt = Date.now();
    const stopped = loops.stop();

    await sleep(HELD_AFTER_SIGNAL_MS / 2);
    const latecomer = new SevakClient(sevak.baseUrl, 1);
    const afterClose = await latecomer.request('GET', '/healthz', { timeoutMs: 2_000 });
    latecomer.close();
    await sleep(HELD_AFTER_SIGNAL_MS / 2);
    await locker.query('commit');
    await locker.end();
    await stopped;
    const exit = await sevak.waitForExit(EXIT_LIMIT_MS - (Date.now() - signalledAt));

    const inFlight = loops.attempts.slice(inFlightBefore);
    report.figure('requests before the signal', inFlightBefore);
    report.figure('in flight at SIGTERM', inFlight.length);
    report.figure('their answers', tally(inFlight.map((attempt) => outcomeLabel(attempt.outcome))));
    report.figure('slowest in-flight request', millis(Math.max(0, ...inFlight.map((a) => a.outcome.endedAt - a.outcome.startedAt))));
    report.figure('new connection after SIGTERM', outcomeLabel(afterClose));
    report.figure('exit', exit ? `code ${exit.code ?? exit.signal} after ${seconds(exit.at - signalledAt)}` : 'still running');

    const earlier = loops.attempts.slice(0, inFlightBefore);
    report.expect(earlier.every((attempt) => isSuccess(attempt.outcome)), `Before the signal: ${tally(earlier.map((a) => outcomeLabel(a.outcome)))}`);
    report.expect(inFlight.length === CLIENTS, `${inFlight.length} requests were in flight, expected ${CLIENTS}`);
    const failed = inFlight.filter((attempt) => !isSuccess(attempt.outcome));
    report.expect(failed.length === 0, `${failed.length} in-flight requests did not complete with 2xx: ${tally(failed.map((a) => outcomeLabel(a.outcome)))}`);
    report.expect(afterClose.status === 0 || afterClose.status === 503, `A new request after SIGTERM got ${outcomeLabel(afterClose)}`);
    report.expect(exit?.code === 0, exit ? `Sevak exited with ${exit.code ?? exit.signal}, expected 0` : `Sevak still ran ${seconds(EXIT_LIMIT_MS)} after SIGTERM`);

    const acknowledged = loops.attempts.filter((attempt) => attempt.key && isSuccess(attempt.outcome));
    const rows = await postgres.query<{ id: string }>(`select id from enquiries where business_id = $1 and name like 'sigterm-%'`, [shop.businessId]);
    const saved = new Set(rows.map((row) => row.id));
    const lost = acknowledged.filter((attempt) => !saved.has(dataOf<{ id: string }>(attempt.outcome).id));
    report.figure('writes acknowledged / found in PostgreSQL', `${acknowledged.length} / ${acknowledged.length - lost.length}`);
    report.expect(lost.length === 0, `${lost.length} acknowledged enquiries are missing from PostgreSQL`);
    report.expect(sevak.errorLines().length === 0, `Sevak logged errors: ${sevak.errorLines().slice(0, 3).join(' | ')}`);
  });
  return report.result();
}
