import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import type { DbHandle } from '@sevak/db';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { fixedClock } from '../lib/clock';
import { ensureSuperadmin } from '../modules/accounts/superadmin';
import { hashPassword } from '../modules/auth/passwords';
import { SESSION_COOKIE } from '../http/session-cookie';
import { openTestDatabase } from './test-database';

/** Noon in India on a Saturday, far from any date edge; tests that need an edge move the clock. */
export const TEST_NOW = '2026-11-21T06:30:00.000Z';

export interface TestApp {
  app: FastifyInstance;
  database: DbHandle;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a migrated database of its own, with a clock the test controls. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  database?: DbHandle,
  logger: FastifyServerOptions['logger'] = false,
): Promise<TestApp> {
  const config: Config = { ...loadConfig({}), clientDistDir: '/nonexistent', ...overrides };
  const ownDatabase = database ?? (await openTestDatabase());
  const clock = fixedClock(TEST_NOW);
  const app = await buildApp({ config, database: ownDatabase, clock, logger });
  await app.ready();
  await ensureSuperadmin(app.deps);
  return {
    app,
    database: ownDatabase,
    clock,
    config,
    close: async () => {
      await app.close();
      if (!database) await ownDatabase.close();
    },
  };
}

let lastPhone = 9_100_000_000;
/** A phone number not used before in this test file (each file has a database of its own). */
export function uniquePhone(): string {
  lastPhone += 1;
  return String(lastPhone);
}

export interface TestBusiness {
  businessId: string;
  adminPhone: string;
  adminPassword: string;
}

/** A business with its admin, open from `startDate` to `expiryDate` (calendar dates). */
export async function createBusiness(
  database: DbHandle,
  period: { startDate: string; expiryDate: string } = { startDate: '2026-01-01', expiryDate: '2027-12-31' },
  name = 'Shree Ganesh Water Solutions',
): Promise<TestBusiness> {
  const adminPhone = uniquePhone();
  const adminPassword = 'owner-pass-1';
  const { id: businessId } = await database.db
    .insertInto('businesses')
    .values({ start_date: period.startDate, expiry_date: period.expiryDate })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('users')
    .values({
      business_id: businessId,
      role: 'ADMIN',
      fullname: name,
      phone_number: adminPhone,
      password_hash: await hashPassword(adminPassword),
    })
    .execute();
  return { businessId, adminPhone, adminPassword };
}

/** An employee or customer of a business (the account and its record), able to sign in with `password`. */
export async function createMember(
  database: DbHandle,
  businessId: string,
  role: 'EMPLOYEE' | 'CUSTOMER',
  phone: string = uniquePhone(),
  password = 'member-pass-1',
): Promise<{ userId: string; phone: string; password: string }> {
  const { id: userId } = await database.db
    .insertInto('users')
    .values({ business_id: businessId, role, fullname: 'Ravi Kumar', phone_number: phone, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto(role === 'EMPLOYEE' ? 'employees' : 'customers')
    .values({ business_id: businessId, user_id: userId })
    .execute();
  return { userId, phone, password };
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** Signs in through REST and returns the session cookie header to send with later requests. */
export async function signInAs(app: FastifyInstance, phoneNumber: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { phoneNumber, password } });
  const token = sessionCookieOf(response);
  if (response.statusCode !== 200 || !token) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${token}`;
}

/** A JPEG data URL of `bytes` bytes: the JPEG signature, then filler. */
export function jpegDataUrl(bytes: number): string {
  const image = Buffer.alloc(bytes, 7);
  image.set([0xff, 0xd8, 0xff]);
  return `data:image/jpeg;base64,${image.toString('base64')}`;
}

/**
 * The logo an answer's `image`/`logo` URL serves, as the data URL it was uploaded as (what the
 * browser shows); null for no logo. Fails when the URL serves nothing.
 */
export async function logoServedAt(app: FastifyInstance, url: string | null): Promise<string | null> {
  if (url === null) return null;
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return `data:${response.headers['content-type']};base64,${response.rawPayload.toString('base64')}`;
}

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Requests to the app as a browser or API client sends them. `app` is read at each call, so the
 * helpers can be made at the top of a test file, before `beforeAll` has started the app. A
 * cookie is sent as given (an empty one too); without one, the request is anonymous.
 *
 * - `rest(method, url, cookie?, payload?)`: REST, `url` relative to /api/v1.
 * - `query(path, cookie?, input?)`: a tRPC query by its full path, e.g. `admin.products.list`.
 * - `mutation(path, cookie?, input?)`: a tRPC mutation by its full path.
 */
export function callsTo(app: () => FastifyInstance) {
  const headers = (cookie: string | undefined) => (cookie === undefined ? {} : { cookie });
  return {
    /** A string payload is sent as a CSV file (an import), an object as JSON. */
    rest: (method: RestMethod, url: string, cookie?: string, payload?: object | string) =>
      app().inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...headers(cookie), ...(typeof payload === 'string' ? { 'content-type': 'text/csv' } : {}) },
        ...(payload === undefined ? {} : { payload }),
      }),
    query: (path: string, cookie?: string, input?: unknown) =>
      app().inject({
        method: 'GET',
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers: headers(cookie),
      }),
    mutation: (path: string, cookie?: string, input?: unknown) =>
      app().inject({ method: 'POST', url: `/trpc/${path}`, headers: headers(cookie), ...(input === undefined ? {} : { payload: input as object }) }),
  };
}

export interface TwoShops {
  t: TestApp;
  shopA: TestBusiness;
  shopB: TestBusiness;
  /** The signed-in admin of shop A (a session cookie header), and of shop B. */
  cookieA: string;
  cookieB: string;
}

type ShopSpec = { period?: { startDate: string; expiryDate: string }; name?: string };

/**
 * The app (see `createTestApp`, `config` as its overrides) with two businesses, A then B, and
 * both admins signed in: most features' tests act as A and check that B sees none of it.
 */
export async function openTwoShops(options: { config?: Partial<Config>; a?: ShopSpec; b?: ShopSpec } = {}): Promise<TwoShops> {
  const t = await createTestApp(options.config);
  const shopA = await createBusiness(t.database, options.a?.period, options.a?.name);
  const shopB = await createBusiness(t.database, options.b?.period, options.b?.name);
  const cookieA = await signInAs(t.app, shopA.adminPhone, shopA.adminPassword);
  const cookieB = await signInAs(t.app, shopB.adminPhone, shopB.adminPassword);
  return { t, shopA, shopB, cookieA, cookieB };
}
