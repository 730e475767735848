import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@sevak/db';
import { messagesEn } from '@sevak/shared';
import { callsTo, createBusiness, createTestApp, signInAs, type TestApp } from './test/test-app';
import { openSecondConnection } from './test/test-database';

/*
 * Two server processes on one database, as behind a load balancer that sends each request to
 * either: a shop owner's requests land on both, and nothing they rely on may live in one
 * process's memory. On PostgreSQL each process has a pool of its own; embedded PGlite can only
 * be shared inside one process, so there the two apps share its handle.
 */

const MAX_FAILURES_PER_PHONE = 4;

let first: TestApp, second: TestApp, secondConnection: DbHandle;
beforeAll(async () => {
  first = await createTestApp({ signInMaxFailuresPerPhone: MAX_FAILURES_PER_PHONE });
  secondConnection = await openSecondConnection(first.database);
  second = await createTestApp({ signInMaxFailuresPerPhone: MAX_FAILURES_PER_PHONE }, secondConnection);
});
afterAll(async () => {
  await second.close();
  await secondConnection.close();
  await first.close();
});

const onFirst = callsTo(() => first.app);
const onSecond = callsTo(() => second.app);
const login = (app: TestApp, phoneNumber: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { phoneNumber, password }, remoteAddress: '10.9.0.1' });

describe('sessions across server processes', () => {
  it('lets an owner signed in on one process work on the other', async () => {
    const shop = await createBusiness(first.database);
    const cookie = await signInAs(first.app, shop.adminPhone, shop.adminPassword);
    expect((await onFirst.rest('POST', '/admin/productCategory', cookie, { name: 'Water Purifiers' })).statusCode).toBe(201);

    const overRest = await onSecond.rest('GET', '/admin/productCategory', cookie);
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json().data.data.map((category: { name: string }) => category.name)).toEqual(['Water Purifiers']);
    const overTrpc = await onSecond.query('admin.productCategories.list', cookie, { page: 1, pageSize: 10 });
    expect(overTrpc.json().result.data).toMatchObject({ total: 1, items: [{ name: 'Water Purifiers' }] });
  });

  it('ends the session on every process when the owner signs out on one', async () => {
    const shop = await createBusiness(first.database);
    const cookie = await signInAs(first.app, shop.adminPhone, shop.adminPassword);
    expect((await onFirst.rest('GET', '/admin/productCategory', cookie)).statusCode).toBe(200);

    expect((await onSecond.rest('POST', '/users/logout', cookie)).statusCode).toBe(200);

    expect((await onFirst.rest('GET', '/admin/productCategory', cookie)).statusCode).toBe(401);
    expect((await onFirst.query('admin.productCategories.list', cookie, { page: 1, pageSize: 10 })).statusCode).toBe(401);
  });
});

describe('sign-in throttling across server processes', () => {
  it('gives parallel guesses split across both processes no more than the limit in all', async () => {
    const shop = await createBusiness(first.database);
    const guesses = Array.from({ length: 40 }, (_, i) => login(i % 2 === 0 ? first : second, shop.adminPhone, `wrong-${i}`));
    const statuses = (await Promise.all(guesses)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_PHONE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_FAILURES_PER_PHONE);
  });

  it('adds up failed sign-ins on both processes toward one limit', async () => {
    const shop = await createBusiness(first.database);
    // Each process sees half the failures, fewer than the limit; together they reach it.
    for (let attempt = 0; attempt < MAX_FAILURES_PER_PHONE; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      expect((await login(app, shop.adminPhone, 'wrong-password')).statusCode).toBe(401);
    }

    for (const app of [first, second]) {
      const blocked = await login(app, shop.adminPhone, shop.adminPassword);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(messagesEn.auth.signIn.tooManyAttempts);
    }
  });
});
