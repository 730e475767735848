/*
 * The browser tests' world: the built client, the real server on a free port with a database of
 * its own, and one headless Chromium. Everything it creates it also removes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from 'playwright-core';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Where the screens are photographed: docs/screenshots when refreshing the README's pictures
 * (`npm run screenshots`), otherwise a temporary folder, so `npm test` leaves the working tree
 * as it found it.
 */
export const SCREENSHOT_DIR = process.argv.includes('--update-screenshots')
  ? path.join(REPO_ROOT, 'docs/screenshots')
  : path.join(tmpdir(), `sevak-screenshots-${process.pid}`);
/** Screenshots of failed tests (git-ignored). */
export const ARTIFACT_DIR = path.join(REPO_ROOT, 'client/e2e/.artifacts');

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SUPERADMIN = { phone: '9811100000', password: `e2e-${randomBytes(6).toString('hex')}` } as const;
/** server/src/seed/demo-business.ts DEMO_ADMIN. */
export const DEMO_ADMIN = { phone: '9876543210', password: 'aquacare123', fullname: 'Aqua Care Services' } as const;
/** The demo shop's first technician (server/src/seed/demo-business.ts), with DEFAULT_EMPLOYEE_PASSWORD's default (server/src/config.ts). */
export const DEMO_TECHNICIAN = { phone: '9822011223', password: 'sevak@123', fullname: 'Ramesh Patil' } as const;

export const DESKTOP: ViewportSize = { width: 1280, height: 800 };
export const MOBILE: ViewportSize = { width: 375, height: 812 };

const HEALTH_TIMEOUT_MS = 90_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

/* ------------------------------------------------------------------ preflight */

export function assertChromiumInstalled(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  throw new Error(
    `The browser tests drive Chromium at ${CHROMIUM_PATH}, which is not installed.\n` +
      'Install it with:  sudo apt-get install -y --no-install-recommends chromium fonts-liberation fonts-lohit-deva',
  );
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Builds client/dist unless it is newer than everything it is built from. */
export function ensureClientBuilt(): void {
  const index = path.join(REPO_ROOT, 'client/dist/index.html');
  const sources = ['client/src', 'client/public', 'client/build', 'client/index.html', 'client/vite.config.ts', 'client/package.json', 'shared/src'].map((p) =>
    path.join(REPO_ROOT, p),
  );
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map(newestMtime));
  if (builtAt > sourcesAt) return;
  console.log(`# building the client (${builtAt ? 'client/dist is older than its sources' : 'client/dist is missing'})`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@sevak/client'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`Building the client failed (exit ${result.status ?? result.signal})`);
}

/* ------------------------------------------------------------------ processes */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The last lines a child wrote, to explain a failure. */
class OutputTail {
  private lines: string[] = [];
  constructor(private readonly limit = 200) {}
  push(chunk: Buffer): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (this.lines.length > this.limit) this.lines.splice(0, this.lines.length - this.limit);
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = new OutputTail();
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`node ${args.join(' ')} exited with ${code ?? signal}:\n${output.toString()}`));
    });
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * Where to connect to create and drop the test database: DATABASE_URL itself, or the server's
 * `postgres` database when the one DATABASE_URL names does not exist (only its server matters).
 */
async function reachableAdminUrl(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    await client.end();
    return serverUrl;
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') {
      throw new Error(`Cannot reach the PostgreSQL server of DATABASE_URL: ${(error as Error).message}`, { cause: error });
    }
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    return fallback.toString();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------ the harness */

export type Engine = 'pglite' | 'postgresql';

export interface ServerStart {
  engine: Engine;
  /** From spawn to the first 200 from /healthz. */
  healthyAfterMs: number;
}

export class Harness {
  baseUrl = '';
  engine: Engine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  start: ServerStart | undefined;
  browser: Browser | undefined;

  private server: ChildProcess | undefined;
  private serverOutput = new OutputTail();
  private tempDirs: string[] = [];
  private database: { adminUrl: string; name: string } | undefined;

  /** Database, server, browser: everything the tests need. */
  async setUp(): Promise<void> {
    const dataDir = this.tempDir('sevak-e2e-data-');
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SUPERADMIN_PHONE: SUPERADMIN.phone,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;

    if (this.engine === 'postgresql') {
      env.DATABASE_URL = await this.createDatabase(process.env.DATABASE_URL as string);
      await runToEnd(['--import', 'tsx', 'scripts/seed.ts'], env);
      // Serve as production should: requests connect as the unprivileged role under row-level security.
      const appUrl = new URL(env.DATABASE_URL);
      appUrl.username = 'sevak_app';
      appUrl.password = '';
      env.APP_DATABASE_URL = appUrl.toString();
    }

    await this.startServer(env);
    this.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  }

  private tempDir(prefix: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    this.tempDirs.push(dir);
    return dir;
  }

  /** A fresh database on the server `serverUrl` points at; returns the URL of the new one. */
  private async createDatabase(serverUrl: string): Promise<string> {
    const name = `sevak_e2e_${randomBytes(5).toString('hex')}`;
    const adminUrl = await reachableAdminUrl(serverUrl);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    this.database = { adminUrl, name };
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  private async dropDatabase(): Promise<void> {
    if (!this.database) return;
    const { adminUrl, name } = this.database;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
    this.database = undefined;
  }

  private async startServer(env: NodeJS.ProcessEnv): Promise<void> {
    const spawnedAt = Date.now();
    // node itself, not npx tsx: the pid we signal is the server's own.
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.server = server;
    server.stdout?.on('data', (chunk: Buffer) => this.serverOutput.push(chunk));
    server.stderr?.on('data', (chunk: Buffer) => this.serverOutput.push(chunk));

    while (Date.now() - spawnedAt < HEALTH_TIMEOUT_MS) {
      if (server.exitCode !== null || server.signalCode !== null) {
        throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before it was healthy:\n${this.serverOutput}`);
      }
      try {
        const response = await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) {
          this.start = { engine: this.engine, healthyAfterMs: Date.now() - spawnedAt };
          return;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(150);
    }
    throw new Error(`GET /healthz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${this.serverOutput}`);
  }

  /** SIGTERM to the server's own pid; how it ended, or undefined if it outlived the grace period. */
  async stopServer(): Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number } | undefined> {
    const server = this.server;
    if (!server) throw new Error('The server was never started');
    const sentAt = Date.now();
    server.kill('SIGTERM');
    const result = await Promise.race([exited(server), sleep(SHUTDOWN_TIMEOUT_MS).then(() => undefined)]);
    return result && { ...result, afterMs: Date.now() - sentAt };
  }

  serverLog(): string {
    return this.serverOutput.toString();
  }

  /** Closes the browser, kills a server that would not stop, drops the database, removes temp folders. */
  async tearDown(): Promise<void> {
    const problems: unknown[] = [];
    const attempt = async (step: () => Promise<unknown>) => {
      try {
        await step();
      } catch (error) {
        problems.push(error);
      }
    };
    await attempt(async () => this.browser?.close());
    await attempt(async () => {
      const server = this.server;
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await exited(server);
      }
    });
    await attempt(() => this.dropDatabase());
    for (const dir of this.tempDirs) await attempt(async () => rmSync(dir, { recursive: true, force: true }));
    if (problems.length > 0) throw new AggregateError(problems, 'Cleaning up after the browser tests failed');
  }

  /* -------------------------------------------------------------- browser sessions */

  /** A fresh browser context (no cookies, empty localStorage) and one page in it. */
  async openSession(viewport: ViewportSize = DESKTOP): Promise<Session> {
    if (!this.browser) throw new Error('The browser is not running');
    const context = await this.browser.newContext({ baseURL: this.baseUrl, viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    const session = new Session(context);
    await session.newPage();
    return session;
  }
}

export const harness = new Harness();

/* ------------------------------------------------------------------ sessions */

/** Chromium's own line for the 401 a deliberately wrong password earns. */
const RESOURCE_401 = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';
/** Chromium's own line for the 409 a deliberately blocked delete earns. */
const RESOURCE_409 = 'Failed to load resource: the server responded with a status of 409 (Conflict)';
/** Chromium's own line for a call made while the browser is offline. */
const RESOURCE_OFFLINE = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';

/** One person's browser: its pages, and every console error and uncaught exception they raise. */
export class Session {
  page!: Page;
  private errors: string[] = [];
  private expected401s = 0;
  private expected409s = 0;
  private offline = false;

  constructor(readonly context: BrowserContext) {}

  /** Takes the browser off the network, or back on; while it is off, the calls that fail are expected to. */
  async setOffline(offline: boolean): Promise<void> {
    this.offline = offline;
    await this.context.setOffline(offline);
  }

  async newPage(): Promise<Page> {
    const page = await this.context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text === RESOURCE_401 && this.expected401s > 0) {
        this.expected401s -= 1;
        return;
      }
      if (text === RESOURCE_409 && this.expected409s > 0) {
        this.expected409s -= 1;
        return;
      }
      if (text === RESOURCE_OFFLINE && this.offline) return;
      this.errors.push(`console error on ${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught exception on ${page.url()}: ${error.stack ?? error.message}`));
    this.page = page;
    return page;
  }

  /** The next Chromium "status of 401" console line is expected (a deliberate wrong password). */
  expectOne401(): void {
    this.expected401s += 1;
  }

  /** The next Chromium "status of 409" console line is expected (a delete the server refuses). */
  expectOne409(): void {
    this.expected409s += 1;
  }

  /** Fails when anything went wrong in the page since the last check. */
  assertNoPageErrors(): void {
    const errors = this.errors.splice(0);
    if (errors.length > 0) throw new Error(`The browser reported errors:\n${errors.join('\n')}`);
  }

  async saveFailureScreenshot(name: string): Promise<void> {
    mkdirSync(ARTIFACT_DIR, { recursive: true });
    const file = path.join(ARTIFACT_DIR, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
    await this.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.log(`# screenshot of the failure: ${path.relative(REPO_ROOT, file)}`);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Saves <SCREENSHOT_DIR>/<name>.png: the viewport, or the whole page with `fullPage`. */
export async function documentScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    animations: 'disabled',
    caret: 'hide',
    fullPage: options.fullPage ?? false,
  });
}

const STEP_TIMEOUT_MS = 60_000;

/**
 * Inside a describe: one fresh browser session shared by its steps, which run in order like a
 * person working through the screens. A step fails on any console error or uncaught exception,
 * and leaves a screenshot of the page in client/e2e/.artifacts when it fails.
 */
export function browserSession(viewport: ViewportSize = DESKTOP) {
  let current: Session | undefined;
  before(async () => {
    current = await harness.openSession(viewport);
  });
  after(async () => {
    await current?.close();
  });
  const session = (): Session => {
    if (!current) throw new Error('The browser session did not open');
    return current;
  };
  const step = (name: string, fn: (session: Session) => Promise<void>) =>
    it(name, { timeout: STEP_TIMEOUT_MS }, async () => {
      const s = session();
      try {
        await fn(s);
        s.assertNoPageErrors();
      } catch (error) {
        await s.saveFailureScreenshot(name);
        throw error;
      }
    });
  return { session, step };
}
