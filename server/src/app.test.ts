import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@sevak/db';
import { loadConfig } from './config';
import { fixedClock } from './lib/clock';
import { DEMO_ADMIN } from './seed/demo-business';
import { prepareDatabase } from './startup';
import { createTestApp, TEST_NOW, type TestApp } from './test/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'sevak-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Sevak</title><div id="root"></div>');
  t = await createTestApp({ clientDistDir: clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers 200 while the database answers, 503 when it does not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const down = await createTestApp({}, { ...t.database, ping: async () => false });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
    } finally {
      await down.app.close();
    }
  });
});

describe('serving the client', () => {
  it('answers a page route with index.html, so reloading /visit works', async () => {
    for (const url of ['/', '/visit', '/update/visit/7a1c', '/signin']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built files, also ones written after the server started (a rebuild needs no restart)', async () => {
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("sevak")');
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, success: false });
  });
});

describe('configuration', () => {
  it('reads port, host, data folder and the superadmin from the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/sevak',
      SUPERADMIN_PHONE: '9811100000',
      SUPERADMIN_PASSWORD: 'operator-secret',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      dataDir: '/var/lib/sevak',
      superadminPhone: '9811100000',
      superadminPassword: 'operator-secret',
      superadminIsDefault: false,
    });
    expect(loadConfig({}).superadminIsDefault).toBe(true);
  });

  it('refuses a malformed setting instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ TZ_BUSINESS: 'Mars/Olympus' })).toThrow(/TZ_BUSINESS/);
  });
});

describe('first start of an embedded database', () => {
  it('creates the superadmin and loads the demo business once; SEED_DEMO=false skips the demo', async () => {
    const log = { info: () => {}, warn: () => {} };
    for (const seedDemo of [true, false]) {
      const database = await createDb({ dataDir: 'memory://', statementTimeoutMs: 30_000 });
      try {
        const config = { ...loadConfig({ SUPERADMIN_PHONE: '9811100001', SUPERADMIN_PASSWORD: 'operator-secret' }), seedDemo };
        const deps = { db: database.db, clock: fixedClock(TEST_NOW), config };
        await prepareDatabase(deps, database, log);
        await prepareDatabase(deps, database, log); // a restart changes nothing
        const operators = await database.db.selectFrom('users').where('role', '=', 'SUPERADMIN').select('phone_number').execute();
        expect(operators).toEqual([{ phone_number: '9811100001' }]);
        const businesses = await database.db
          .selectFrom('users')
          .where('role', '=', 'ADMIN')
          .select(['fullname', 'phone_number'])
          .execute();
        if (!seedDemo) {
          expect(businesses).toEqual([]);
          continue;
        }
        expect(businesses).toEqual([{ fullname: DEMO_ADMIN.fullname, phone_number: DEMO_ADMIN.phoneNumber }]);
        const visits = await database.db.selectFrom('visits').select(['visit_date']).execute();
        const now = new Date(TEST_NOW).getTime();
        expect(visits.some((visit) => visit.visit_date.getTime() < now)).toBe(true);
        expect(visits.some((visit) => visit.visit_date.getTime() > now + 20 * 86_400_000)).toBe(true);
      } finally {
        await database.close();
      }
    }
  }, 120_000); // two embedded databases created from nothing (initdb) take a while on a busy machine
});
