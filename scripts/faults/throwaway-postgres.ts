import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { registerCleanup } from './drill';

const run = promisify(execFile);

/** The folder of PostgreSQL's server programs (initdb, pg_ctl). */
function postgresBinDir(): string {
  try {
    const fromPgConfig = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(fromPgConfig, 'initdb'))) return fromPgConfig;
  } catch {
    // pg_config is missing or points at client programs only: look where Debian installs servers.
  }
  const installed = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
    : [];
  const newest = installed.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('No PostgreSQL server programs found (initdb): install postgresql.');
  return `/usr/lib/postgresql/${newest}/bin`;
}

/** PostgreSQL refuses to run as root, so as root its programs run as the postgres OS user. */
const runsAsRoot = process.getuid?.() === 0;

async function runPostgresProgram(program: string, args: string[]): Promise<void> {
  const [command, commandArgs] = runsAsRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  await run(command, commandArgs, { timeout: 60_000 });
}

/** A port nobody listens on right now, on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free loopback port, for one drill:
 * stopping, restarting or locking it never touches any other PostgreSQL on the machine.
 */
export class ThrowawayPostgres {
  private running = false;
  private readonly unregister: () => void;

  private constructor(
    private readonly folder: string,
    private readonly binDir: string,
    readonly port: number,
  ) {
    this.unregister = registerCleanup(() => this.destroy());
  }

  /** Runs initdb, starts the cluster and creates the database `sevak`. */
  static async start(): Promise<ThrowawayPostgres> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'sevak-faults-'));
    if (runsAsRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      await chown(folder, uid, gid);
    }
    const cluster = new ThrowawayPostgres(folder, postgresBinDir(), await freePort());
    try {
      await runPostgresProgram(path.join(cluster.binDir, 'initdb'), [
        '-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C',
      ]);
      await cluster.startServer();
      await cluster.withClient('postgres', (client) => client.query('create database sevak'));
    } catch (error) {
      await cluster.destroy();
      throw error;
    }
    return cluster;
  }

  private get dataDir(): string {
    return path.join(this.folder, 'data');
  }

  /** The connection string Sevak is given: superuser postgres, database `sevak`. */
  get url(): string {
    return this.urlOf('sevak');
  }

  private urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the cluster and waits until it accepts connections. */
  async startServer(): Promise<void> {
    await runPostgresProgram(path.join(this.binDir, 'pg_ctl'), [
      '-D', this.dataDir,
      '-l', path.join(this.folder, 'postgres.log'),
      '-o', `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1`,
      '-w', '-t', '30', 'start',
    ]);
    this.running = true;
  }

  /** Stops the cluster: `fast` ends every session at once (a restart, a failover), as operators do. */
  async stopServer(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await runPostgresProgram(path.join(this.binDir, 'pg_ctl'), ['-D', this.dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    this.running = false;
  }

  /** A new connection as the superuser, outside Sevak (checks, locks); the caller ends it. */
  async connect(database = 'sevak'): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.urlOf(database) });
    // A drill that stops the cluster ends this connection too; that is expected, not a crash.
    client.on('error', () => {});
    await client.connect();
    return client;
  }

  async withClient<T>(database: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = await this.connect(database);
    try {
      return await use(client);
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** One query on database `sevak`, on a connection of its own. */
  async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
    return this.withClient('sevak', async (client) => (await client.query<Row>(text, values)).rows);
  }

  /** The last lines of PostgreSQL's log, to explain a failed drill. */
  async logTail(lines = 20): Promise<string> {
    const log = await readFile(path.join(this.folder, 'postgres.log'), 'utf8').catch(() => '');
    return log.trimEnd().split('\n').slice(-lines).join('\n');
  }

  /** Stops the cluster if it runs and removes its folder; safe to call twice. */
  async destroy(): Promise<void> {
    this.unregister();
    if (this.running || existsSync(path.join(this.dataDir, 'postmaster.pid'))) {
      await this.stopServer('immediate').catch((error: unknown) => console.error('could not stop a throwaway PostgreSQL:', error));
    }
    await rm(this.folder, { recursive: true, force: true });
  }
}
