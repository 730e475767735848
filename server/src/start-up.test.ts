import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_SUPERADMIN, isLoopback, loadConfig, refusalToServe } from './config';

/*
 * What a newcomer meets when starting Sevak twice, or on an open address: real processes, as
 * `npm start` and `npm run db:migrate` run them, on a real embedded database folder.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = 'server/src/server.ts';
const OWNER = { phone: '9811100001', password: 'own-secret-2026' };

const folders: string[] = [];
const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sevak-start-'));
  folders.push(folder);
  return folder;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function environment(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, HOST: _host, ...inherited } = process.env;
  return {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    SUPERADMIN_PHONE: OWNER.phone,
    SUPERADMIN_PASSWORD: OWNER.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

function launch(script: string, env: NodeJS.ProcessEnv, args: string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs a process to its end: its exit code and everything it wrote. */
function runToEnd(script: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = launch(script, env, args);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ process: ChildProcess; url: string }> {
  const child = launch(SERVER, env);
  servers.push(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return { process: child, url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer: ${output}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: OWNER.phone, password: OWNER.password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function businessNames(url: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${url}/api/v1/superAdmin/admin`, { headers: { cookie } });
  return ((await response.json()) as { data: { user: { fullname: string } }[] }).data.map((business) => business.user.fullname);
}

// The embedded database's own rule: on PostgreSQL any number of processes share one database.
describe.skipIf(process.env.DATABASE_URL)('one embedded database, one process', () => {
  it('refuses a second server and a migration on a folder in use, naming it, and loses nothing the first one saved', async () => {
    const dataDir = dataFolder();
    const first = await startServer(environment(dataDir, await freePort()));
    const cookie = await signIn(first.url);
    const created = await fetch(`${first.url}/api/v1/superAdmin/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        fullname: 'Ganga Water Solutions',
        email: 'owner@ganga.example',
        phoneNumber: '9811100002',
        password: 'ganga-123',
        startDate: '2026-01-01',
        expiryDate: '2027-12-31',
      }),
    });
    expect(created.status).toBe(201);

    const second = await runToEnd(SERVER, environment(dataDir, await freePort()));
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Sevak did not start. The embedded database in ${dataDir} is in use by another Sevak process (pid ${first.process.pid}`);
    expect(second.output).not.toMatch(/\n\s+at /);

    const migrate = await runToEnd('scripts/migrate.ts', environment(dataDir, 0));
    expect(migrate.code).toBe(1);
    expect(migrate.output).toContain(`The embedded database in ${dataDir} is in use by another Sevak process`);

    expect(await businessNames(first.url, cookie)).toEqual(['Ganga Water Solutions']);
    await stop(first.process);
    const again = await startServer(environment(dataDir, await freePort()));
    expect(await businessNames(again.url, await signIn(again.url))).toEqual(['Ganga Water Solutions']);
    await stop(again.process);
  }, 180_000);

  it('starts over the lock of a server that was killed', async () => {
    const dataDir = dataFolder();
    const killed = await startServer(environment(dataDir, await freePort()));
    await new Promise((resolve) => {
      killed.process.once('exit', resolve);
      killed.process.kill('SIGKILL');
    });
    expect(existsSync(path.join(dataDir, 'sevak.lock'))).toBe(true);
    const server = await startServer(environment(dataDir, await freePort()));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await stop(server.process);
    expect(existsSync(path.join(dataDir, 'sevak.lock'))).toBe(false);
  }, 120_000);
});

describe('where the server listens', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(['127.0.0.1', 'localhost', '::1', '127.0.1.1'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.20'].some(isLoopback)).toBe(false);
  });

  it('refuses an open address while the superadmin has the development password', async () => {
    expect(refusalToServe(loadConfig({ HOST: '0.0.0.0' }))).toMatch(/^Refusing to listen on 0\.0\.0\.0: the superadmin still has the development password/);
    expect(refusalToServe(loadConfig({ HOST: '0.0.0.0', SUPERADMIN_PASSWORD: 'a-real-secret' }))).toBeUndefined();
    expect(refusalToServe(loadConfig({}))).toBeUndefined();

    const env = environment(dataFolder(), await freePort(), { HOST: '0.0.0.0', SUPERADMIN_PASSWORD: DEV_SUPERADMIN.password });
    const refused = await runToEnd(SERVER, env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Sevak did not start. Refusing to listen on 0.0.0.0');
    expect(refused.output).toContain('Set SUPERADMIN_PASSWORD');
  }, 60_000);
});
