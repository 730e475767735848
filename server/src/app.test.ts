import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@sevak/db';
import { loadConfig } from './config';
import { fixedClock } from './lib/clock';
import { DEMO_ADMIN } from './seed/demo-business';
import { prepareDatabase, readyMessage } from './startup';
import { Writable } from 'node:stream';
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
        expect(await prepareDatabase(deps, database, log)).toEqual({ superadminCreated: true, demoBusinessCreated: seedDemo });
        // A restart changes nothing, and says it created nothing.
        expect(await prepareDatabase(deps, database, log)).toEqual({ superadminCreated: false, demoBusinessCreated: false });
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

describe('what the server says', () => {
  it('logs one line per answered request, with its method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const logged = await createTestApp({}, t.database, { level: 'info', stream });
    try {
      await logged.app.inject({ method: 'GET', url: '/api/v1/users/me' });
      const requestLines = lines.filter((line) => line.url === '/api/v1/users/me');
      expect(requestLines).toEqual([expect.objectContaining({ method: 'GET', statusCode: 401, msg: expect.stringMatching(/^GET \/api\/v1\/users\/me 401 \d+ ms$/) })]);
      expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('ends a first start with where to open it and the sign-ins it created, and never prints a configured password', () => {
    const development = loadConfig({});
    expect(readyMessage(development, 'http://127.0.0.1:3000', { superadminCreated: true, demoBusinessCreated: true })).toEqual([
      'Sevak is ready at http://127.0.0.1:3000',
      'Platform operator: phone 9000000000, password sevak-admin (the development default: set SUPERADMIN_PHONE and SUPERADMIN_PASSWORD before real use)',
      `Demo business "Aqua Care Services": phone ${DEMO_ADMIN.phoneNumber}, password ${DEMO_ADMIN.password}`,
    ]);
    const production = loadConfig({ SUPERADMIN_PHONE: '9811100001', SUPERADMIN_PASSWORD: 'a-long-secret-2026' });
    const lines = readyMessage(production, 'http://127.0.0.1:3000', { superadminCreated: true, demoBusinessCreated: false });
    expect(lines.join('\n')).not.toContain('a-long-secret-2026');
    expect(readyMessage(production, 'http://127.0.0.1:3000', { superadminCreated: false, demoBusinessCreated: false })).toEqual([
      'Sevak is ready at http://127.0.0.1:3000',
    ]);
  });
});

describe('odd paths to the built screens', () => {
  it('answers 4xx, logged at info and never as an error, for paths that are no file', async () => {
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const levels: number[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        levels.push((JSON.parse(chunk.toString()) as { level: number }).level);
        done();
      },
    });
    const served = await createTestApp({ clientDistDir: clientDir }, t.database, { level: 'info', stream });
    try {
      for (const url of ['/..%2f..%2fetc%2fpasswd', '/assets/', '/assets/%00.js', '/favicon.svg%00.html', '/api/docs/static/../../package.json']) {
        const response = await served.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.body, url).not.toMatch(/root:|"name": "sevak"/);
      }
      expect((await served.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
      expect(levels.filter((level) => level >= 50)).toEqual([]);
    } finally {
      await served.close();
    }
  });
});
