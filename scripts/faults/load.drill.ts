import { DrillReport, millis, percentile, startLoops, sleep, tally, type Attempt, type DrillOptions, type DrillResult } from './drill';
import { dataOf, isSuccess, outcomeLabel, type SevakClient } from './http-client';
import { customerBody, enquiryBody, visitBody, type Shop } from './shop';
import { onStage } from './stage';

const CONNECTIONS = 32;

type Step = (client: SevakClient, shop: Shop, serial: number) => Promise<Omit<Attempt, 'loop'>>;

const read = (kind: string, path: string): Step => async (client, shop) => ({
  kind,
  key: undefined,
  outcome: await client.request('GET', path, { cookie: shop.adminCookie }),
});

const write = (kind: string, path: string, body: (shop: Shop, key: string) => unknown): Step => async (client, shop, serial) => {
  const key = `load-${serial}`;
  return { kind, key, outcome: await client.request('POST', path, { cookie: shop.adminCookie, body: body(shop, key) }) };
};

/** Ten steps, taken in turn by every client: 70 % reads of the busiest screens, 30 % writes. */
const MIX: Step[] = [
  read('visit list', '/api/v1/admin/visit?page=1&pageSize=10'),
  read('customer list', '/api/v1/admin/customer?page=1&pageSize=10'),
  read('dashboard', '/api/v1/admin/dashboard'),
  read('visit list', '/api/v1/admin/visit?page=1&pageSize=10&filter=upcoming'),
  read('customer list', '/api/v1/admin/customer?page=1&pageSize=10&search=load'),
  read('dashboard', '/api/v1/admin/dashboard'),
  read('enquiry list', '/api/v1/admin/enquiry?page=1&pageSize=10'),
  write('enquiry', '/api/v1/admin/enquiry', (_shop, key) => enquiryBody(key)),
  // A customer's phone is unique in the business: the serial makes it so.
  write('customer', '/api/v1/admin/customer', (shop, key) =>
    customerBody(shop.productId, `7${key.slice('load-'.length).padStart(9, '0')}`, key),
  ),
  write('visit', '/api/v1/admin/visit', (shop, key) => visitBody(shop, key)),
];

/** The ids of the rows each kind of write made, read straight from PostgreSQL. */
const WRITTEN_ROWS: Record<string, string> = {
  enquiry: `select id from enquiries where business_id = $1`,
  customer: `select id from customers where business_id = $1`,
  visit: `select id from visits where business_id = $1`,
};

/**
 * Sustained mixed load on one business: 32 clients for `loadSeconds` (60 s in CI). Every request
 * must succeed, and every write Sevak acknowledged must be in PostgreSQL afterwards.
 */
export async function loadDrill({ loadSeconds }: DrillOptions): Promise<DrillResult> {
  const report = new DrillReport(`Load: ${CONNECTIONS} connections for ${loadSeconds} s`);
  await onStage({}, async ({ postgres, sevak, client, shop }) => {
    let serial = 0;
    const cpuAtStart = sevak.cpuMs();
    const startedAt = Date.now();
    const loops = startLoops(CONNECTIONS, (loop, iteration) => MIX[(loop * 3 + iteration) % MIX.length]!(client, shop, serial++));
    await sleep(loadSeconds * 1000);
    await loops.stop();
    const elapsedMs = Date.now() - startedAt;
    const cpuAtEnd = sevak.cpuMs();

    const attempts = loops.attempts;
    const latencies = (of: Attempt[]) => of.map((a) => a.outcome.endedAt - a.outcome.startedAt).sort((a, b) => a - b);
    const all = latencies(attempts);
    const reads = latencies(attempts.filter((a) => !a.key));
    const writes = latencies(attempts.filter((a) => a.key));
    const failures = attempts.filter((attempt) => !isSuccess(attempt.outcome));
    report.figure('requests', `${attempts.length} (${reads.length} reads, ${writes.length} writes)`);
    report.figure('throughput', `${(attempts.length / (elapsedMs / 1000)).toFixed(1)} req/s`);
    report.figure('latency p50 / p99 / max', `${millis(percentile(all, 0.5))} / ${millis(percentile(all, 0.99))} / ${millis(all.at(-1) ?? 0)}`);
    report.figure('reads p50 / p99', `${millis(percentile(reads, 0.5))} / ${millis(percentile(reads, 0.99))}`);
    report.figure('writes p50 / p99', `${millis(percentile(writes, 0.5))} / ${millis(percentile(writes, 0.99))}`);
    if (cpuAtStart !== undefined && cpuAtEnd !== undefined && attempts.length > 0) {
      report.figure('Sevak CPU per request', `${((cpuAtEnd - cpuAtStart) / attempts.length).toFixed(1)} ms`);
    }
    const kinds = [...new Set(attempts.map((a) => a.kind))];
    report.figure('p50 by request', kinds.map((kind) => `${kind} ${millis(percentile(latencies(attempts.filter((a) => a.kind === kind)), 0.5))}`).join(', '));
    report.figure('errors (non-2xx or no answer)', failures.length === 0 ? '0' : `${failures.length}: ${tally(failures.map((a) => `${a.kind} ${outcomeLabel(a.outcome)}`))}`);
    report.expect(failures.length === 0, `${failures.length} requests failed: ${tally(failures.map((a) => `${a.kind} ${outcomeLabel(a.outcome)}`))}`);

    let acknowledged = 0;
    let found = 0;
    for (const [kind, sql] of Object.entries(WRITTEN_ROWS)) {
      const ids = attempts.filter((a) => a.kind === kind && isSuccess(a.outcome)).map((a) => dataOf<{ id: string }>(a.outcome).id);
      const saved = new Set((await postgres.query<{ id: string }>(sql, [shop.businessId])).map((row) => row.id));
      acknowledged += ids.length;
      found += ids.filter((id) => saved.has(id)).length;
    }
    report.figure('writes acknowledged / found in PostgreSQL', `${acknowledged} / ${found}`);
    report.expect(found === acknowledged, `${acknowledged - found} acknowledged writes are missing from PostgreSQL`);
    report.expect(sevak.exitStatus === undefined, 'Sevak exited');
    report.expect(sevak.errorLines().length === 0, `Sevak logged errors: ${sevak.errorLines().slice(0, 3).join(' | ')}`);
  });
  return report.result();
}
