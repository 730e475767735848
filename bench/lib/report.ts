import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type pg from 'pg';
import type { LoadResult } from './load';
import { DUE_PAGE_KEYS, type OperationKind } from './operations';
import { REPO_ROOT } from './processes';
import type { ExplainedQuery } from './sql-capture';

/** The figures Sevak aims for on the scale data (issue 20; bench/README in the main README). */
export const TARGETS = {
  /** Every read at the large business (and in the operator's console), c=1 p95. */
  readP95Ms: 10,
  /** Every write at the large business (create visit, record a payment, create an invoice), c=1 p95. */
  writeP95Ms: 15,
  /** A generated document: an invoice PDF, with its fonts, table and UPI code. */
  documentP95Ms: 200,
  /** A read at the large business at most this many times the same read at the small one, c=1 p95. */
  largeVsSmallMax: 2,
  /** The visit list at c=32: Sevak's throughput at least this share of the bare handler's, rounds interleaved. */
  baselineRatioMin: 0.75,
  /** The server's peak RSS over the whole run, the burst of 32 sign-ins included. */
  rssMaxMb: 200,
  /** A statement whose planning and execution together take longer than this is listed as slow. */
  slowQueryMs: 10,
  /** The due list pages at the speed of the visit list: its c=1 p95 at most this many times the visit list page 1's. */
  dueVsVisitListMax: 1.5,
  /** The 100,000-visit CSV export: at least this many rows a second… */
  exportRowsPerSecondMin: 20_000,
  /** …with the server's RSS at most this much above where it was before the download. */
  exportRssGrowthMaxMb: 50,
  /** 20,000 customers, each with a purchase, imported from one CSV file. */
  customerImportMaxSeconds: 60,
} as const;

/** The c=1 p95 a kind of call aims for at the large business; null when it has none (sign-in). */
export function p95TargetOf(kind: OperationKind): number | null {
  if (kind === 'read') return TARGETS.readP95Ms;
  if (kind === 'write') return TARGETS.writeP95Ms;
  if (kind === 'document') return TARGETS.documentP95Ms;
  return null;
}

/** One line of the report's Targets summary: a target, whether this run met it, and the figures behind that. */
export interface TargetVerdict {
  target: string;
  /** Null: not measured in this run. */
  ok: boolean | null;
  detail: string;
}

export interface OperationResult {
  key: string;
  label: string;
  kind: OperationKind;
  c1: LoadResult;
  c32: LoadResult;
  /** The server's peak RSS while this call was measured. */
  peakRssMb: number | null;
}

export interface BusinessResult {
  label: 'large' | 'small';
  phone: string;
  businessId: string;
  visits: number;
  customers: number;
  search: string;
  /** What the calls were asked for, picked from the business's own data (a phone searched, the technician signed in …). */
  picks: Record<string, string>;
  operations: OperationResult[];
}

/** The platform operator's console, read across every business of the data set. */
export interface OperatorResult {
  phone: string;
  /** The platform's businesses and help desk tickets when the run started. */
  businesses: number;
  helpDeskTickets: number;
  search: string;
  operations: OperationResult[];
}

/**
 * The tables the operator's console reads whole by design: its lists and figures span every
 * business, and these two hold one row per business (1,000 on the scale data), so a sequential
 * scan of them is the plan for a cross-business read, not a missing index. Only the operator's
 * calls are excused, and only for one pass over the table (at most its rows): a scan repeated on
 * the inner side of a nested loop is still flagged, as is the same scan in a business's own call.
 * Any other business table (users, help_desk_tickets …) is flagged in the operator's calls as anywhere else.
 */
export const PLATFORM_WIDE_TABLES: readonly string[] = ['businesses', 'business_usage'];

/** The large business's whole visit list as CSV, streamed once: its pace and the server's memory around it. */
export interface CsvExportResult {
  path: string;
  status: number;
  /** The business's visits when the export started, and the rows the file had. */
  visits: number;
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** Server RSS just before, at its peak during, and just after the download. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  rssAfterMb: number | null;
  /** The peak less the memory before: what the download itself held. */
  rssGrowthMb: number | null;
}

/** 32 sign-ins to the large business fired at once (argon2 is queued two at a time in the server). */
export interface SignInBurstResult {
  requests: number;
  /** The accounts signing in: the large business's technicians and its owner. */
  accounts: number;
  /** From the first request sent to the last response. */
  wallMs: number;
  statusCounts: Record<string, number>;
  non2xx: number;
  /** Requests that got no response (a connection error). */
  errors: number;
  latencyMs: { p50: number; max: number };
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  failureSample?: string;
}

/** One round of the interleaved comparison: Sevak's visit list and the bare handler's at c=32, one after the other. */
export interface BaselineRound {
  round: number;
  /** Which ran first this round: the order alternates, so drift in the machine's load falls on both. */
  first: 'sevak' | 'bare';
  sevak: LoadResult;
  bare: LoadResult;
}

/** The customer import at its largest, into a fresh business (lib/customer-import.ts). */
export interface CustomerImportResult {
  rows: number;
  dryRunSeconds: number;
  importSeconds: number;
  /** Server RSS just before the dry run, and its peak over the dry run, the import and the business's removal. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
}

export interface ExplainedOperation {
  key: string;
  label: string;
  kind: OperationKind | 'session';
  /** One of the operator's console calls, which read across every business. */
  operator?: true;
  captureError?: string;
  scoped: boolean;
  queries: ExplainedQuery[];
}

export interface SeqScanFlag {
  operation: string;
  query: number;
  relation: string;
  rows: number;
  /** A scan of a business table (one with business_id) reads every shop's rows; others are listed only. */
  concern: boolean;
  /** A platform-wide table (PLATFORM_WIDE_TABLES) scanned once by one of the operator's calls: expected, listed only. */
  platformWide?: true;
}

export interface BenchResults {
  date: string;
  machine: {
    cpuModel: string;
    cores: number;
    ramGb: number;
    node: string;
    postgres: string;
    gitCommit: string;
    platform: string;
    /** 1-minute load average when the run started and ended: above the core count, other work shared the CPUs. */
    loadAverage: { start: number; end: number };
  };
  dataset: { database: string; rowCounts: Record<string, number> };
  targets: typeof TARGETS;
  businesses: BusinessResult[];
  operator: OperatorResult;
  baseline: {
    /** The bare handler's latency at c=1 (Sevak's is the visit list page 1's row). */
    c1: LoadResult;
    rounds: BaselineRound[];
    /** Requests a second at c=32, summed over the rounds. */
    sevakRequestsPerSecond: number;
    bareRequestsPerSecond: number;
    /** Sevak's summed throughput over the bare handler's. */
    ratio: number;
  };
  signInBurst: SignInBurstResult;
  largeVsSmall: { key: string; label: string; kind: OperationKind; largeP50: number; smallP50: number; ratioP50: number; largeP95: number; smallP95: number; ratioP95: number }[];
  /** The service-plan reads at the large business beside its visit list page 1, c=1. */
  dueVsVisitList: { key: string; label: string; p50: number; p95: number; ratioP50: number; ratioP95: number }[];
  rss: { serverStartMb: number | null; serverPeakMb: number | null; baselinePeakMb: number | null; samples: number };
  csvExport: CsvExportResult;
  customerImport: CustomerImportResult;
  explain: ExplainedOperation[];
  seqScans: SeqScanFlag[];
  slowQueries: { operation: string; query: number; planningMs: number; executionMs: number }[];
  /** Every target, met or missed: the report's first section. */
  verdicts: TargetVerdict[];
  misses: string[];
  failures: string[];
}

export async function describeMachine(pool: pg.Pool): Promise<BenchResults['machine']> {
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    ramGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: rows[0]?.server_version ?? 'unknown',
    gitCommit: gitCommit(),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: { start: loadAverage(), end: loadAverage() },
  };
}

export function loadAverage(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

const BUSINESS_TABLES = [
  'businesses',
  'users',
  'customers',
  'employees',
  'product_categories',
  'product_sub_categories',
  'products',
  'customer_products',
  'visits',
  'enquiries',
  'help_desk_tickets',
  'billing_profiles',
  'invoices',
  'invoice_lines',
  'payments',
  'amc_contracts',
  'reminders',
  'sessions',
];

export async function countRows(pool: pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of BUSINESS_TABLES) {
    const { rows } = await pool.query<{ count: string }>(`select count(*) as count from ${table}`);
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

const number = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (value: number) => number(value, 1);
const verdict = (ok: boolean) => (ok ? 'ok' : '**MISS**');

function failuresOf(load: LoadResult): string {
  const parts: string[] = [];
  if (load.non2xx > 0) {
    const codes = Object.entries(load.statusCounts)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${count}×${code}`);
    parts.push(codes.join(' '));
  }
  if (load.errors > 0) parts.push(`${load.errors} errors`);
  return parts.join(', ');
}

function businessTable(business: BusinessResult): string[] {
  const lines = operationsTable(
    `### ${business.label} business (${number(business.visits, 0)} visits, ${number(business.customers, 0)} customers; phone ${business.phone})`,
    business.operations,
    business.label === 'large',
  );
  const picks = Object.entries(business.picks);
  if (picks.length > 0) lines.push('', `Picked from its data: ${picks.map(([what, value]) => `${what}: ${value}`).join('; ')}.`);
  return lines;
}

function operatorTable(operator: OperatorResult): string[] {
  return operationsTable(
    `### The platform operator's console (${number(operator.businesses, 0)} businesses, ${number(operator.helpDeskTickets, 0)} help desk tickets; superadmin phone ${operator.phone})`,
    operator.operations,
    true,
  );
}

/** One row per call; `withTargets`: held against the p95 targets (the large business's and the operator's calls). */
function operationsTable(heading: string, operations: OperationResult[], withTargets: boolean): string[] {
  const lines = [
    heading,
    '',
    `| operation | c=1 p50 / p95 / p99 ms | c=32 req/s | c=32 p50 / p99 ms | non-2xx | p95 target (reads < ${TARGETS.readP95Ms} ms, writes < ${TARGETS.writeP95Ms} ms, PDF < ${TARGETS.documentP95Ms} ms) | server RSS MB |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const operation of operations) {
    const { c1, c32 } = operation;
    const failures = [failuresOf(c1), failuresOf(c32)].filter(Boolean).join('; ') || '0';
    const p95Target = withTargets ? p95TargetOf(operation.kind) : null;
    const target = p95Target === null ? '—' : `${verdict(c1.latencyMs.p95 < p95Target)} (< ${p95Target})`;
    lines.push(
      `| ${operation.label} | ${ms(c1.latencyMs.p50)} / ${ms(c1.latencyMs.p95)} / ${ms(c1.latencyMs.p99)} | ${number(c32.requestsPerSecond, 0)} | ${ms(c32.latencyMs.p50)} / ${ms(c32.latencyMs.p99)} | ${failures} | ${target} | ${operation.peakRssMb ?? 'n/a'} |`,
    );
  }
  return lines;
}

/**
 * The verdict line of the plans: a sequential scan of a business table (one with a business_id
 * column) reads every shop's rows; the operator's single pass over a platform-wide table is not one.
 */
export function seqScanVerdict(seqScans: SeqScanFlag[]): string {
  const concerns = seqScans.filter((flag) => flag.concern);
  if (concerns.length === 0) return 'No seq scan of a business table (one with business_id) in any plan: ok.';
  const list = concerns.map((flag) => `${flag.relation} in ${flag.operation}, statement ${flag.query}`).join('; ');
  return `No seq scan of a business table (one with business_id) in any plan: **MISS** (${list}).`;
}

/** The whole report as Markdown: what the terminal shows and what bench/results/latest.md keeps. */
export function renderMarkdown(results: BenchResults): string {
  const { machine, dataset, baseline, rss, csvExport, customerImport } = results;
  const lines: string[] = [
    '# Sevak benchmark',
    '',
    `${results.date} · ${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGb} GB RAM · Node ${machine.node} · PostgreSQL ${machine.postgres} · commit ${machine.gitCommit}`,
    '',
    `Load average (1 min) ${machine.loadAverage.start} at the start, ${machine.loadAverage.end} at the end${
      Math.max(machine.loadAverage.start, machine.loadAverage.end) > machine.cores
        ? ` — **above the ${machine.cores} cores: other work shared the CPUs, so these figures are pessimistic**`
        : ''
    }.`,
    '',
    '## Targets',
    '',
    '| target | | this run |',
    '|---|---|---|',
    ...results.verdicts.map((verdictOf) => `| ${verdictOf.target} | ${verdictOf.ok === null ? 'not measured' : verdict(verdictOf.ok)} | ${verdictOf.detail} |`),
    '',
    ...(results.failures.length > 0 ? [`**The benchmark is not valid: ${results.failures.length} failure(s), listed at the end.**`, ''] : []),
    '## Figures',
    '',
    `Database \`${dataset.database}\`: ${Object.entries(dataset.rowCounts)
      .map(([table, count]) => `${table} ${number(count, 0)}`)
      .join(', ')}.`,
    '',
    'Latency at concurrency 1 (after a warm-up), throughput at concurrency 32, through the REST facade `/api/v1` of the real server on loopback, with the load generator on the same machine.',
    '',
  ];
  for (const business of results.businesses) lines.push(...businessTable(business), '');
  lines.push(...operatorTable(results.operator), '');

  const sevakVisitList = results.businesses[0]?.operations.find((operation) => operation.key === 'visits-page-1');
  lines.push(
    '### Framework share: visit list page 1 against a bare node:http + pg handler',
    '',
    "The bare handler reads the same cookie and sends PostgreSQL the server's own statements in the server's order, in one transaction: begin, the platform scope, the session lookup, the business scope, the list's page and count, commit.",
    '',
    '| c=1 | p50 / p95 / p99 ms | non-2xx |',
    '|---|---|---|',
    `| bare handler | ${ms(baseline.c1.latencyMs.p50)} / ${ms(baseline.c1.latencyMs.p95)} / ${ms(baseline.c1.latencyMs.p99)} | ${failuresOf(baseline.c1) || '0'} |`,
    ...(sevakVisitList
      ? [`| Sevak (large business) | ${ms(sevakVisitList.c1.latencyMs.p50)} / ${ms(sevakVisitList.c1.latencyMs.p95)} / ${ms(sevakVisitList.c1.latencyMs.p99)} | ${failuresOf(sevakVisitList.c1) || '0'} |`]
      : []),
    '',
    `At c=32, ${baseline.rounds.length} rounds, each running both one after the other (the order alternating), so the machine's noise falls on both:`,
    '',
    '| round | first | Sevak req/s | bare req/s | Sevak c=32 p50 / p99 ms | bare c=32 p50 / p99 ms | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...baseline.rounds.map(
      (round) =>
        `| ${round.round} | ${round.first === 'sevak' ? 'Sevak' : 'bare'} | ${number(round.sevak.requestsPerSecond, 0)} | ${number(round.bare.requestsPerSecond, 0)} | ${ms(round.sevak.latencyMs.p50)} / ${ms(round.sevak.latencyMs.p99)} | ${ms(round.bare.latencyMs.p50)} / ${ms(round.bare.latencyMs.p99)} | ${[failuresOf(round.sevak), failuresOf(round.bare)].filter(Boolean).join('; ') || '0'} |`,
    ),
    '',
    `Summed over the rounds: Sevak ${number(baseline.sevakRequestsPerSecond, 0)} req/s, bare ${number(baseline.bareRequestsPerSecond, 0)} req/s; ratio Sevak / bare **${number(baseline.ratio, 2)}** (target ≥ ${TARGETS.baselineRatioMin}: ${verdict(baseline.ratio >= TARGETS.baselineRatioMin)}).`,
    '',
    `### Large against small business, c=1 latency (target: a read's p95 ≤ ${TARGETS.largeVsSmallMax}× the small business's; p50 shown too)`,
    '',
    '| operation | large p50 / small p50 ms | ratio p50 | large p95 / small p95 ms | ratio p95 | target (p95) |',
    '|---|---|---|---|---|---|',
  );
  for (const row of results.largeVsSmall) {
    const target = row.kind === 'read' ? verdict(row.ratioP95 <= TARGETS.largeVsSmallMax) : '—';
    lines.push(
      `| ${row.label} | ${ms(row.largeP50)} / ${ms(row.smallP50)} | ${number(row.ratioP50, 2)}× | ${ms(row.largeP95)} / ${ms(row.smallP95)} | ${number(row.ratioP95, 2)}× | ${target} |`,
    );
  }
  const visitList = results.businesses[0]?.operations.find((operation) => operation.key === 'visits-page-1');
  if (visitList && results.dueVsVisitList.length > 0) {
    const { p50, p95 } = visitList.c1.latencyMs;
    lines.push(
      '',
      `### Service plans against the visit list page 1, large business, c=1 latency (target: due list p95 ≤ ${TARGETS.dueVsVisitListMax}× the visit list's)`,
      '',
      `The visit list page 1 took ${ms(p50)} ms at p50 and ${ms(p95)} ms at p95 in this run.`,
      '',
      '| operation | p50 / p95 ms | p50 against the visit list | p95 against the visit list | target |',
      '|---|---|---|---|---|',
    );
    for (const row of results.dueVsVisitList) {
      const target = DUE_PAGE_KEYS.includes(row.key) ? verdict(row.ratioP95 <= TARGETS.dueVsVisitListMax) : '—';
      lines.push(`| ${row.label} | ${ms(row.p50)} / ${ms(row.p95)} | ${number(row.ratioP50, 2)}× | ${number(row.ratioP95, 2)}× | ${target} |`);
    }
  }
  lines.push(
    '',
    `### Memory`,
    '',
    `Peak server RSS over the whole run, the sign-in burst included: **${rss.serverPeakMb ?? 'n/a'} MB** (target < ${TARGETS.rssMaxMb} MB: ${rss.serverPeakMb === null ? 'not measured' : verdict(rss.serverPeakMb < TARGETS.rssMaxMb)}); ${rss.serverStartMb ?? 'n/a'} MB just after start; bare handler peak ${rss.baselinePeakMb ?? 'n/a'} MB; ${rss.samples} samples, every 500 ms (every 20 ms during the burst and the import). The last column of the tables above is the peak while that call was measured.`,
    '',
    '### Sign-in burst',
    '',
    `${results.signInBurst.requests} sign-ins to the large business fired at once, by ${results.signInBurst.accounts} of its staff (the server hashes two at a time): the last answered after **${number(results.signInBurst.wallMs, 0)} ms** (p50 ${ms(results.signInBurst.latencyMs.p50)} ms); statuses ${Object.entries(results.signInBurst.statusCounts).map(([code, count]) => `${count}×${code}`).join(' ') || 'none'}${results.signInBurst.errors > 0 ? `, ${results.signInBurst.errors} errors` : ''} (every one 2xx: ${verdict(results.signInBurst.non2xx === 0 && results.signInBurst.errors === 0)}). Server RSS ${results.signInBurst.rssBeforeMb ?? 'n/a'} MB before, **${results.signInBurst.rssPeakMb ?? 'n/a'} MB** at its peak during (target < ${TARGETS.rssMaxMb} MB: ${results.signInBurst.rssPeakMb === null ? 'not measured' : verdict(results.signInBurst.rssPeakMb < TARGETS.rssMaxMb)}).`,
    '',
    '### CSV export',
    '',
    `\`GET ${csvExport.path}\` at the large business (${number(csvExport.visits, 0)} visits), streamed page by page: ${number(csvExport.rows, 0)} rows, ${number(csvExport.bytes / 1024 ** 2, 1)} MB in ${number(csvExport.seconds, 1)} s, **${number(csvExport.rowsPerSecond, 0)} rows/s** (target ≥ ${number(TARGETS.exportRowsPerSecondMin, 0)}: ${verdict(csvExport.rowsPerSecond >= TARGETS.exportRowsPerSecondMin)}). Server RSS ${csvExport.rssBeforeMb ?? 'n/a'} MB before, ${csvExport.rssPeakMb ?? 'n/a'} MB at its peak during, ${csvExport.rssAfterMb ?? 'n/a'} MB after: **${csvExport.rssGrowthMb ?? 'n/a'} MB** of growth (target < ${TARGETS.exportRssGrowthMaxMb} MB: ${csvExport.rssGrowthMb === null ? 'not measured' : verdict(csvExport.rssGrowthMb < TARGETS.exportRssGrowthMaxMb)}).`,
    '',
    '### CSV import',
    '',
    `\`POST /api/v1/admin/import/customers\` into a fresh business: ${number(customerImport.rows, 0)} customers with a purchase each, **${number(customerImport.importSeconds, 1)} s** (target < ${TARGETS.customerImportMaxSeconds} s: ${verdict(customerImport.importSeconds < TARGETS.customerImportMaxSeconds)}); the dry run of the same file ${number(customerImport.dryRunSeconds, 1)} s. Server RSS ${customerImport.rssBeforeMb ?? 'n/a'} MB before the dry run, **${customerImport.rssPeakMb ?? 'n/a'} MB** at its peak over both and the business's removal.`,
    '',
    "### Query plans at the large business and in the operator's console",
    '',
  );
  lines.push(`${seqScanVerdict(results.seqScans)}`, '');
  for (const flag of results.seqScans) {
    const kind = flag.concern ? '**SEQ SCAN**' : flag.platformWide ? "seq scan (a platform-wide table, read whole by the operator's console)" : 'seq scan (not a business table)';
    lines.push(
      `- ${kind} on \`${flag.relation}\` (${number(flag.rows, 0)} rows read) in ${flag.operation}, statement ${flag.query}`,
    );
  }
  for (const slow of results.slowQueries) {
    lines.push(
      `- **SLOW** statement ${slow.query} of ${slow.operation}: planning ${ms(slow.planningMs)} ms + execution ${ms(slow.executionMs)} ms in PostgreSQL`,
    );
  }
  lines.push('');
  for (const operation of results.explain) {
    lines.push(`#### ${operation.label}${operation.scoped ? ' (scoped by set_config)' : ''}`, '');
    if (operation.captureError) lines.push(`Service call failed while capturing: ${operation.captureError}`, '');
    operation.queries.forEach((query, index) => {
      const timing = query.analyzed ? `planning ${ms(query.planningMs)} ms, execution ${ms(query.executionMs)} ms` : 'a write: planned, not run';
      lines.push(
        `Statement ${index + 1}: ${query.error ? `EXPLAIN failed: ${query.error}` : timing}`,
        '',
        '```sql',
        query.sql,
        '```',
        '',
        '```',
        ...query.outline,
        '```',
        '',
      );
    });
  }
  if (results.misses.length > 0) lines.push('### Targets missed', '', ...results.misses.map((miss) => `- ${miss}`), '');
  if (results.failures.length > 0) lines.push('### FAILURES (the benchmark is not valid)', '', ...results.failures.map((failure) => `- ${failure}`), '');
  return lines.join('\n');
}
