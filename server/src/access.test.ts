import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from './rest/v1';
import { callsTo, createBusiness, createMember, createTestApp, signInAs, TEST_NOW, type TestApp } from './test/test-app';
import { appRouter } from './trpc/app.router';

/*
 * Every REST route and every tRPC procedure, walked from their tables: a call added later is
 * covered here without anyone remembering to. Each role's calls refuse everybody else, and an
 * admin whose business's access period has ended gets 403 on every admin call.
 */

let t: TestApp;
const cookies: Record<'superadmin' | 'admin' | 'expiredAdmin' | 'employee' | 'customer', string> = {
  superadmin: '',
  admin: '',
  expiredAdmin: '',
  employee: '',
  customer: '',
};
const { rest, query, mutation } = callsTo(() => t.app);
const SOME_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 1_000_000 });
  const open = await createBusiness(t.database);
  // Open today, closed from tomorrow: its admin signs in now and is refused after the clock moves.
  const closing = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-21' });
  const employee = await createMember(t.database, open.businessId, 'EMPLOYEE');
  const customer = await createMember(t.database, open.businessId, 'CUSTOMER');
  cookies.superadmin = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
  cookies.admin = await signInAs(t.app, open.adminPhone, open.adminPassword);
  cookies.expiredAdmin = await signInAs(t.app, closing.adminPhone, closing.adminPassword);
  cookies.employee = await signInAs(t.app, employee.phone, employee.password);
  cookies.customer = await signInAs(t.app, customer.phone, customer.password);
  t.clock.set('2026-11-22T06:30:00.000Z');
});
afterAll(async () => {
  t.clock.set(TEST_NOW);
  await t.close();
});

const restUrl = (url: string) => url.replace(':id', SOME_ID);
// At run time `_def.procedures` is flat, keyed by the full path ('admin.products.list').
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(
  ([path, procedure]) => ({ path, type: procedure._def.type }),
);
const callProcedure = (path: string, type: string, cookie?: string) =>
  type === 'query' ? query(path, cookie, { id: SOME_ID }) : mutation(path, cookie, { id: SOME_ID });

describe('every REST route', () => {
  it('is in the table with a known access rule', () => {
    expect(restRoutes.length).toBeGreaterThan(40);
    for (const route of restRoutes) expect(['PUBLIC', 'SIGNED_IN', 'ADMIN', 'SUPERADMIN']).toContain(route.access);
  });

  it.each(restRoutes.filter((route) => route.access !== 'PUBLIC').map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses the wrong callers',
    async (_name, route) => {
      const call = (cookie?: string) => rest(route.method, restUrl(route.url), cookie, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      expect((await call()).statusCode).toBe(401);
      if (route.access === 'ADMIN') {
        for (const cookie of [cookies.superadmin, cookies.employee, cookies.customer]) expect((await call(cookie)).statusCode).toBe(403);
        const expired = await call(cookies.expiredAdmin);
        expect(expired.statusCode).toBe(403);
        expect(expired.json().message).toBe('Your access expired on 21 Nov 2026. Contact support to renew.');
      }
      if (route.access === 'SUPERADMIN') {
        for (const cookie of [cookies.admin, cookies.employee, cookies.customer]) expect((await call(cookie)).statusCode).toBe(403);
      }
    },
  );
});

describe('every tRPC procedure', () => {
  it('belongs to a known router', () => {
    for (const { path } of procedures) expect(path.split('.')[0]).toMatch(/^(users|superadmin|admin|employee|customer)$/);
  });

  it.each(procedures.filter(({ path }) => !path.startsWith('users.')).map((procedure) => [procedure.path, procedure] as const))(
    '%s refuses the wrong callers',
    async (path, { type }) => {
      expect((await callProcedure(path, type)).statusCode).toBe(401);
      const role = path.split('.')[0];
      const others = {
        superadmin: [cookies.admin, cookies.employee, cookies.customer],
        admin: [cookies.superadmin, cookies.employee, cookies.customer],
        employee: [cookies.superadmin, cookies.admin, cookies.customer],
        customer: [cookies.superadmin, cookies.admin, cookies.employee],
      }[role as 'superadmin' | 'admin' | 'employee' | 'customer'];
      for (const cookie of others) expect((await callProcedure(path, type, cookie)).statusCode).toBe(403);
      if (role === 'admin') expect((await callProcedure(path, type, cookies.expiredAdmin)).statusCode).toBe(403);
    },
  );
});
