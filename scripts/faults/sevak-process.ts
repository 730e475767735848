import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerCleanup, sleep, waitUntil } from './drill';
import { SevakClient } from './http-client';
import { freePort } from './throwaway-postgres';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/**
 * The real Sevak server (`server/src/server.ts`) as a child process, as an operator runs it,
 * on a given database and a free loopback port.
 */
export class SevakProcess {
  private readonly output: string[] = [];
  private exit: ProcessExit | undefined;
  private signalled = false;
  private readonly exited: Promise<ProcessExit>;
  private readonly unregister: () => void;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => {
        this.output.push(...text.trimEnd().split('\n'));
        if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
      });
    }
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exit = { code, signal, at: Date.now() };
        resolve(this.exit);
      }),
    );
    this.unregister = registerCleanup(() => this.kill());
  }

  /** Starts Sevak on `databaseUrl` and waits until /healthz answers 200. */
  static async start(databaseUrl: string, env: Record<string, string> = {}): Promise<SevakProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // The drills sign in a handful of times from one address; the throttle is not what they test.
        SIGNIN_MAX_FAILURES_PER_PHONE: '1000',
        SIGNIN_MAX_FAILURES_PER_ADDRESS: '1000',
        ...env,
      },
    });
    const sevak = new SevakProcess(child, port);
    const probe = new SevakClient(sevak.baseUrl, 1);
    try {
      const ready = await waitUntil(
        async () => sevak.exit !== undefined || (await probe.request('GET', '/healthz', { timeoutMs: 2_000 })).status === 200,
        60_000,
        100,
      );
      if (!ready || sevak.exit) throw new Error(`Sevak did not start:\n${sevak.outputTail()}`);
    } catch (error) {
      await sevak.kill();
      throw error;
    } finally {
      probe.close();
    }
    return sevak;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Undefined while the process runs. */
  get exitStatus(): ProcessExit | undefined {
    return this.exit;
  }

  /** True when the process ended without being told to (a crash). */
  get exitedByItself(): boolean {
    return this.exit !== undefined && !this.signalled;
  }

  signal(signal: NodeJS.Signals): void {
    this.signalled = true;
    this.child.kill(signal);
  }

  /** Waits for the process to end; undefined if it still runs after `timeoutMs`. */
  async waitForExit(timeoutMs: number): Promise<ProcessExit | undefined> {
    return Promise.race([this.exited, sleep(timeoutMs).then(() => this.exit)]);
  }

  /**
   * CPU time the server process has used so far (Linux's /proc), undefined elsewhere. Per request
   * it says what a request costs, however busy the machine is.
   */
  cpuMs(): number | undefined {
    try {
      const fields = readFileSync(`/proc/${this.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime, fields 14 and 15 of stat(5), counted in clock ticks of 10 ms.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return undefined;
    }
  }

  /** The server's last log lines, to explain a failed drill. */
  outputTail(lines = 30): string {
    return this.output.slice(-lines).join('\n');
  }

  /** Log lines at error level or worse (pino's JSON lines, level ≥ 50). */
  errorLines(): string[] {
    return this.output.filter((line) => /"level":(5|6)\d/.test(line));
  }

  /** Ends the process if it still runs: SIGTERM, then SIGKILL after 5 s. Safe to call twice. */
  async kill(): Promise<void> {
    this.unregister();
    if (this.exit) return;
    this.signal('SIGTERM');
    if (!(await this.waitForExit(5_000))) {
      this.signal('SIGKILL');
      await this.exited;
    }
  }
}
