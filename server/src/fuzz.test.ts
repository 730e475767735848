import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepJsonText, garbageValue, inputArbitrary, invalidJsonText, type IdKind, type IdPools } from './test/fuzz-arbitraries';
import {
  restTargets,
  toQueryValue,
  trpcTargets,
  type Caller,
  type FuzzTarget,
  type QueryValue,
  type RequestShape,
  withPathParams,
  type WireRequest,
} from './test/fuzz-targets';
import { insertCategory, insertCustomer, insertEmployee, insertProduct, insertSubCategory, insertVisit } from './test/factories';
import { createBusiness, createMember, createTestApp, signInAs, type TestApp } from './test/test-app';

/*
 * Property tests over every REST route and every tRPC procedure, walked from their tables:
 *
 * 1. Input the schema accepts never gets a 5xx. It may well get a 4xx: the id names nothing,
 *    the phone is taken, the category still has products.
 * 2. Garbage — wrong types, megabyte strings, 10,000-deep JSON, __proto__ keys, broken JSON,
 *    form posts, NUL bytes — gets a 4xx, never a 5xx.
 * 3. Nothing is written by a request that fails, or by one that only reads: the business tables
 *    are fingerprinted after every request.
 *
 * Every failure body is also read for what must never reach a caller: stack frames, source
 * paths, SQL, and the database's constraint and index names.
 */

let t: TestApp;
/** The employee and customer records of the signed-in technician and customer. */
let signedInMembers: string[] = [];
const cookies: Record<Caller, string | undefined> = { anonymous: undefined, superadmin: '', admin: '', employee: '', customer: '' };
let shopId = '';
let otherShopId = '';
let fingerprint = '';
/** Accounts the run starts with, so some sign-ins succeed. */
let accounts: IdPools['accounts'] = [];
const counts = { valid: 0, garbage: 0, failures: 0, succeeded: new Set<string>() };

/** Rows of every table a business owns, and the businesses and accounts themselves. */
const FINGERPRINTED_TABLES = [
  'businesses',
  'users',
  'product_categories',
  'product_sub_categories',
  'products',
  'employees',
  'customers',
  'customer_products',
  'visits',
  'enquiries',
  'help_desk_tickets',
  'help_desk_replies',
  'plans',
  'subscriptions',
  'amc_contracts',
  'reminders',
  'reminder_templates',
];

/**
 * Each table's row count and the sum of its rows' creating transactions: any committed insert,
 * update or delete changes it, a rolled-back one does not, and it costs no more than a count.
 */
async function tableFingerprint(): Promise<string> {
  const query = FINGERPRINTED_TABLES.map(
    (table) => `select '${table}' as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as fingerprint from ${table}`,
  ).join(' union all ');
  const { rows } = await sql<{ name: string; fingerprint: string }>`${sql.raw(query)}`.execute(t.database.db);
  return rows.map((row) => `${row.name}=${row.fingerprint}`).join(' ');
}

/** Constraint and index names as the migrations spell them, and the ones PostgreSQL makes up itself. */
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../db/migrations');
const DATABASE_NAMES = [
  ...new Set(
    readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').matchAll(/\b(?:constraint|index)\s+([a-z][a-z0-9_]+)/g)])
      .map((match) => match[1]!)
      .filter((name) => name.includes('_')),
  ),
];
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat \S+ \(|\n\s+at\s|:\d+:\d+\)/],
  ['a source path', /\.(?:ts|js|mjs|cjs):\d|node_modules|file:\/\/|\/work\/|\/src\//],
  ['SQL', /\bselect\s+(?:[\w*."]+\s*,\s*)*[\w*."]+\s+from\s|\binsert\s+into\s|\brelation\s|\bdelete from\b|\bupdate "|duplicate key|violates|syntax error at|\bcolumn "/i],
  ['a database name', /\b[a-z0-9]+(?:_[a-z0-9]+)*_(?:key|idx|fkey|pkey|check)\b/],
];

function leaksIn(body: string): string[] {
  const found = LEAKS.filter(([, pattern]) => pattern.test(body)).map(([what]) => what);
  const names = DATABASE_NAMES.filter((name) => body.includes(name));
  return names.length > 0 ? [...found, `the database names ${names.join(', ')}`] : found;
}

type Expectation = 'client error' | 'no server error';

/**
 * Sends one request as the target's caller and checks the three properties: the status, the
 * failure body, and that the business tables are as before unless a write succeeded.
 */
async function send(target: FuzzTarget, request: WireRequest, expectation: Expectation): Promise<number> {
  const cookie = cookies[target.caller];
  const response = await t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
  const status = response.statusCode;
  // Taken before any assertion, so one failure does not make every later request look like a write.
  const before = fingerprint;
  fingerprint = await tableFingerprint();
  const what = `${request.method} ${request.url.slice(0, 300)} → ${status} ${response.body.slice(0, 300)}`;
  expect(status, `server error: ${what}`).toBeLessThan(500);
  if (expectation === 'client error') expect(status, `garbage accepted: ${what}`).toBeGreaterThanOrEqual(400);
  if (status >= 400) {
    counts.failures += 1;
    expect(leaksIn(response.body), `failure body leaks: ${what}`).toEqual([]);
  }
  if (status >= 400 || !target.writes) {
    expect(fingerprint, `tables changed by ${status < 400 ? 'a read' : 'a failed request'}: ${what}`).toBe(before);
  }
  return status;
}

/** The fuzzed business's records, another business's, and the spare businesses the operator may change. */
async function loadPools(): Promise<IdPools> {
  const { db } = t.database;
  type OwnedTable = 'product_categories' | 'product_sub_categories' | 'products' | 'employees' | 'customers' | 'customer_products' | 'visits' | 'enquiries' | 'amc_contracts' | 'help_desk_tickets';
  // The signed-in technician and customer are never the admin's to change or remove: their sessions must last the run.
  const idsOf = async (table: OwnedTable, businessId: string) =>
    (await db.selectFrom(table).select('id').where('business_id', '=', businessId).execute())
      .map((row) => row.id)
      .filter((id) => !signedInMembers.includes(id));
  const poolOf = async (businessId: string, businesses: string[]): Promise<Record<IdKind, string[]>> => ({
    business: businesses,
    category: await idsOf('product_categories', businessId),
    subCategory: await idsOf('product_sub_categories', businessId),
    product: await idsOf('products', businessId),
    employee: await idsOf('employees', businessId),
    customer: await idsOf('customers', businessId),
    customerProduct: await idsOf('customer_products', businessId),
    visit: await idsOf('visits', businessId),
    enquiry: await idsOf('enquiries', businessId),
    amcContract: await idsOf('amc_contracts', businessId),
    ticket: await idsOf('help_desk_tickets', businessId),
    plan: [],
    subscription: [],
  });
  // The two shops under test are never the operator's to change: their sessions must last the run.
  const spares = (await db.selectFrom('businesses').select('id').where('id', 'not in', [shopId, otherShopId]).execute()).map(
    (row) => row.id,
  );
  const phones = (await db.selectFrom('users').select('phone_number').limit(50).execute()).map((row) => row.phone_number);
  // Plans are the platform's, and so are the operator's receipts: the operator's pool has them all.
  const platform = {
    plan: (await db.selectFrom('plans').select('id').execute()).map((row) => row.id),
    subscription: (await db.selectFrom('subscriptions').select('id').execute()).map((row) => row.id),
  };
  return { own: { ...(await poolOf(shopId, spares)), ...platform }, other: await poolOf(otherShopId, []), phones, accounts };
}

async function stockShop(businessId: string, size: number): Promise<void> {
  const { database } = t;
  for (let n = 0; n < size; n += 1) {
    const category = await insertCategory(database, businessId, `Category ${n}`);
    const subCategory = await insertSubCategory(database, businessId, category.id, `Sub-category ${n}`);
    const product = await insertProduct(database, businessId, {
      name: `Product ${n}`,
      categoryId: category.id,
      subCategoryId: subCategory.id,
    });
    await insertProduct(database, businessId, { name: `Loose product ${n}` });
    const employee = await insertEmployee(database, businessId, `Employee ${n}`);
    const customer = await insertCustomer(database, businessId, product.id, { fullname: `Customer ${n}` });
    await insertVisit(database, businessId, {
      customerId: customer.id,
      employeeId: employee.id,
      customerProductId: customer.customerProductId,
      visitDate: '2026-11-21T05:00:00Z',
    });
    await database.db
      .insertInto('enquiries')
      .values({ business_id: businessId, name: `Enquirer ${n}`, phone_number: '9822000000', product_id: product.id })
      .execute();
    await database.db.insertInto('help_desk_tickets').values({ business_id: businessId, message: `Printer not working ${n}` }).execute();
    await database.db
      .insertInto('amc_contracts')
      .values({
        business_id: businessId,
        customer_id: customer.id,
        customer_product_id: customer.customerProductId,
        start_date: '2026-11-01',
        end_date: '2027-10-31',
        price: 2400,
        visits_included: 4,
        employee_id: employee.id,
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp({
    // Thousands of sign-in attempts from one address, most of them failing.
    signInMaxFailuresPerPhone: 1_000_000_000,
    signInMaxFailuresPerAddress: 1_000_000_000,
  });
  const shop = await createBusiness(t.database, undefined, 'Aqua Care Services');
  const otherShop = await createBusiness(t.database, undefined, 'Cool Breeze AC');
  shopId = shop.businessId;
  otherShopId = otherShop.businessId;
  for (let n = 0; n < 3; n += 1) await createBusiness(t.database, undefined, `Spare Business ${n}`);
  await stockShop(shopId, 4);
  await stockShop(otherShopId, 2);
  const employee = await createMember(t.database, shopId, 'EMPLOYEE');
  const customer = await createMember(t.database, shopId, 'CUSTOMER');
  const members = [employee.userId, customer.userId];
  signedInMembers = [
    ...(await t.database.db.selectFrom('employees').select('id').where('user_id', 'in', members).execute()),
    ...(await t.database.db.selectFrom('customers').select('id').where('user_id', 'in', members).execute()),
  ].map((row) => row.id);
  accounts = [
    { phoneNumber: shop.adminPhone, password: shop.adminPassword },
    { phoneNumber: employee.phone, password: employee.password },
    { phoneNumber: customer.phone, password: customer.password },
  ];
  cookies.superadmin = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
  cookies.admin = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
  cookies.employee = await signInAs(t.app, employee.phone, employee.password);
  cookies.customer = await signInAs(t.app, customer.phone, customer.password);
  fingerprint = await tableFingerprint();
});

afterAll(async () => {
  const targets = [...restTargets, ...trpcTargets];
  const neverSucceeded = targets.filter((target) => !counts.succeeded.has(target.name)).map((target) => target.name);
  console.log(
    `fuzz: ${counts.valid + counts.garbage} cases over ${restTargets.length} routes and ${trpcTargets.length} procedures ` +
      `(${counts.valid} schema-valid, ${counts.garbage} garbage; ${counts.failures} answered 4xx; the tables checked after every one). ` +
      `Schema-valid input succeeded at least once on ${targets.length - neverSucceeded.length} of ${targets.length} calls` +
      (neverSucceeded.length > 0 ? ` (not on ${neverSucceeded.join(', ')})` : ''),
  );
  await t?.close();
});

/** Calls that hash or check a password (argon2, tens of milliseconds each): fewer runs, same variety. */
const HASHES_PASSWORD = [
  /login$/,
  /^(superadmin\.businesses|admin\.employees|admin\.customers)\.(create|update)$/,
  /^admin\.profile\.update$/,
  /changePassword$|^PUT \/superAdmin\/password$/,
  /^(POST|PUT) \/(superAdmin\/admin|admin\/employee|admin\/customer)(\/:id)?$/,
  /^PUT \/admin$/,
];

/** A call without input needs only a few runs; one that hashes a password gets half. */
function runsFor(target: FuzzTarget, full: number): number {
  if (!target.schema) return 3;
  return HASHES_PASSWORD.some((pattern) => pattern.test(target.name)) ? Math.ceil(full / 2) : full;
}

/**
 * A call that takes 10 s fails the property at once, and a property still running at 25 s (its
 * shrinking, say) stops there: either way fast-check's report names the input and the seed to
 * replay it, which the test's own time-out (30 s) would hide.
 */
const STALL_LIMITS = [fc.timeout(10_000), fc.interruptAfterTimeLimit(25_000, { failOnInterrupt: true })];

const allTargets = [...restTargets, ...trpcTargets].map((target) => [target.name, target] as const);

async function validInputs(target: FuzzTarget): Promise<fc.Arbitrary<unknown>> {
  const { schema } = target;
  if (!schema) return fc.constant(undefined);
  const pools = await loadPools();
  return inputArbitrary(schema, { pools, idKind: target.idKind }).filter(
    (input) => schema.safeParse(target.serverInput(target.shape(input))).success,
  );
}

describe('schema-valid input never gets a 5xx, and a 4xx writes nothing', () => {
  it.each(allTargets)('%s', async (_name, target) => {
    const inputs = await validInputs(target);
    await fc.assert(
      fc.asyncProperty(inputs, async (input) => {
        counts.valid += 1;
        const status = await send(target, target.wire(target.shape(input)), 'no server error');
        if (status < 400) counts.succeeded.add(target.name);
      }),
      { numRuns: runsFor(target, 24), plugins: STALL_LIMITS },
    );
  });
});

interface GarbageCase {
  label: string;
  request: WireRequest;
  expectation: Expectation;
}

/** The server's verdict on an input, predicted: garbage the schema accepts is fair input. */
function expectationFor(target: FuzzTarget, shape: RequestShape): Expectation {
  if (!target.schema) return 'no server error';
  return target.schema.safeParse(target.serverInput(shape)).success ? 'no server error' : 'client error';
}

function withOwnKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A valid input with one field, anywhere in it, replaced by garbage (or the whole input, or one key more). */
function withGarbageField(input: unknown, garbage: unknown, pick: number): unknown {
  if (typeof input !== 'object' || input === null) return garbage;
  const top = input as Record<string, unknown>;
  const nested = typeof top.data === 'object' && top.data !== null ? (top.data as Record<string, unknown>) : undefined;
  const spots = [
    ...Object.keys(top).map((key) => [key] as const),
    ...Object.keys(nested ?? {}).map((key) => ['data', key] as const),
    ['__proto__'] as const,
    ['constructor'] as const,
    ['businessId'] as const,
    ['data'] as const,
  ];
  if (pick % (spots.length + 1) === spots.length) return garbage;
  const spot = spots[pick % (spots.length + 1)]!;
  if (spot.length === 1) return withOwnKey(top, spot[0], garbage);
  return withOwnKey(top, 'data', withOwnKey(nested!, spot[1], garbage));
}

/** Replaces lone surrogates, which cannot be percent-encoded, the way a URL parser would. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const NOT_JSON_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=sevak',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
];
const FORM_BODY = '--sevak\r\nContent-Disposition: form-data; name="name"\r\n\r\nForm Category\r\n--sevak--\r\n';
const PROTOTYPE_POISON = ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'];
/** Percent-encoding that decodes to nothing valid, or to a path of its own. */
const NOT_A_URL = ['%', '%E0%A4%A', '%00', '..%2F..%2Fusers', '%2e%2e', '%C0%AF', '%FF%FE'];
const QUERY_KEYS = ['page', 'pageSize', 'search', 'sortBy', 'sortOrder', 'filter', 'fromDate', 'toDate', 'productCategoryId', 'id'];

const garbageText = garbageValue.map((value) => wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));

/** Bodies for a call that takes one: not JSON, too deep, too large, the wrong type, poisoned. */
function bodyGarbage(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<GarbageCase>[] {
  // A call without input ignores a body tRPC never reads; REST parses every body first.
  const refused: Expectation = target.schema || target.api === 'rest' ? 'client error' : 'no server error';
  const deep = fc.tuple(fc.constantFrom(10_000, 100_000), fc.constantFrom('array' as const, 'object' as const));
  return [
    fc.tuple(valid, invalidJsonText).map(([input, body]) => ({
      label: 'a body that is not JSON',
      request: target.wire(target.shape(input), body),
      expectation: refused,
    })),
    fc.tuple(valid, deep).map(([input, [depth, kind]]) => {
      const shape = target.shape(input);
      const body = deepJsonText(depth, kind);
      const expectation = expectationFor(target, { ...shape, body: JSON.parse(body) });
      return { label: `JSON ${depth} deep`, request: target.wire(shape, body), expectation };
    }),
    fc.tuple(valid, fc.integer({ min: 1_600_000, max: 2_100_000 })).map(([input, size]) => ({
      label: 'a body over the size limit',
      request: target.wire(target.shape(input), JSON.stringify({ name: 'x'.repeat(size) })),
      expectation: 'client error',
    })),
    fc.tuple(valid, fc.constantFrom(...NOT_JSON_CONTENT_TYPES), fc.boolean()).map(([input, contentType, asForm]) => {
      const request = target.wire(target.shape(input));
      const payload = asForm ? FORM_BODY : (request.payload ?? '{}');
      return {
        label: `a ${contentType} body`,
        request: { ...request, headers: { ...request.headers, 'content-type': contentType }, payload },
        expectation: 'client error',
      };
    }),
    fc.tuple(valid, fc.constantFrom(...PROTOTYPE_POISON)).map(([input, body]) => {
      const shape = target.shape(input);
      // REST's JSON parser refuses these keys; tRPC parses them as plain data, which the schema judges.
      const expectation = target.api === 'rest' ? 'client error' : expectationFor(target, { ...shape, body: JSON.parse(body) });
      return { label: 'a body that poisons prototypes', request: target.wire(shape, body), expectation };
    }),
  ];
}

/** A REST read's query string: known and unknown keys, garbage values, repeated keys. */
function queryGarbage(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<GarbageCase> {
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...QUERY_KEYS, '__proto__', 'constructor'), fc.string({ maxLength: 8 })),
    fc.oneof(garbageValue.map(toQueryValue), fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 })),
    { maxKeys: 4 },
  );
  return fc.tuple(valid, query).map(([input, garbage]): GarbageCase => {
    const shape = { ...target.shape(input), query: garbage as Record<string, QueryValue> };
    return { label: 'a query string of garbage', request: target.wire(shape), expectation: expectationFor(target, shape) };
  });
}

/** A tRPC query's ?input=: not JSON or too deep, and a batch of the call with garbage beside it. */
function trpcQueryGarbage(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<GarbageCase>[] {
  const deep = fc.constantFrom(deepJsonText(10_000, 'array'), deepJsonText(10_000, 'object'));
  return [
    fc.oneof(invalidJsonText, deep).map((text) => {
      let expectation: Expectation = target.schema ? 'client error' : 'no server error';
      try {
        expectation = expectationFor(target, { body: JSON.parse(text) });
      } catch {
        // not JSON: refused whenever the procedure reads its input
      }
      return { label: 'an ?input= of garbage', request: target.wire({}, text), expectation };
    }),
    fc.tuple(valid, garbageValue).map(([input, garbage]) => {
      const batchInput = encodeURIComponent(JSON.stringify({ 0: input, 1: garbage }));
      const url = `/trpc/${target.name},${target.name}?batch=1&input=${batchInput}`;
      // One call of the batch may succeed: the batch answers 207, never a 5xx.
      return { label: 'a batch with garbage', request: { method: 'GET', url, headers: {} }, expectation: 'no server error' };
    }),
  ];
}

/** A REST path's parameters: garbage, too long for the router, or not a URL at all. */
function pathGarbage(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<GarbageCase>[] {
  // '.' and '..' are no id but dot segments: a URL resolves them, so /customer/../invoice is /invoice.
  const pathId = fc.oneof(garbageText, fc.string({ minLength: 190, maxLength: 400 }).map(wellFormed)).filter((id) => id !== '.' && id !== '..');
  return [
    fc.tuple(valid, pathId).map(([input, id]) => ({
      label: 'a path id of garbage',
      request: target.wire(withPathParams(target.shape(input), () => id)),
      expectation: 'client error',
    })),
    fc.tuple(valid, fc.constantFrom(...NOT_A_URL)).map(([input, rawId]) => {
      const request = target.wire(withPathParams(target.shape(input), () => 'RAW-PATH-ID'));
      // An encoded '..' is a dot segment (RFC 3986): /customer/%2e%2e/invoice resolves to /invoice, another
      // route the same caller may call; it must reach no other business and never fail the server.
      const expectation: Expectation = rawId === '%2e%2e' ? 'no server error' : 'client error';
      return { label: 'a path that is not a URL', request: { ...request, url: request.url.replace('RAW-PATH-ID', rawId) }, expectation };
    }),
  ];
}

function garbageCases(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<GarbageCase> {
  const fieldGarbage = fc.tuple(valid, garbageValue, fc.nat()).map(([input, garbage, pick]): GarbageCase => {
    const shape = withPathParams(target.shape(withGarbageField(input, garbage, pick)), wellFormed);
    return { label: 'a field of garbage', request: target.wire(shape), expectation: expectationFor(target, shape) };
  });
  const kinds = [fieldGarbage, fieldGarbage];
  if (target.takesBody) kinds.push(...bodyGarbage(target, valid));
  else if (target.api === 'rest') kinds.push(queryGarbage(target, valid));
  else kinds.push(...trpcQueryGarbage(target, valid));
  if (target.api === 'rest' && target.name.includes('/:')) kinds.push(...pathGarbage(target, valid));
  return fc.oneof(...kinds);
}

describe('garbage gets a 4xx, never a 5xx, and writes nothing', () => {
  it.each(allTargets)('%s', async (_name, target) => {
    const { schema } = target;
    const valid = schema ? inputArbitrary(schema, { pools: await loadPools(), idKind: target.idKind }) : fc.constant(undefined);
    await fc.assert(
      fc.asyncProperty(garbageCases(target, valid), async (garbage) => {
        counts.garbage += 1;
        await send(target, garbage.request, garbage.expectation);
      }),
      { numRuns: runsFor(target, 16) + 4, plugins: STALL_LIMITS },
    );
  });
});

describe('what fuzzing found, kept as plain examples', () => {
  const category = restTargets.find((target) => target.name === 'POST /admin/productCategory')!;
  const categoryList = trpcTargets.find((target) => target.name === 'admin.productCategories.list')!;
  const createCategory = trpcTargets.find((target) => target.name === 'admin.productCategories.create')!;

  it('a NUL character in a name or a search answers 400, which PostgreSQL text cannot hold', async () => {
    expect(await send(category, category.wire({ body: { name: 'Kent\u0000RO' } }), 'client error')).toBe(400);
    expect(await send(categoryList, categoryList.wire({ body: { search: '\u0000' } }), 'client error')).toBe(400);
  });

  it('a tRPC call refuses a multipart form, as REST does', async () => {
    const request = { ...createCategory.wire({}), headers: { 'content-type': 'multipart/form-data; boundary=sevak' }, payload: FORM_BODY };
    expect(await send(createCategory, request, 'client error')).toBe(400);
  });
});
