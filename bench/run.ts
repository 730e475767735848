/*
 * npm run bench: starts the real server on the PostgreSQL in DATABASE_URL, signs in to a large
 * and a small business (as the owner, and as a technician and a customer for their apps), and
 * measures the screens' calls through /api/v1 at concurrency 1 (latency) and 32 (throughput),
 * the reads first and the writes last, so every read sees the same data; beside them a bare
 * node:http + pg handler running the visit list's own statements (measured against Sevak in
 * interleaved rounds at c=32), the platform operator's console across all the businesses, a burst
 * of 32 sign-ins at once, the 100,000-visit CSV export and a 20,000-customer import. Then it
 * explains every statement the measured calls run at the large business and in the console, and
 * writes the report (bench/results/latest.{json,md}) with every target of issue 20 met or missed.
 * Times are reported, never asserted; the exit code is 1 only when the benchmark itself broke
 * (a response that was not 2xx, a failed capture or EXPLAIN).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/src/config';
// The server's Fastify augmentations (cookies on requests), which its session-cookie module relies on.
import type {} from '../server/src/fastify-types';
import { SESSION_COOKIE } from '../server/src/http/session-cookie';
import { admit, type CallerOf } from '../server/src/modules/auth/admission';
import { hashSessionToken, resolveSession } from '../server/src/modules/auth/sessions.service';
import { visitDayBounds } from '../server/src/modules/visits/visits.service';
import type { BaselineSpec, SpecParameter, SpecStatement } from './baseline-server';
import { call, round, runLoad, type BenchRequest, type LoadResult, type LoadShape } from './lib/load';
import {
  BENCH_DOCUMENT_DATE,
  BENCH_INVOICE_NOTES,
  BENCH_PAYMENT_TARGET_NOTES,
  BENCH_VISIT_DATE,
  BENCH_VISIT_DESCRIPTION,
  DUE_PAGE_KEYS,
  furthestDuePage,
  operationsFor,
  operatorOperationsFor,
  reportRanges,
  SERVICE_PLAN_KEYS,
  type BusinessUnderTest,
  type Operation,
  type OperatorUnderTest,
  type SignedInMember,
} from './lib/operations';
import { freePort, REPO_ROOT, RssSampler, serveCommand, sleep, startServer, waitUntilIdle, type ChildServer } from './lib/processes';
import {
  countRows,
  describeMachine,
  loadAverage,
  p95TargetOf,
  PLATFORM_WIDE_TABLES,
  renderMarkdown,
  TARGETS,
  type BaselineRound,
  type BenchResults,
  type BusinessResult,
  type CsvExportResult,
  type CustomerImportResult,
  type ExplainedOperation,
  type OperationResult,
  type OperatorResult,
  type SignInBurstResult,
  type TargetVerdict,
} from './lib/report';
import { IMPORT_ROWS, measureCustomerImport } from './lib/customer-import';
import { createRecordingDeps, explainQuery, type Capture, type CapturedQuery } from './lib/sql-capture';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run bench needs DATABASE_URL: the PostgreSQL database to measure, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/sevak_scale npm run bench\n' +
      'Fill it first with `npm run seed:scale` (or `npm run db:seed` and BENCH_LARGE_PHONE / BENCH_SMALL_PHONE / BENCH_PASSWORD).',
  );
  process.exit(2);
}

/** Sign-ins of the scale data (scripts/seed-scale), overridable for another data set. */
const LARGE_PHONE = process.env.BENCH_LARGE_PHONE || '9100000000';
const SMALL_PHONE = process.env.BENCH_SMALL_PHONE || '9100000001';
const PASSWORD = process.env.BENCH_PASSWORD || 'sevak-bench';
/** Shortens every load phase, for trying the benchmark out; 1 is the real run. */
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE || '1');

/** How long each phase runs, by kind of call: argon2 sign-ins are few, PDFs and writes a little fewer than reads. */
const PHASES: Record<Operation['kind'], { warmUp: LoadShape; c1: LoadShape; c32: LoadShape }> = {
  read: {
    warmUp: { connections: 1, durationSeconds: 1, maxRequests: 50 },
    c1: { connections: 1, durationSeconds: 4, maxRequests: 400 },
    c32: { connections: 32, durationSeconds: 5 },
  },
  'sign-in': {
    warmUp: { connections: 1, durationSeconds: 2, maxRequests: 3 },
    c1: { connections: 1, durationSeconds: 15, maxRequests: 30 },
    c32: { connections: 32, durationSeconds: 4 },
  },
  document: {
    warmUp: { connections: 1, durationSeconds: 2, maxRequests: 20 },
    c1: { connections: 1, durationSeconds: 5, maxRequests: 200 },
    c32: { connections: 32, durationSeconds: 5 },
  },
  write: {
    warmUp: { connections: 1, durationSeconds: 1, maxRequests: 20 },
    c1: { connections: 1, durationSeconds: 4, maxRequests: 200 },
    c32: { connections: 32, durationSeconds: 5 },
  },
};

/**
 * The framework-share comparison at c=32: this many rounds, each running Sevak's visit list and
 * the bare handler's one after the other for `seconds` each (the order alternating by round).
 */
const BASELINE_ROUNDS = { rounds: 3, seconds: 5 };
/** The sign-in burst: this many sign-ins to the large business, all sent at once. */
const SIGN_IN_BURST = 32;

function scaled(shape: LoadShape): LoadShape {
  return { ...shape, durationSeconds: Math.max(1, Math.round(shape.durationSeconds * TIME_SCALE)) };
}

/** The servers' PostgreSQL connections carry this name, so the benchmark can see when their queries have finished. */
const SERVER_APP_NAME = 'sevak-bench-server';

const log = (line: string) => process.stderr.write(`${line}\n`);
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const recording = createRecordingDeps(databaseUrl, config);
/**
 * The platform operator: the superadmin the server keeps from SUPERADMIN_PHONE and
 * SUPERADMIN_PASSWORD (it is started with this process's environment, so `config` has them:
 * 9000000000 and the development password unless set), overridable for another data set.
 */
const OPERATOR_PHONE = process.env.BENCH_SUPERADMIN_PHONE || config.superadminPhone;
const OPERATOR_PASSWORD = process.env.BENCH_SUPERADMIN_PASSWORD || config.superadminPassword;
const children: ChildServer[] = [];
let sampler: RssSampler | undefined;

async function main(): Promise<number> {
  const database = new URL(databaseUrl!).pathname.slice(1);
  const machine = await describeMachine(pool);
  log(`Counting rows in ${database}…`);
  const rowCounts = await countRows(pool);

  // The server as `npm run serve` runs it (package.json: its environment and node's flags): the
  // bundle `npm run build` makes, without a TypeScript loader.
  log('Building the server bundle…');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const serve = serveCommand();
  log(`Starting it as npm run serve does: ${Object.entries(serve.env).map(([name, value]) => `${name}=${value} `).join('')}node ${serve.nodeFlags.join(' ')} ${serve.script}`);
  const server = await startServer({
    name: 'sevak',
    script: serve.script,
    nodeFlags: serve.nodeFlags,
    port: await freePort(),
    env: {
      ...serve.env,
      DATABASE_URL: databaseUrl!,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGNIN_MAX_FAILURES_PER_PHONE: '1000000',
      SIGNIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      PGAPPNAME: SERVER_APP_NAME,
    },
  });
  children.push(server);
  sampler = new RssSampler(() => children.map((child) => child.pid));
  log(`Sevak is up on ${server.baseUrl} (pid ${server.pid}).`);

  const large = await prepareBusiness(server.baseUrl, 'large', LARGE_PHONE);
  const small = await prepareBusiness(server.baseUrl, 'small', SMALL_PHONE);
  const ranges = reportRanges(config.businessTimeZone, new Date());
  const largeOperations = operationsFor(large.business, ranges);
  const smallOperations = operationsFor(small.business, ranges);
  const operator = await prepareOperator(server.baseUrl);
  const operatorOperations = operatorOperationsFor(operator.operator);

  log('Capturing the SQL of every call at the large business…');
  const sessionCapture = await recording.capture((deps) => resolveSession(deps, large.token));
  const captures = new Map<string, Capture>();
  for (const operation of largeOperations) captures.set(operation.key, await recording.capture(operation.serviceCall));
  log("Capturing the SQL of the operator's console…");
  for (const operation of operatorOperations) captures.set(operation.key, await recording.capture(operation.serviceCall));
  const visitListCapture = captures.get('visits-page-1')!;
  if (visitListCapture.error || visitListCapture.queries.length === 0) {
    throw new Error(`Could not capture the visit list's SQL: ${visitListCapture.error ?? 'no statements'}`);
  }

  const baseline = await startServer({
    name: 'baseline',
    script: 'bench/baseline-server.ts',
    port: await freePort(),
    env: {
      // The connection the server's requests use (APP_DATABASE_URL when it is set, see server/src/config.ts).
      DATABASE_URL: process.env.APP_DATABASE_URL || databaseUrl!,
      BASELINE_SPEC: JSON.stringify(baselineSpec(sessionCapture, visitListCapture, large)),
      PGAPPNAME: SERVER_APP_NAME,
    },
  });
  children.push(baseline);

  const businesses: BusinessResult[] = [];
  let baselineResult: BenchResults['baseline'] | undefined;
  for (const [prepared, operations] of [
    [large, largeOperations],
    [small, smallOperations],
  ] as const) {
    const results: OperationResult[] = [];
    for (const operation of operations) {
      results.push(await measure(server, prepared.business.label, operation));
      // Right after Sevak's own visit list, so both see the same machine and the same warm cache.
      if (prepared === large && operation.key === 'visits-page-1') baselineResult = await measureBaseline(server, baseline, operation.request);
    }
    businesses.push({
      label: prepared.business.label,
      phone: prepared.business.phone,
      businessId: prepared.business.scope.businessId,
      visits: prepared.visits,
      customers: prepared.customers,
      search: prepared.business.search,
      picks: prepared.picks,
      operations: results,
    });
  }

  const operatorResults: OperationResult[] = [];
  for (const operation of operatorOperations) operatorResults.push(await measure(server, 'operator', operation));
  const operatorResult: OperatorResult = { ...operator.summary, operations: operatorResults };

  if (!baselineResult) throw new Error('The bare handler was not measured');
  const signInBurst = await measureSignInBurst(server, await burstPhones(large));
  const csvExport = await measureVisitExport(server, large);
  log(`A fresh business: ${IMPORT_ROWS} customers imported from CSV…`);
  sampler.startWindow();
  const importRssBeforeMb = sampler.windowPeakMb(server.pid) ?? null;
  // Every 20 ms, as during the sign-in burst: the import's peak lasts less than the regular 500 ms
  // between two samples, and the benchmark's peak moved by ±10 MB from run to run with them alone.
  const stopImportSampling = sampler.sampleEvery(20);
  const imported = await measureCustomerImport(server.baseUrl, pool, { phone: config.superadminPhone, password: config.superadminPassword });
  stopImportSampling();
  const customerImport: CustomerImportResult = { ...imported, rssBeforeMb: importRssBeforeMb, rssPeakMb: sampler.windowPeakMb(server.pid) ?? null };
  log(
    `  dry run ${round(customerImport.dryRunSeconds, 1)} s, import ${round(customerImport.importSeconds, 1)} s; RSS ${customerImport.rssBeforeMb} → ${customerImport.rssPeakMb} MB (peak)`,
  );

  log('Explaining the captured SQL…');
  const explain: ExplainedOperation[] = [await explainCapture('session', 'session lookup (every signed-in request)', 'session', sessionCapture)];
  for (const operation of largeOperations) {
    explain.push(await explainCapture(operation.key, operation.label, operation.kind, captures.get(operation.key)!));
  }
  for (const operation of operatorOperations) {
    const explained = await explainCapture(operation.key, `operator's console: ${operation.label}`, operation.kind, captures.get(operation.key)!);
    explain.push({ ...explained, operator: true });
  }

  machine.loadAverage.end = loadAverage();
  sampler.stop();
  const serverPeakMb = sampler.peakMb(server.pid) ?? null;
  const serverStartMb = sampler.firstMb(server.pid) ?? null;
  const baselinePeakMb = sampler.peakMb(baseline.pid) ?? null;
  await stopChildren();

  const results = assemble({
    machine,
    database,
    rowCounts,
    businesses,
    operator: operatorResult,
    baseline: baselineResult,
    signInBurst,
    explain,
    rss: { serverStartMb, serverPeakMb, baselinePeakMb, samples: sampler.sampleCount },
    csvExport,
    customerImport,
    businessTables: await tablesWithBusinessId(),
    platformWideRows: await platformWideRows(),
  });
  const markdown = renderMarkdown(results);
  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), `${markdown}\n`);
  console.log(markdown);
  log(`\nWritten: bench/results/latest.json, bench/results/latest.md`);
  if (results.failures.length > 0) {
    log(`\nTHE BENCHMARK IS NOT VALID: ${results.failures.length} failure(s), listed above.`);
    return 1;
  }
  return 0;
}

interface PreparedBusiness {
  business: BusinessUnderTest;
  /** The raw session token, to capture the server's session lookup in process. */
  token: string;
  visits: number;
  customers: number;
  /** What the new calls were asked for, for the report. */
  picks: Record<string, string>;
}

/** Signs in through the REST facade; the session's cookie and its raw token. */
async function signInAs(baseUrl: string, phone: string, password: string) {
  const signIn = await call(baseUrl, { method: 'POST', path: '/api/v1/users/login', body: { phoneNumber: phone, password } });
  const user = (signIn.json as { data?: { user?: { id: string; role: string; businessId: string | null } } } | undefined)?.data?.user;
  const token = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  return { status: signIn.status, text: signIn.text, user, token, cookie: token ? `${SESSION_COOKIE}=${token}` : undefined };
}

/**
 * A technician or customer of the business signed in, with the caller and scope the server's own
 * admission step (the one both doors use) makes of their session, for the same call in process.
 */
async function signInMember<A extends 'EMPLOYEE' | 'CUSTOMER'>(baseUrl: string, role: A, phone: string, label: string): Promise<SignedInMember<CallerOf<A>>> {
  const signedIn = await signInAs(baseUrl, phone, PASSWORD);
  if (signedIn.status !== 200 || signedIn.user?.role !== role || !signedIn.token || !signedIn.cookie) {
    throw new Error(`Signing in to the ${label} business as its ${role.toLowerCase()} ${phone} failed (${signedIn.status}: ${signedIn.text.slice(0, 200)})`);
  }
  const { caller, scope } = admit(role, await resolveSession(recording.deps, signedIn.token), 'query');
  return { phone, cookie: signedIn.cookie, caller, scope };
}

/**
 * Signs in, and reads what the calls need: a search term, a customer's phone, a technician, a
 * technician and a customer to sign in as, a valid new visit and invoice, invoices to pay and some
 * invoices' PDFs of this business. Every pick is ordered fully, so the same data gives the same
 * picks, and leaves out the benchmark's own writes, which grow from run to run.
 */
async function prepareBusiness(baseUrl: string, label: 'large' | 'small', phone: string): Promise<PreparedBusiness> {
  const signIn = await signInAs(baseUrl, phone, PASSWORD);
  const user = signIn.user;
  if (signIn.status !== 200 || !user?.businessId || user.role !== 'ADMIN') {
    throw new Error(
      `Signing in to the ${label} business as ${phone} failed (${signIn.status}: ${signIn.text.slice(0, 200)}). ` +
        'Is this the scale data (npm run seed:scale)? Otherwise set BENCH_LARGE_PHONE, BENCH_SMALL_PHONE and BENCH_PASSWORD to a business owner.',
    );
  }
  const { token, cookie } = signIn;
  if (!token || !cookie) throw new Error(`Signing in as ${phone} set no ${SESSION_COOKIE} cookie`);
  const businessId = user.businessId;

  const { rows: sizes } = await pool.query<{ visits: string; customers: string }>(
    'select (select count(*) from visits where business_id = $1) as visits, (select count(*) from customers where business_id = $1) as customers',
    [businessId],
  );
  const search = process.env.BENCH_SEARCH || (await commonSurname(businessId));
  const invoiceIds = await invoicesSpread(businessId, INVOICE_PDFS);

  const customers = await call(baseUrl, { method: 'GET', path: '/api/v1/admin/customer?page=1&pageSize=1', cookie });
  const employees = await call(baseUrl, { method: 'GET', path: '/api/v1/admin/employee?page=1&pageSize=1', cookie });
  const customer = (customers.json as { data?: { id: string; customerProduct: { id: string }[] }[] } | undefined)?.data?.[0];
  const employee = (employees.json as { data?: { id: string }[] } | undefined)?.data?.[0];
  if (!customer || !employee) throw new Error(`The ${label} business needs at least one customer and one employee to create visits`);
  const servicePlans = await servicePlansOf(baseUrl, cookie, label, businessId, employee.id);

  const visitList = await visitListPicks(label, businessId);
  const technicianPhone = await busiestTechnicianPhone(label, businessId);
  const portalCustomerPhone = await portalCustomerPhoneOf(label, businessId);
  const technician = await signInMember(baseUrl, 'EMPLOYEE', technicianPhone, label);
  const portalCustomer = await signInMember(baseUrl, 'CUSTOMER', portalCustomerPhone, label);
  const product = await invoicedProduct(label, businessId);
  const invoiceLine = { productID: product.id, quantity: 1, unitPrice: product.price, gstRate: 18 };
  const newInvoice = { customerID: customer.id, invoiceDate: BENCH_DOCUMENT_DATE, lines: [invoiceLine], notes: BENCH_INVOICE_NOTES };
  // Enough of the product that one invoice takes many runs' payments.
  const targetLine = { ...invoiceLine, quantity: Math.max(1, Math.ceil((10 * PAYMENT_TARGET_MIN_BALANCE) / Math.max(product.price, 1))) };
  const paymentTargets = await paymentTargetsOf(baseUrl, cookie, label, businessId, { ...newInvoice, lines: [targetLine], notes: BENCH_PAYMENT_TARGET_NOTES });
  const payments = paymentTargets.map((invoiceID) => ({ invoiceID, amount: 1, mode: 'CASH', paidOn: BENCH_DOCUMENT_DATE, reference: 'Benchmark payment' }));

  log(
    `Signed in to the ${label} business ${businessId} as ${phone}: ${sizes[0]?.visits} visits, search "${search}", ${invoiceIds.length} invoices' PDFs, ` +
      `phone search ${visitList.phone}, technician ${technicianPhone}, customer ${portalCustomerPhone}, ${paymentTargets.length} invoices to pay.`,
  );
  return {
    token,
    visits: Number(sizes[0]?.visits ?? 0),
    customers: Number(sizes[0]?.customers ?? 0),
    picks: {
      'visit list searched by the phone of the customer with the most visits': visitList.phone,
      'visit list narrowed to the technician with the most visits': visitList.employeeId,
      "technician's day as the technician with the most visits today (then the busiest)": technicianPhone,
      "customer's products as the customer with the most purchases who can sign in": portalCustomerPhone,
      'invoices created for the customer': `${customer.id}, one ${product.name} each, dated ${BENCH_DOCUMENT_DATE}`,
      'payments of ₹1 in turn against': `${paymentTargets.length} invoices of the benchmark's own ("${BENCH_PAYMENT_TARGET_NOTES}", dated ${BENCH_DOCUMENT_DATE})`,
    },
    business: {
      label,
      phone,
      password: PASSWORD,
      cookie,
      scope: { businessId },
      search,
      newVisit: {
        customerID: customer.id,
        employeeID: employee.id,
        customerProductId: customer.customerProduct[0]?.id ?? null,
        serviceDiscription: BENCH_VISIT_DESCRIPTION,
        serviceCharges: 350,
        visitDate: BENCH_VISIT_DATE,
        // Done, booking no follow-up: a visit still to do in 2001 would join the due list's overdue ones.
        autoVisitTime: 0,
        PaymentStatus: 'PENDING',
        isDone: true,
      },
      invoiceIds,
      servicePlans,
      phoneSearch: visitList.phone,
      visitEmployeeId: visitList.employeeId,
      technician,
      customer: portalCustomer,
      newInvoice,
      payments,
    },
  };
}

/**
 * The visit list's searches by phone and by technician: the full phone number of the customer
 * with the most visits, and the technician with the most visits, the benchmark's own visits left
 * out (they all go to one customer and one technician, and grow every run).
 */
async function visitListPicks(label: string, businessId: string): Promise<{ phone: string; employeeId: string }> {
  const { rows: customers } = await pool.query<{ phone_number: string }>(
    `select u.phone_number from visits v
       join customers c on c.business_id = v.business_id and c.id = v.customer_id
       join users u on u.business_id = c.business_id and u.id = c.user_id
      where v.business_id = $1 and v.service_description is distinct from $2
      group by c.id, u.phone_number order by count(*) desc, c.id limit 1`,
    [businessId, BENCH_VISIT_DESCRIPTION],
  );
  const { rows: employees } = await pool.query<{ employee_id: string }>(
    `select employee_id from visits
      where business_id = $1 and employee_id is not null and service_description is distinct from $2
      group by employee_id order by count(*) desc, employee_id limit 1`,
    [businessId, BENCH_VISIT_DESCRIPTION],
  );
  const phone = customers[0]?.phone_number;
  const employeeId = employees[0]?.employee_id;
  if (!phone || !employeeId) throw new Error(`The ${label} business has no visit with a customer and a technician to search the visit list by`);
  return { phone, employeeId };
}

/** The phone of the technician with the most visits today, then with the most visits, who can sign in. */
async function busiestTechnicianPhone(label: string, businessId: string): Promise<string> {
  const today = visitDayBounds(config.businessTimeZone, new Date());
  const { rows } = await pool.query<{ phone_number: string }>(
    `select u.phone_number from employees e
       join users u on u.business_id = e.business_id and u.id = e.user_id
       left join visits v on v.business_id = e.business_id and v.employee_id = e.id and v.service_description is distinct from $4
      where e.business_id = $1 and u.password_hash is not null
      group by e.id, u.phone_number
      order by count(v.id) filter (where v.visit_date >= $2 and v.visit_date < $3) desc, count(v.id) desc, e.id limit 1`,
    [businessId, today.todayStart, today.tomorrowStart, BENCH_VISIT_DESCRIPTION],
  );
  const phone = process.env[`BENCH_${label.toUpperCase()}_TECHNICIAN_PHONE`] || rows[0]?.phone_number;
  if (!phone) throw new Error(`The ${label} business has no technician who can sign in; set BENCH_${label.toUpperCase()}_TECHNICIAN_PHONE`);
  return phone;
}

/** The phone of the customer with the most purchases among those who can sign in to the portal. */
async function portalCustomerPhoneOf(label: string, businessId: string): Promise<string> {
  const { rows } = await pool.query<{ phone_number: string }>(
    `select u.phone_number from customers c
       join users u on u.business_id = c.business_id and u.id = c.user_id
       join customer_products cp on cp.business_id = c.business_id and cp.customer_id = c.id
      where c.business_id = $1 and u.password_hash is not null
      group by c.id, u.phone_number order by count(*) desc, c.id limit 1`,
    [businessId],
  );
  const phone = process.env[`BENCH_${label.toUpperCase()}_CUSTOMER_PHONE`] || rows[0]?.phone_number;
  if (!phone) throw new Error(`The ${label} business has no customer with a purchase who can sign in; set BENCH_${label.toUpperCase()}_CUSTOMER_PHONE`);
  return phone;
}

/** The product the benchmark's invoices sell: the business's dearest (then the first by id). */
async function invoicedProduct(label: string, businessId: string): Promise<{ id: string; name: string; price: number }> {
  const { rows } = await pool.query<{ id: string; name: string; price: string }>(
    'select id, name, price from products where business_id = $1 order by price desc, id limit 1',
    [businessId],
  );
  const product = rows[0];
  if (!product) throw new Error(`The ${label} business has no product to invoice`);
  return { id: product.id, name: product.name, price: Number(product.price) };
}

/** How many invoices the payments go round, and the balance each must have left for a run's ₹1 payments. */
const PAYMENT_TARGETS = 32;
const PAYMENT_TARGET_MIN_BALANCE = 2_000;

/**
 * The invoices the payment write pays, ₹1 at a time: the benchmark's own (dated long ago, so no
 * screen's month sees them), created through the REST facade the first time and used run after
 * run while their balance lasts, so the business's own invoices never change. Spread over
 * several invoices, concurrent payments do not all wait on one invoice's row lock.
 */
async function paymentTargetsOf(
  baseUrl: string,
  cookie: string,
  label: string,
  businessId: string,
  invoice: Record<string, unknown>,
): Promise<string[]> {
  const targets = async () =>
    (
      await pool.query<{ id: string }>(
        `select id from invoices
          where business_id = $1 and kind = 'INVOICE' and notes = $2 and invoice_date = $3 and cancelled_at is null
            and total - amount_paid >= $4
          order by number limit $5`,
        [businessId, BENCH_PAYMENT_TARGET_NOTES, BENCH_DOCUMENT_DATE, PAYMENT_TARGET_MIN_BALANCE, PAYMENT_TARGETS],
      )
    ).rows.map((row) => row.id);
  const found = await targets();
  for (let missing = PAYMENT_TARGETS - found.length; missing > 0; missing -= 1) {
    const created = await call(baseUrl, { method: 'POST', path: '/api/v1/admin/invoice', cookie, body: invoice });
    if (created.status !== 201) throw new Error(`Creating an invoice for the ${label} business's payments answered ${created.status}: ${created.text.slice(0, 300)}`);
  }
  const ready = found.length === PAYMENT_TARGETS ? found : await targets();
  if (ready.length < PAYMENT_TARGETS) {
    throw new Error(
      `The ${label} business's invoices for the payments have too little left to pay (${ready.length} of ${PAYMENT_TARGETS} with ₹${PAYMENT_TARGET_MIN_BALANCE}); is its dearest product cheaper than that?`,
    );
  }
  return ready;
}

/** Signs in as the platform operator, and reads what the console's calls need: a common business name fragment. */
async function prepareOperator(baseUrl: string): Promise<{ operator: OperatorUnderTest; summary: Omit<OperatorResult, 'operations'> }> {
  const signIn = await call(baseUrl, { method: 'POST', path: '/api/v1/users/login', body: { phoneNumber: OPERATOR_PHONE, password: OPERATOR_PASSWORD } });
  const user = (signIn.json as { data?: { user?: { role: string } } } | undefined)?.data?.user;
  if (signIn.status !== 200 || user?.role !== 'SUPERADMIN') {
    throw new Error(
      `Signing in as the platform operator ${OPERATOR_PHONE} failed (${signIn.status}: ${signIn.text.slice(0, 200)}). ` +
        'The bench signs in with the SUPERADMIN_PHONE and SUPERADMIN_PASSWORD the server is started with; set BENCH_SUPERADMIN_PHONE and BENCH_SUPERADMIN_PASSWORD for another superadmin.',
    );
  }
  const cookie = signIn.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`Signing in as ${OPERATOR_PHONE} set no ${SESSION_COOKIE} cookie`);
  const { rows: sizes } = await pool.query<{ businesses: string; tickets: string }>(
    'select (select count(*) from businesses) as businesses, (select count(*) from help_desk_tickets) as tickets',
  );
  const search = process.env.BENCH_OPERATOR_SEARCH || (await commonBusinessNameFragment());
  const businesses = Number(sizes[0]?.businesses ?? 0);
  const helpDeskTickets = Number(sizes[0]?.tickets ?? 0);
  log(`Signed in as the platform operator ${OPERATOR_PHONE}: ${businesses} businesses, ${helpDeskTickets} help desk tickets, search "${search}".`);
  return {
    operator: { phone: OPERATOR_PHONE, cookie, search },
    summary: { phone: OPERATOR_PHONE, businesses, helpDeskTickets, search },
  };
}

/**
 * What the service-plan calls ask for: how far the due list's next 30 days go (X-Total-Count of
 * its first page), the technician with the most visits due in them, and a contracted purchase's
 * serial number (the first in order, the same on every run of the same data).
 */
async function servicePlansOf(
  baseUrl: string,
  cookie: string,
  label: string,
  businessId: string,
  anyEmployeeId: string,
): Promise<BusinessUnderTest['servicePlans']> {
  const firstPage = await call(baseUrl, { method: 'GET', path: '/api/v1/admin/due?range=month&page=1&pageSize=10', cookie });
  const total = Number(firstPage.headers.get('x-total-count'));
  if (firstPage.status !== 200 || !Number.isFinite(total)) {
    throw new Error(`The ${label} business's due list answered ${firstPage.status} (X-Total-Count ${firstPage.headers.get('x-total-count')}): ${firstPage.text.slice(0, 200)}`);
  }
  const { rows: technicians } = await pool.query<{ employee_id: string }>(
    `select employee_id from visits
      where business_id = $1 and status in ('scheduled', 'missed') and employee_id is not null
        and visit_date >= now() and visit_date < now() + interval '30 days'
      group by employee_id order by count(*) desc, employee_id limit 1`,
    [businessId],
  );
  const { rows: serials } = await pool.query<{ serial_number: string }>(
    `select cp.serial_number from customer_products cp
      where cp.business_id = $1 and cp.serial_number is not null
        and exists (select 1 from amc_contracts ac where ac.business_id = cp.business_id and ac.customer_product_id = cp.id)
      order by cp.serial_number limit 1`,
    [businessId],
  );
  const serial = process.env.BENCH_SERIAL || serials[0]?.serial_number;
  if (!serial) throw new Error(`The ${label} business has no purchase under contract with a serial number (is this the scale data?); set BENCH_SERIAL`);
  return { dueMonthPage: furthestDuePage(total, 10), technicianId: technicians[0]?.employee_id ?? anyEmployeeId, serial };
}

/** How many invoices' PDFs are asked for in turn. */
const INVOICE_PDFS = 20;

/**
 * `count` of the business's invoices, evenly spaced in date order over its years (old and new,
 * paid and unpaid), the same ones on every run of the same data: the benchmark's own invoices,
 * which every run adds to, are left out.
 */
async function invoicesSpread(businessId: string, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from (
       select id, row_number() over (order by invoice_date, number) as position, count(*) over () as total
       from invoices where business_id = $1 and kind = 'INVOICE' and notes is distinct from $3 and notes is distinct from $4
     ) numbered
     where (position - 1) % greatest(total / $2, 1) = 0
     order by position limit $2`,
    [businessId, count, BENCH_INVOICE_NOTES, BENCH_PAYMENT_TARGET_NOTES],
  );
  return rows.map((row) => row.id);
}

/** The rows of each platform-wide table now, as the EXPLAINs just saw them (the import has added a business since the start). */
async function platformWideRows(): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of PLATFORM_WIDE_TABLES) {
    const { rows: counted } = await pool.query<{ count: string }>(`select count(*) as count from ${table}`);
    rows[table] = Number(counted[0]?.count ?? 0);
  }
  return rows;
}

async function tablesWithBusinessId(): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'business_id'",
  );
  return rows.map((row) => row.table_name);
}

/** The most frequent last word of the business names (their owners' full names): a search the operator makes. */
async function commonBusinessNameFragment(): Promise<string> {
  const { rows } = await pool.query<{ fragment: string }>(
    `select split_part(fullname, ' ', -1) as fragment from users
      where role = 'ADMIN' and business_id is not null and length(split_part(fullname, ' ', -1)) >= 3
      group by 1 order by count(*) desc, 1 limit 1`,
  );
  return rows[0]?.fragment ?? 'a';
}

/** The most frequent last name among the business's customers: a search a shop owner makes. */
async function commonSurname(businessId: string): Promise<string> {
  const { rows } = await pool.query<{ surname: string }>(
    `select split_part(u.fullname, ' ', -1) as surname
       from customers c join users u on u.id = c.user_id
      where c.business_id = $1 and length(split_part(u.fullname, ' ', -1)) >= 3
      group by 1 order by count(*) desc, 1 limit 1`,
    [businessId],
  );
  return rows[0]?.surname ?? 'a';
}

/**
 * The bare handler's visit list page 1, after checking it answers as Sevak does: its latency at
 * c=1 (after a warm-up), then Sevak and the bare handler at c=32 in interleaved rounds, the
 * order alternating, so a change in the machine's load falls on both alike.
 */
async function measureBaseline(server: ChildServer, baseline: ChildServer, sevakRequest: BenchRequest): Promise<BenchResults['baseline']> {
  const request: BenchRequest = { method: 'GET', path: '/api/v1/admin/visit?page=1&pageSize=10', cookie: sevakRequest.cookie };
  const [check, sevakCheck] = [await call(baseline.baseUrl, request), await call(server.baseUrl, sevakRequest)];
  if (check.status !== 200) throw new Error(`The bare handler answered ${check.status}: ${check.text.slice(0, 300)}`);
  // The same visits in the same order (the bare handler sends a total only when it is a plain count: see pageOf there).
  const idsOf = (answer: { json: unknown }) => ((answer.json as { data?: { id?: unknown }[] } | undefined)?.data ?? []).map((row) => String(row.id)).join(',');
  const bareTotal = check.headers.get('x-total-count');
  if (idsOf(check) !== idsOf(sevakCheck) || (bareTotal !== null && bareTotal !== sevakCheck.headers.get('x-total-count'))) {
    throw new Error(
      `The bare handler's page differs from Sevak's: visits ${idsOf(check) || 'none'} of ${bareTotal} against ${idsOf(sevakCheck) || 'none'} of ${sevakCheck.headers.get('x-total-count')}`,
    );
  }
  log('bare handler: visit list, page 1…');
  const phases = PHASES.read;
  await settle(baseline);
  await runLoad(baseline.baseUrl, request, scaled(phases.warmUp));
  await settle(baseline);
  const c1 = await runLoad(baseline.baseUrl, request, scaled(phases.c1));
  log(`  c=1 p50 ${c1.latencyMs.p50} ms, p95 ${c1.latencyMs.p95} ms (${c1.responses} requests)`);

  const shape = scaled({ connections: 32, durationSeconds: BASELINE_ROUNDS.seconds });
  const rounds: BaselineRound[] = [];
  for (let index = 0; index < BASELINE_ROUNDS.rounds; index += 1) {
    const first = index % 2 === 0 ? 'sevak' : 'bare';
    const measured: Partial<Record<'sevak' | 'bare', LoadResult>> = {};
    for (const which of first === 'sevak' ? (['sevak', 'bare'] as const) : (['bare', 'sevak'] as const)) {
      const target = which === 'sevak' ? server : baseline;
      await settle(target);
      measured[which] = await runLoad(target.baseUrl, which === 'sevak' ? sevakRequest : request, shape);
    }
    ensureRunning(server);
    ensureRunning(baseline);
    const measuredRound: BaselineRound = { round: index + 1, first, sevak: measured.sevak!, bare: measured.bare! };
    log(`  round ${measuredRound.round} at c=32: Sevak ${measuredRound.sevak.requestsPerSecond} req/s, bare ${measuredRound.bare.requestsPerSecond} req/s`);
    rounds.push(measuredRound);
  }
  await settle(server);
  const sevakRequestsPerSecond = round(rounds.reduce((sum, each) => sum + each.sevak.requestsPerSecond, 0), 1);
  const bareRequestsPerSecond = round(rounds.reduce((sum, each) => sum + each.bare.requestsPerSecond, 0), 1);
  const ratio = round(sevakRequestsPerSecond / Math.max(bareRequestsPerSecond, 0.001), 2);
  log(`  Sevak / bare at c=32, summed over ${rounds.length} rounds: ${ratio}`);
  return { c1, rounds, sevakRequestsPerSecond, bareRequestsPerSecond, ratio };
}

/**
 * Who signs in at once: the large business's staff, as at opening time (its technicians who can
 * sign in, in phone order, then its owner), each account as often as needed to make up the burst.
 */
async function burstPhones(large: PreparedBusiness): Promise<string[]> {
  const { rows } = await pool.query<{ phone_number: string }>(
    `select u.phone_number from employees e join users u on u.business_id = e.business_id and u.id = e.user_id
      where e.business_id = $1 and u.password_hash is not null order by u.phone_number limit $2`,
    [large.business.scope.businessId, SIGN_IN_BURST - 1],
  );
  const accounts = [...rows.map((row) => row.phone_number), large.business.phone];
  return Array.from({ length: SIGN_IN_BURST }, (_, index) => accounts[index % accounts.length]!);
}

/**
 * 32 sign-ins to the large business sent at once, as its staff might all open the app at
 * opening time: how long until the last is answered, whether every one was, and the server's
 * memory while argon2 works through them (sampled every 20 ms, so the peak is not missed).
 */
async function measureSignInBurst(server: ChildServer, phones: string[]): Promise<SignInBurstResult> {
  log(`large: ${phones.length} sign-ins at once (${new Set(phones).size} accounts)…`);
  await settle(server);
  sampler?.startWindow();
  const rssBeforeMb = sampler?.windowPeakMb(server.pid) ?? null;
  const stopSampling = sampler?.sampleEvery(20);
  const started = performance.now();
  const answers = await Promise.all(
    phones.map(async (phone) => {
      const sent = performance.now();
      try {
        const answer = await call(server.baseUrl, { method: 'POST', path: '/api/v1/users/login', body: { phoneNumber: phone, password: PASSWORD } });
        return { status: answer.status, ms: performance.now() - sent, text: answer.text };
      } catch (error) {
        return { status: 0, ms: performance.now() - sent, text: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  const wallMs = performance.now() - started;
  stopSampling?.();
  ensureRunning(server);
  const rssPeakMb = sampler?.windowPeakMb(server.pid) ?? null;
  await settle(server);

  const statusCounts: Record<string, number> = {};
  for (const answer of answers) if (answer.status > 0) statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
  const errors = answers.filter((answer) => answer.status === 0).length;
  const non2xx = answers.filter((answer) => answer.status > 0 && (answer.status < 200 || answer.status > 299)).length;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.find((answer) => answer.status < 200 || answer.status > 299);
  const result: SignInBurstResult = {
    requests: phones.length,
    accounts: new Set(phones).size,
    wallMs: round(wallMs, 0),
    statusCounts,
    non2xx,
    errors,
    latencyMs: { p50: round(times[Math.ceil(times.length / 2) - 1] ?? 0, 2), max: round(times.at(-1) ?? 0, 2) },
    rssBeforeMb,
    rssPeakMb,
    ...(failed ? { failureSample: `${failed.status || 'no response'}: ${failed.text.slice(0, 300)}` } : {}),
  };
  log(`  all answered in ${result.wallMs} ms, ${non2xx} non-2xx, ${errors} errors; RSS ${rssBeforeMb} → ${rssPeakMb} MB (peak)`);
  return result;
}

/** Stops the run when a server it measures has gone: every later figure would be a connection error. */
function ensureRunning(server: ChildServer): void {
  const ended = server.exitedOnItsOwn();
  if (ended) throw new Error(`${server.name} (pid ${server.pid}) ended on its own (${ended}) in the middle of the benchmark`);
}

/** Warm-up, c=1, c=32, each started only once the server has finished the previous phase's requests. */
async function loadPhases(server: ChildServer, request: BenchRequest, kind: Operation['kind']): Promise<[LoadResult, LoadResult]> {
  const phases = PHASES[kind];
  const results: LoadResult[] = [];
  for (const shape of [phases.warmUp, phases.c1, phases.c32]) {
    await settle(server);
    results.push(await runLoad(server.baseUrl, request, scaled(shape)));
  }
  await settle(server);
  ensureRunning(server);
  return [results[1]!, results[2]!];
}

/**
 * Waits until the server and PostgreSQL have finished the requests a phase left in flight: the
 * load generator abandons them when its time is up, but their queries run on.
 */
async function settle(server: ChildServer): Promise<void> {
  const deadline = Date.now() + 30_000;
  await waitUntilIdle(server.pid);
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ active: string }>(
      "select count(*) as active from pg_stat_activity where application_name = $1 and state <> 'idle'",
      [SERVER_APP_NAME],
    );
    if (Number(rows[0]?.active ?? 0) === 0) return;
    await sleep(250);
  }
}

/**
 * The large business's whole visit list (its 100,000 visits) as CSV, read once as a browser saves
 * it: rows a second, and the server's memory just before, at its peak while the file streamed,
 * and just after. The file is read page by page from the database, so the peak should stay near
 * the memory before, however many visits there are.
 */
async function measureVisitExport(server: ChildServer, large: PreparedBusiness): Promise<CsvExportResult> {
  const path = '/api/v1/admin/export/visits.csv';
  await settle(server);
  const { rows: counted } = await pool.query<{ visits: string }>('select count(*) as visits from visits where business_id = $1', [
    large.business.scope.businessId,
  ]);
  const visits = Number(counted[0]?.visits ?? 0);
  log(`large: the visit list as CSV (${visits} visits)…`);
  sampler?.startWindow();
  const rssBeforeMb = sampler?.windowPeakMb(server.pid) ?? null;
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: large.business.cookie } });
  let bytes = 0;
  let lineEnds = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 0x0a) lineEnds += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const rssPeakMb = sampler?.windowPeakMb(server.pid) ?? null;
  await settle(server);
  sampler?.startWindow();
  const rssAfterMb = sampler?.windowPeakMb(server.pid) ?? null;
  // Every record ends in CRLF; the first is the header.
  const rows = Math.max(0, lineEnds - 1);
  const rowsPerSecond = round(rows / Math.max(seconds, 0.001), 0);
  const rssGrowthMb = rssBeforeMb === null || rssPeakMb === null ? null : round(rssPeakMb - rssBeforeMb, 1);
  log(`  ${response.status}: ${rows} rows in ${round(seconds, 1)} s, ${rowsPerSecond} rows/s; RSS ${rssBeforeMb} → ${rssPeakMb} (peak) → ${rssAfterMb} MB`);
  return { path, status: response.status, visits, rows, bytes, seconds: round(seconds, 2), rowsPerSecond, rssBeforeMb, rssPeakMb, rssAfterMb, rssGrowthMb };
}

async function measure(server: ChildServer, business: string, operation: Operation): Promise<OperationResult> {
  log(`${business}: ${operation.label}…`);
  sampler?.startWindow();
  const [c1, c32] = await loadPhases(server, operation.request, operation.kind);
  const peakRssMb = sampler?.windowPeakMb(server.pid) ?? null;
  log(
    `  c=1 p50 ${c1.latencyMs.p50} ms, p95 ${c1.latencyMs.p95} ms (${c1.responses} requests); c=32 ${c32.requestsPerSecond} req/s; RSS ${peakRssMb} MB` +
      (c1.non2xx + c32.non2xx + c1.errors + c32.errors > 0 ? `  NON-2XX/ERRORS: ${c1.failureSample ?? c32.failureSample}` : ''),
  );
  return { key: operation.key, label: operation.label, kind: operation.kind, c1, c32, peakRssMb };
}

/**
 * The bare handler's statements: the server's own, in its order (sessions.service.ts
 * inSessionScope): the platform scope and session lookup the session capture ran, then the
 * business scope and list statements the visit list ran, with the token hash and business id
 * marked so the handler fills in those of each request's session.
 */
function baselineSpec(session: Capture, visitList: Capture, large: PreparedBusiness): BaselineSpec {
  const tokenHash = hashSessionToken(large.token);
  const businessId = large.business.scope.businessId;
  const toSpec = (query: CapturedQuery): SpecStatement => ({
    sql: query.sql,
    parameters: query.parameters.map((value): SpecParameter => {
      if (Buffer.isBuffer(value)) return value.equals(tokenHash) ? { kind: 'tokenHash' } : { kind: 'bytes', hex: value.toString('hex') };
      if (value === businessId) return { kind: 'businessId' };
      if (value instanceof Date) return { kind: 'value', value: value.toISOString() };
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return { kind: 'value', value: value as string | number | boolean | null };
      throw new Error(`The visit list's SQL has a parameter the bare handler cannot pass on: ${String(value)}`);
    }),
  });
  const lookup = session.queries.find((query) => /^\s*select\b/i.test(query.sql) && /token_hash/.test(query.sql));
  if (!lookup?.scope) throw new Error(`Could not capture the session lookup and its scope: ${session.error ?? 'no scoped select on token_hash'}`);
  const businessScope = visitList.queries[0]?.scope;
  if (!businessScope || visitList.queries.some((query) => query.scope !== businessScope)) {
    throw new Error("The visit list's statements did not all run in one business scope");
  }
  return {
    cookieName: SESSION_COOKIE,
    platformScope: toSpec(lookup.scope),
    session: toSpec(lookup),
    businessScope: toSpec(businessScope),
    list: visitList.queries.map(toSpec),
    poolMax: config.poolMax,
    statementTimeoutMs: config.statementTimeoutMs,
  };
}

async function explainCapture(
  key: string,
  label: string,
  kind: ExplainedOperation['kind'],
  capture: Capture,
): Promise<ExplainedOperation> {
  const queries = [];
  for (const query of capture.queries) queries.push(await explainQuery(pool, query));
  return { key, label, kind, scoped: capture.scoped, queries, ...(capture.error ? { captureError: capture.error } : {}) };
}

/** A target over several calls' c=1 p95: met when every one is under `limit`; the detail names those over it, or the slowest. */
function p95Verdict(target: string, operations: OperationResult[], limit: number): TargetVerdict {
  if (operations.length === 0) return { target, ok: null, detail: 'no such call measured' };
  const over = operations.filter((operation) => operation.c1.latencyMs.p95 >= limit);
  const slowest = [...operations].sort((a, b) => b.c1.latencyMs.p95 - a.c1.latencyMs.p95)[0]!;
  const named = (operation: OperationResult) => `${operation.label} ${operation.c1.latencyMs.p95} ms`;
  return over.length === 0
    ? { target, ok: true, detail: `all ${operations.length}; slowest ${named(slowest)}` }
    : { target, ok: false, detail: `${over.length} of ${operations.length} over: ${over.map(named).join(', ')}` };
}

function assemble(parts: {
  machine: BenchResults['machine'];
  database: string;
  rowCounts: Record<string, number>;
  businesses: BusinessResult[];
  operator: OperatorResult;
  baseline: BenchResults['baseline'];
  signInBurst: SignInBurstResult;
  explain: ExplainedOperation[];
  rss: BenchResults['rss'];
  csvExport: CsvExportResult;
  customerImport: CustomerImportResult;
  /** Tables with a business_id column: a sequential scan of one reads every business's rows. */
  businessTables: string[];
  /** The rows of each of PLATFORM_WIDE_TABLES when the SQL was explained. */
  platformWideRows: Record<string, number>;
}): BenchResults {
  const [large, small] = parts.businesses as [BusinessResult, BusinessResult];
  const { baseline, signInBurst, csvExport, customerImport, rss } = parts;
  const failures: string[] = [];
  const misses: string[] = [];
  const loads: [string, LoadResult][] = [
    ...parts.businesses.flatMap((business) =>
      business.operations.flatMap((operation): [string, LoadResult][] => [
        [`${business.label}: ${operation.label} at c=1`, operation.c1],
        [`${business.label}: ${operation.label} at c=32`, operation.c32],
      ]),
    ),
    ...parts.operator.operations.flatMap((operation): [string, LoadResult][] => [
      [`operator: ${operation.label} at c=1`, operation.c1],
      [`operator: ${operation.label} at c=32`, operation.c32],
    ]),
    ['bare handler at c=1', baseline.c1],
    ...baseline.rounds.flatMap((each): [string, LoadResult][] => [
      [`Sevak's visit list, round ${each.round} at c=32`, each.sevak],
      [`bare handler, round ${each.round} at c=32`, each.bare],
    ]),
  ];
  for (const [name, load] of loads) {
    if (load.non2xx > 0 || load.errors > 0 || load.responses === 0) {
      const unanswered = load.unanswered > 0 ? `, ${load.unanswered} unanswered when the phase ended` : '';
      failures.push(
        `${name}: ${load.non2xx} non-2xx, ${load.errors} errors of ${load.responses} responses${unanswered}${load.failureSample ? ` — ${load.failureSample}` : ''}`,
      );
    }
  }
  if (signInBurst.non2xx > 0 || signInBurst.errors > 0) {
    failures.push(
      `the burst of ${signInBurst.requests} sign-ins: ${signInBurst.non2xx} non-2xx, ${signInBurst.errors} without a response${signInBurst.failureSample ? ` — ${signInBurst.failureSample}` : ''}`,
    );
  }

  for (const operation of large.operations) {
    const target = p95TargetOf(operation.kind);
    if (target !== null && operation.c1.latencyMs.p95 >= target) {
      misses.push(`large: ${operation.label} p95 ${operation.c1.latencyMs.p95} ms at c=1 (target < ${target} ms)`);
    }
  }
  // The operator's console reads against the same budget as a business's screens.
  for (const operation of parts.operator.operations) {
    const target = p95TargetOf(operation.kind);
    if (target !== null && operation.c1.latencyMs.p95 >= target) {
      misses.push(`operator: ${operation.label} p95 ${operation.c1.latencyMs.p95} ms at c=1 (target < ${target} ms)`);
    }
  }
  const largeVsSmall = large.operations.flatMap((operation) => {
    const other = small.operations.find((candidate) => candidate.key === operation.key);
    if (!other) return [];
    const row = {
      key: operation.key,
      kind: operation.kind,
      label: operation.label.replace(/"[^"]*"/, 'a common surname'),
      largeP50: operation.c1.latencyMs.p50,
      smallP50: other.c1.latencyMs.p50,
      ratioP50: round(operation.c1.latencyMs.p50 / Math.max(other.c1.latencyMs.p50, 0.01), 2),
      largeP95: operation.c1.latencyMs.p95,
      smallP95: other.c1.latencyMs.p95,
      ratioP95: round(operation.c1.latencyMs.p95 / Math.max(other.c1.latencyMs.p95, 0.01), 2),
    };
    if (operation.kind === 'read' && row.ratioP95 > TARGETS.largeVsSmallMax) {
      misses.push(`${row.label}: large is ${row.ratioP95}× small at p95 (${row.largeP95} against ${row.smallP95} ms; target ≤ ${TARGETS.largeVsSmallMax}×)`);
    }
    return [row];
  });

  const visitList = large.operations.find((operation) => operation.key === 'visits-page-1')!;
  const dueVsVisitList = large.operations
    .filter((operation) => SERVICE_PLAN_KEYS.includes(operation.key))
    .map((operation) => ({
      key: operation.key,
      label: operation.label,
      p50: operation.c1.latencyMs.p50,
      p95: operation.c1.latencyMs.p95,
      ratioP50: round(operation.c1.latencyMs.p50 / Math.max(visitList.c1.latencyMs.p50, 0.01), 2),
      ratioP95: round(operation.c1.latencyMs.p95 / Math.max(visitList.c1.latencyMs.p95, 0.01), 2),
    }));
  const duePages = dueVsVisitList.filter((row) => DUE_PAGE_KEYS.includes(row.key));
  for (const row of duePages) {
    if (row.ratioP95 > TARGETS.dueVsVisitListMax) {
      misses.push(`${row.label}: p95 ${row.p95} ms is ${row.ratioP95}× the visit list page 1's (target ≤ ${TARGETS.dueVsVisitListMax}×)`);
    }
  }

  if (baseline.ratio < TARGETS.baselineRatioMin) {
    misses.push(`visit list at c=32 is ${baseline.ratio}× the bare handler, summed over ${baseline.rounds.length} rounds (target ≥ ${TARGETS.baselineRatioMin})`);
  }
  if (csvExport.status !== 200 || csvExport.rows < csvExport.visits) {
    failures.push(`the visit list as CSV: ${csvExport.status}, ${csvExport.rows} rows of ${csvExport.visits} visits`);
  }
  if (csvExport.rowsPerSecond < TARGETS.exportRowsPerSecondMin) {
    misses.push(`the visit list as CSV at ${csvExport.rowsPerSecond} rows/s (target ≥ ${TARGETS.exportRowsPerSecondMin})`);
  }
  if (csvExport.rssGrowthMb !== null && csvExport.rssGrowthMb >= TARGETS.exportRssGrowthMaxMb) {
    misses.push(`the visit list as CSV grew the server's RSS by ${csvExport.rssGrowthMb} MB (target < ${TARGETS.exportRssGrowthMaxMb} MB)`);
  }
  if (customerImport.importSeconds >= TARGETS.customerImportMaxSeconds) {
    misses.push(`${customerImport.rows} customers imported in ${customerImport.importSeconds} s (target < ${TARGETS.customerImportMaxSeconds} s)`);
  }
  if (rss.serverPeakMb !== null && rss.serverPeakMb >= TARGETS.rssMaxMb) {
    misses.push(`server peak RSS ${rss.serverPeakMb} MB (target < ${TARGETS.rssMaxMb} MB)`);
  }

  const seqScans: BenchResults['seqScans'] = [];
  const concerns = (relation: string) => parts.businessTables.includes(relation) && relation !== 'businesses';
  // The console's cross-business reads scan the one-row-per-business tables whole by design (see
  // PLATFORM_WIDE_TABLES): one pass over such a table is excused in the operator's calls. A scan
  // repeated in a loop (the inner side of a nested loop) reads it many times over and is flagged,
  // `businesses` included, though a business's own call is never flagged for it.
  const platformWide = (operation: ExplainedOperation, scan: { relation: string; rows: number }): 'once' | 'repeated' | undefined => {
    if (operation.operator !== true || !PLATFORM_WIDE_TABLES.includes(scan.relation)) return undefined;
    return scan.rows <= (parts.platformWideRows[scan.relation] ?? 0) ? 'once' : 'repeated';
  };
  const slowQueries: BenchResults['slowQueries'] = [];
  for (const operation of parts.explain) {
    if (operation.captureError) failures.push(`capturing the SQL of ${operation.label} failed: ${operation.captureError}`);
    if (!operation.captureError && operation.queries.length === 0) failures.push(`capturing the SQL of ${operation.label} found no statement`);
    operation.queries.forEach((query, index) => {
      if (query.error) failures.push(`EXPLAIN of ${operation.label}, statement ${index + 1} failed: ${query.error}`);
      for (const scan of query.seqScans) {
        const same = seqScans.find((flag) => flag.operation === operation.label && flag.query === index + 1 && flag.relation === scan.relation);
        if (same) {
          same.rows += scan.rows;
          if (platformWide(operation, scan) === 'repeated') {
            same.concern = true;
            delete same.platformWide;
          }
        } else {
          const platform = platformWide(operation, scan);
          const flag = { operation: operation.label, query: index + 1, relation: scan.relation, rows: scan.rows };
          if (platform === 'once') seqScans.push({ ...flag, concern: false, platformWide: true });
          else seqScans.push({ ...flag, concern: platform === 'repeated' || concerns(scan.relation) });
        }
      }
      // Planning counts: every request plans its statements afresh, and a many-table join under row security plans slowly.
      if (query.planningMs + query.executionMs >= TARGETS.slowQueryMs) {
        slowQueries.push({ operation: operation.label, query: index + 1, planningMs: round(query.planningMs, 2), executionMs: round(query.executionMs, 2) });
      }
    });
  }
  const seqScanConcerns = seqScans.filter((scan) => scan.concern);
  for (const flag of seqScanConcerns) {
    misses.push(`sequential scan on ${flag.relation} (${flag.rows} rows) in ${flag.operation}, statement ${flag.query}`);
  }

  const ofKind = (kind: OperationResult['kind']) => large.operations.filter((operation) => operation.kind === kind);
  const largeVsSmallReads = largeVsSmall.filter((row) => row.kind === 'read');
  const largeVsSmallOver = largeVsSmallReads.filter((row) => row.ratioP95 > TARGETS.largeVsSmallMax);
  const worstRatio = [...largeVsSmallReads].sort((a, b) => b.ratioP95 - a.ratioP95)[0];
  const burstOk = signInBurst.non2xx === 0 && signInBurst.errors === 0;
  const verdicts: TargetVerdict[] = [
    p95Verdict(`Every read at the large business, c=1 p95 < ${TARGETS.readP95Ms} ms`, ofKind('read'), TARGETS.readP95Ms),
    {
      target: `Every read at the large business within ${TARGETS.largeVsSmallMax}× the same read at the small one, c=1 p95`,
      ok: largeVsSmallReads.length === 0 ? null : largeVsSmallOver.length === 0,
      detail:
        largeVsSmallOver.length > 0
          ? `${largeVsSmallOver.length} of ${largeVsSmallReads.length} over: ${largeVsSmallOver.map((row) => `${row.label} ${row.ratioP95}×`).join(', ')}`
          : worstRatio
            ? `all ${largeVsSmallReads.length}; highest ${worstRatio.label} ${worstRatio.ratioP95}×`
            : 'no read at both businesses',
    },
    p95Verdict(`Every read of the operator's console, c=1 p95 < ${TARGETS.readP95Ms} ms`, parts.operator.operations.filter((operation) => operation.kind === 'read'), TARGETS.readP95Ms),
    p95Verdict(`Every write at the large business, c=1 p95 < ${TARGETS.writeP95Ms} ms`, ofKind('write'), TARGETS.writeP95Ms),
    p95Verdict(`Invoice PDF at the large business, c=1 p95 < ${TARGETS.documentP95Ms} ms`, ofKind('document'), TARGETS.documentP95Ms),
    {
      target: `Due list pages, c=1 p95 ≤ ${TARGETS.dueVsVisitListMax}× the visit list page 1's`,
      ok: duePages.length === 0 ? null : duePages.every((row) => row.ratioP95 <= TARGETS.dueVsVisitListMax),
      detail: duePages.map((row) => `${row.label} ${row.ratioP95}×`).join(', ') || 'not measured',
    },
    {
      target: `Visit list at c=32 ≥ ${TARGETS.baselineRatioMin}× the bare handler (same session lookup and SQL, ${baseline.rounds.length} interleaved rounds)`,
      ok: baseline.ratio >= TARGETS.baselineRatioMin,
      detail: `${baseline.ratio}× (Sevak ${baseline.sevakRequestsPerSecond} req/s, bare ${baseline.bareRequestsPerSecond} req/s, summed)`,
    },
    {
      target: `Peak server RSS < ${TARGETS.rssMaxMb} MB over the whole run, the sign-in burst included`,
      ok: rss.serverPeakMb === null ? null : rss.serverPeakMb < TARGETS.rssMaxMb,
      detail: `${rss.serverPeakMb ?? 'n/a'} MB (during the burst ${signInBurst.rssPeakMb ?? 'n/a'} MB)`,
    },
    {
      target: `${signInBurst.requests} sign-ins at once, every one 2xx`,
      ok: burstOk,
      detail: `${burstOk ? 'all' : `${signInBurst.non2xx} non-2xx, ${signInBurst.errors} errors;`} answered in ${signInBurst.wallMs} ms`,
    },
    {
      target: `CSV export of the large business's visits ≥ ${TARGETS.exportRowsPerSecondMin.toLocaleString('en-US')} rows/s`,
      ok: csvExport.rowsPerSecond >= TARGETS.exportRowsPerSecondMin,
      detail: `${csvExport.rowsPerSecond} rows/s (${csvExport.rows} rows in ${csvExport.seconds} s)`,
    },
    {
      target: `CSV export's RSS growth < ${TARGETS.exportRssGrowthMaxMb} MB`,
      ok: csvExport.rssGrowthMb === null ? null : csvExport.rssGrowthMb < TARGETS.exportRssGrowthMaxMb,
      detail: `${csvExport.rssGrowthMb ?? 'n/a'} MB (${csvExport.rssBeforeMb ?? 'n/a'} → ${csvExport.rssPeakMb ?? 'n/a'} MB)`,
    },
    {
      target: `Import of ${customerImport.rows.toLocaleString('en-US')} customers < ${TARGETS.customerImportMaxSeconds} s`,
      ok: customerImport.importSeconds < TARGETS.customerImportMaxSeconds,
      detail: `${customerImport.importSeconds} s (dry run ${customerImport.dryRunSeconds} s)`,
    },
    {
      target: 'No seq scan of a business table in any plan the benchmark prints',
      ok: seqScanConcerns.length === 0,
      detail:
        seqScanConcerns.length === 0
          ? `none in ${parts.explain.reduce((sum, operation) => sum + operation.queries.length, 0)} statements`
          : seqScanConcerns.map((flag) => `${flag.relation} in ${flag.operation}, statement ${flag.query}`).join('; '),
    },
  ];

  return {
    date: new Date().toISOString(),
    machine: parts.machine,
    dataset: { database: parts.database, rowCounts: parts.rowCounts },
    targets: TARGETS,
    businesses: parts.businesses,
    operator: parts.operator,
    baseline,
    signInBurst,
    largeVsSmall,
    dueVsVisitList,
    rss,
    csvExport,
    customerImport,
    explain: parts.explain,
    seqScans,
    slowQueries,
    verdicts,
    misses,
    failures,
  };
}

async function stopChildren(): Promise<void> {
  sampler?.stop();
  while (children.length > 0) await children.pop()!.stop();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopChildren().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\nThe benchmark could not run: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await stopChildren();
  await recording.close();
  await pool.end();
}
process.exit(exitCode);
