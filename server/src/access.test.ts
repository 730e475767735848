import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { messagesEn } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from './operations/all-operations';
import { operationsOf } from './operations/operation';
import { pathWith, restRoutes } from './rest/rest-routes';
import {
  BUSINESS_TABLES,
  distinctiveStringsOf,
  mixedReferenceMatrix,
  otherPublicEndpoints,
  populateBusinessA,
  populateBusinessB,
  restMatrix,
  trpcMatrix,
  type BusinessA,
  type BusinessBRecords,
  type MatrixEntry,
  type RestSample,
} from './test/access-matrix';
import { callsTo, createBusiness, createMember, createTestApp, signInAs, TEST_NOW, type TestApp } from './test/test-app';
import { appRouter } from './trpc/app.router';

/*
 * The access matrix: every REST route and every tRPC procedure, walked from their tables, each
 * sent with business A's ids by everyone who must not reach A. Each call must be refused (or,
 * for B's admin on a call that names no record of A, answered from B's own business), no answer
 * may carry anything of A's, and afterwards every row of A must be as it was.
 */

type Access = 'PUBLIC' | 'SIGNED_IN' | 'ADMIN' | 'SUPERADMIN' | 'EMPLOYEE' | 'CUSTOMER';

/**
 * Who calls. `wrongRole` is the superadmin, or on superadmin calls A's own admin. The last three
 * are the superadmin viewing a business read-only (support access): viewing A, viewing B, and
 * having viewed A for longer than the access lasts; they are sent the admin's calls.
 */
const ACTORS = ['anonymous', 'adminOfB', 'wrongRole', 'employeeOfA', 'customerOfA', 'adminOfExpired', 'viewingA', 'viewingB', 'viewedAExpired'] as const;
type Actor = (typeof ACTORS)[number];
type SupportActor = 'viewingA' | 'viewingB' | 'viewedAExpired';
type SignInAccount = 'superadmin' | 'adminOfA' | 'adminOfB' | 'employeeOfA' | 'customerOfA' | 'adminOfExpired';
type Account = SignInAccount | SupportActor;
const SUPPORT_ACTORS: ReadonlySet<Actor> = new Set<SupportActor>(['viewingA', 'viewingB', 'viewedAExpired']);

interface MatrixCall {
  name: string;
  /** Undefined for a procedure that is no operation of the tables (which cannot happen unnoticed: the matrix fails on it). */
  access: Access | undefined;
  /** A change, which support access refuses whatever it is. */
  changes: boolean;
  entry: MatrixEntry<unknown> | undefined;
  send(cookie: string | undefined, sample: unknown): Promise<LightMyRequestResponse>;
}

const EXPIRED_MESSAGE = 'Your access expired on 21 Nov 2026. Contact support to renew.';

let t: TestApp;
let a: BusinessA;
let recordsOfB: BusinessBRecords;
let strangersMayNotSee: string[];
/** What A's employee and customer are shown of their own shop: its id and name. */
let membersOfAMaySee: Set<string>;
const sessions = {} as Record<Account, string>;
/** For calls that end the caller's session: a session per caller kept for that call alone. */
const spareSessions = new Map<string, string>();
let rowsOfABefore: Record<string, string>;
const { rest, query, mutation } = callsTo(() => t.app);

/** Who a call admits, as the matrix reads it: a call that answers anyone is public. */
const matrixAccess = (access: string): Access => (access === 'ANYONE' ? 'PUBLIC' : (access as Access));

const restCalls: MatrixCall[] = restRoutes.map((route) => ({
  name: `${route.method} ${route.path}`,
  access: matrixAccess(route.access),
  changes: route.operation.kind === 'mutation',
  entry: restMatrix[`${route.method} ${route.path}`],
  send: (cookie, sample) => {
    const { id, params, query: search, body } = sample as RestSample;
    const path = pathWith(route, (name) => (name === 'id' && id !== undefined ? id : (params?.[name] ?? '')));
    const url = search ? `${path}?${new URLSearchParams(search)}` : path;
    return rest(route.method, url, cookie, body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}));
  },
}));

// At run time `_def.procedures` is flat, keyed by the full path ('admin.products.list').
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);
const operationAt = new Map(operationsOf(allOperations));
const trpcCalls: MatrixCall[] = procedures.map(([path, procedure]) => {
  const entry = trpcMatrix[path];
  const operation = operationAt.get(path);
  return {
    name: path,
    access: operation && matrixAccess(operation.access),
    changes: procedure._def.type === 'mutation',
    entry,
    send: (cookie, input) => (procedure._def.type === 'query' ? query(path, cookie, input) : mutation(path, cookie, input)),
  };
});

const otherCalls: MatrixCall[] = Object.entries(otherPublicEndpoints).map(([name, { url, reason }]) => ({
  name,
  access: 'PUBLIC',
  changes: false,
  entry: { sample: () => undefined, public: { reason, status: 200 } },
  send: (cookie) => t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } }),
}));

function accountOf(actor: Actor, access: Access | undefined): Account | undefined {
  if (actor === 'anonymous') return undefined;
  if (actor === 'wrongRole') return access === 'SUPERADMIN' ? 'adminOfA' : 'superadmin';
  return actor;
}

/** The status `actor` must get; 'own' is a 2xx answer about the caller's own account or business. */
function expectedStatus(call: MatrixCall, entry: MatrixEntry<unknown>, actor: Actor): number | 'own' {
  if (call.access === 'PUBLIC' || entry.public) {
    if (call.access !== 'PUBLIC' || !entry.public) throw new Error(`${call.name}: the matrix and the route disagree on whether it is public`);
    return entry.public.status;
  }
  if (call.access === undefined) throw new Error(`${call.name} is no operation of the tables`);
  if (actor === 'anonymous') return 401;
  if (actor === 'viewedAExpired' || (SUPPORT_ACTORS.has(actor) && call.changes)) return 403;
  if (actor === 'viewingA') return 'own';
  if (actor === 'viewingB') return entry.otherBusinessAdmin ?? 404;
  if (call.access === 'SIGNED_IN') return 'own';
  if (call.access === 'ADMIN' && actor === 'adminOfB') return entry.otherBusinessAdmin ?? 404;
  // A's employee and customer here are not the technician or customer of A's records.
  if (call.access === 'EMPLOYEE' && actor === 'employeeOfA') return entry.otherMember ?? 'own';
  if (call.access === 'CUSTOMER' && actor === 'customerOfA') return entry.otherMember ?? 'own';
  return 403;
}

/** What of A's a caller must not be shown: all of it, but A's own people may see what is theirs. */
function hiddenFrom(account: Account | undefined): string[] {
  if (account === 'adminOfA' || account === 'viewingA') return [];
  if (account === 'employeeOfA' || account === 'customerOfA') return strangersMayNotSee.filter((text) => !membersOfAMaySee.has(text));
  return strangersMayNotSee;
}

function messageOf(response: LightMyRequestResponse): unknown {
  const body = response.json() as { message?: unknown; error?: { message?: unknown } };
  return body.error?.message ?? body.message;
}

async function snapshotRowsOfA(): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const [table, column] of Object.entries(BUSINESS_TABLES)) {
    const { rows } = await sql<{ digest: string; count: string }>`
      select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest, count(*)::text as count
      from ${sql.table(table)} t where ${sql.ref(`t.${column}`)} = ${a.businessId}`.execute(t.database.db);
    snapshot[table] = `${rows[0]!.count} rows, md5 ${rows[0]!.digest}`;
  }
  // A's admin's sessions: nobody else's call may end or add one (last-seen moves with A's own use).
  const { rows } = await sql<{ digest: string }>`
    select md5(coalesce(string_agg(encode(token_hash, 'hex') || created_at::text, ',' order by token_hash), '')) as digest
    from sessions where user_id = ${a.adminUserId}`.execute(t.database.db);
  snapshot.sessionsOfAdminOfA = rows[0]!.digest;
  return snapshot;
}

beforeAll(async () => {
  // Sign-in is called with a wrong password by every caller of the matrix: keep the throttle out of its answers.
  t = await createTestApp({ sessionIdleMinutes: 1_000_000, signInMaxFailuresPerPhone: 1000, signInMaxFailuresPerAddress: 1000 });
  a = await populateBusinessA(t.database);
  const b = await createBusiness(t.database, undefined, 'Sagar Cool Air Services');
  recordsOfB = await populateBusinessB(t.database, b.businessId);
  // Open today, closed from tomorrow: its admin signs in now and is refused after the clock moves.
  const expiring = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-21' }, 'Kaveri RO Point');
  const employee = await createMember(t.database, a.businessId, 'EMPLOYEE');
  const customer = await createMember(t.database, a.businessId, 'CUSTOMER');
  const credentials: Record<SignInAccount, [string, string]> = {
    superadmin: [t.config.superadminPhone, t.config.superadminPassword],
    adminOfA: [a.adminPhone, a.adminPassword],
    adminOfB: [b.adminPhone, b.adminPassword],
    employeeOfA: [employee.phone, employee.password],
    customerOfA: [customer.phone, customer.password],
    adminOfExpired: [expiring.adminPhone, expiring.adminPassword],
  };
  for (const [account, [phone, password]] of Object.entries(credentials)) sessions[account as SignInAccount] = await signInAs(t.app, phone, password);
  for (const call of [...restCalls, ...trpcCalls].filter(({ entry }) => entry?.endsSession)) {
    for (const actor of ACTORS.filter((actor) => !SUPPORT_ACTORS.has(actor))) {
      const account = accountOf(actor, call.access) as SignInAccount | undefined;
      if (account) spareSessions.set(`${call.name} ${actor}`, await signInAs(t.app, ...credentials[account]));
    }
  }
  // The operator views A from one session now; by the time the matrix runs, that access has ended.
  sessions.viewedAExpired = await viewing(a.businessId);
  t.clock.set('2026-11-22T06:30:00.000Z');
  sessions.viewingA = await viewing(a.businessId);
  sessions.viewingB = await viewing(b.businessId);

  strangersMayNotSee = distinctiveStringsOf(a);
  membersOfAMaySee = new Set([a.businessId, a.name]);
  rowsOfABefore = await snapshotRowsOfA();
});

/** A session of the operator viewing `businessId` read-only (support access). */
async function viewing(businessId: string): Promise<string> {
  const cookie = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
  const started = await rest('POST', `/superadmin/business/${businessId}/support-access`, cookie, { reason: 'Access matrix: viewing as the business' });
  if (started.statusCode !== 201) throw new Error(`support access refused: ${started.statusCode} ${started.body}`);
  return cookie;
}

afterAll(async () => {
  t.clock.set(TEST_NOW);
  await t.close();
});

describe('the access matrix', () => {
  it('lists every REST route and every tRPC procedure, and nothing else', () => {
    const missing = [
      ...restCalls.filter(({ entry }) => !entry).map(({ name }) => `new REST route ${name} is not in the access matrix`),
      ...trpcCalls.filter(({ entry }) => !entry).map(({ name }) => `new procedure ${name} is not in the access matrix`),
    ];
    const stale = [
      ...Object.keys(restMatrix).filter((name) => !restCalls.some((call) => call.name === name)),
      ...Object.keys(trpcMatrix).filter((name) => !trpcCalls.some((call) => call.name === name)),
    ].map((name) => `${name} is in the access matrix but no longer served`);
    expect([...missing, ...stale]).toEqual([]);

    const calls = restCalls.length + otherCalls.length + trpcCalls.length;
    const mixed = Object.keys(mixedReferenceMatrix).length;
    const adminCalls = [...restCalls, ...trpcCalls].filter((call) => call.access === 'ADMIN').length;
    const plainActors = ACTORS.length - SUPPORT_ACTORS.size;
    console.log(
      `access matrix: (${restCalls.length} REST routes + ${otherCalls.length} other endpoints + ${trpcCalls.length} tRPC procedures)` +
        ` × ${plainActors} actors = ${calls * plainActors} calls, + ${adminCalls} admin calls × ${SUPPORT_ACTORS.size} operators viewing a business` +
        ` = ${adminCalls * SUPPORT_ACTORS.size}, + ${mixed} calls by B's admin mixing its records with A's`,
    );
    for (const { procedure } of Object.values(mixedReferenceMatrix)) expect(trpcMatrix).toHaveProperty([procedure]);
  });

  it('calls public exactly the routes the operation tables open to everyone', () => {
    for (const call of restCalls) expect(Boolean(call.entry?.public), call.name).toBe(call.access === 'PUBLIC');
  });

  it.each([...restCalls, ...otherCalls, ...trpcCalls].map((call) => [call.name, call] as const))(
    '%s, sent with A’s ids, reaches nothing of A',
    async (name, call) => {
      const entry = call.entry;
      if (!entry) throw new Error(`new ${restCalls.includes(call) ? 'REST route' : 'procedure'} ${name} is not in the access matrix`);
      for (const actor of ACTORS) {
        // Support access changes what the admin's calls admit; every other call sees the operator as it always does.
        if (SUPPORT_ACTORS.has(actor) && call.access !== 'ADMIN') continue;
        const account = accountOf(actor, call.access);
        const cookie = entry.endsSession ? spareSessions.get(`${name} ${actor}`) : account && sessions[account];
        const response = await call.send(cookie, entry.sample(a));
        const expected = expectedStatus(call, entry, actor);
        const said = `${name} as ${actor}: ${response.statusCode} ${response.body.slice(0, 300)}`;

        if (expected === 'own') expect([200, 201], said).toContain(response.statusCode);
        else expect(response.statusCode, said).toBe(expected);
        if (actor === 'adminOfExpired' && call.access === 'ADMIN') expect(messageOf(response), said).toBe(EXPIRED_MESSAGE);
        if (actor === 'viewedAExpired') expect(messageOf(response), said).toBe(messagesEn.supportAccess.errors.ended);
        else if (SUPPORT_ACTORS.has(actor) && call.changes) expect(messageOf(response), said).toBe(messagesEn.supportAccess.errors.readOnly);

        const answer = `${JSON.stringify(response.headers)}\n${response.body}`;
        expect(hiddenFrom(account).filter((text) => answer.includes(text)), `${said}\nshows A's`).toEqual([]);
      }
    },
  );

  it.each(Object.entries(mixedReferenceMatrix))('B’s admin is refused %s', async (name, { procedure, sample }) => {
    const response = await trpcCalls.find((call) => call.name === procedure)!.send(sessions.adminOfB, sample(a, recordsOfB));
    const said = `${procedure} (${name}): ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, said).toBe(404);
    expect(strangersMayNotSee.filter((text) => response.body.includes(text)), `${said}\nshows A's`).toEqual([]);
  });

  it('leaves every row of business A as it was', async () => {
    expect(await snapshotRowsOfA()).toEqual(rowsOfABefore);
  });
});
