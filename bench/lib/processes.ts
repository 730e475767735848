import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A server the benchmark started as its own child process, stopped by its own pid. */
export interface ChildServer {
  name: string;
  pid: number;
  baseUrl: string;
  /** SIGTERM, then SIGKILL if it has not exited within the grace period; resolves with its exit code. */
  stop(): Promise<number | null>;
  /** How it ended, when it has ended without being stopped (a crash, or a signal from elsewhere); undefined while it runs. */
  exitedOnItsOwn(): string | undefined;
}

/** How `npm run serve` starts the server (package.json), taken apart: its environment, node's flags and the script. */
export interface ServeCommand {
  env: Record<string, string>;
  nodeFlags: string[];
  script: string;
}

/**
 * Reads `npm run serve` from package.json, `NAME=value … node --flag … script`, so the benchmark
 * measures the server exactly as it is run, from the one place that says how.
 */
export function serveCommand(): ServeCommand {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = manifest.scripts.serve?.trim().split(/\s+/) ?? [];
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const node = words.shift();
  const script = words.pop();
  if (node !== 'node' || !script || words.some((word) => !word.startsWith('--'))) {
    throw new Error(`package.json's "serve" is not \`NAME=value … node --flag … script\`: ${manifest.scripts.serve}`);
  }
  return { env, nodeFlags: words, script };
}

/** A port the operating system says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts `<script>` with node from the repository root (through tsx when it is TypeScript) and
 * waits until `/healthz` answers 200. The child's output is passed through with its name in front, so a crash is visible.
 */
export async function startServer(options: {
  name: string;
  script: string;
  /** node's own flags; a TypeScript script runs through tsx. */
  nodeFlags?: string[];
  port: number;
  env: Record<string, string>;
  healthTimeoutMs?: number;
}): Promise<ChildServer> {
  const args = [...(options.nodeFlags ?? []), ...(options.script.endsWith('.ts') ? ['--import', 'tsx'] : []), options.script];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${options.name} did not start`);
  const outputTail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        outputTail.push(line);
        if (outputTail.length > 40) outputTail.shift();
        process.stderr.write(`[${options.name}] ${line}\n`);
      }
    });
  }
  let stopping = false;
  let ended: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ? `signal ${signal}` : `exit code ${code}`;
      if (!stopping) process.stderr.write(`[${options.name}] exited on its own (${ended}), not stopped by the benchmark\n`);
      resolve(code);
    }),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.healthTimeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) throw new Error(`${options.name} exited before answering /healthz:\n${outputTail.join('\n')}`);
    if (await answersHealth(baseUrl)) break;
    if (Date.now() > deadline) {
      await stopChild(child, exited);
      throw new Error(`${options.name} did not answer /healthz within ${options.healthTimeoutMs ?? 60_000} ms`);
    }
    await sleep(200);
  }
  return {
    name: options.name,
    pid: child.pid,
    baseUrl,
    stop: () => {
      stopping = true;
      return stopChild(child, exited);
    },
    exitedOnItsOwn: () => (stopping ? undefined : ended),
  };
}

async function answersHealth(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(10_000).then(() => 'timeout' as const)]);
  if (code !== 'timeout') return code;
  child.kill('SIGKILL');
  return exited;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resident memory of processes, read from /proc every `intervalMs`; the peak is what matters. */
export class RssSampler {
  private readonly peakKb = new Map<number, number>();
  /** Peaks since the last `startWindow()`, to tell which calls drive memory. */
  private readonly windowPeakKb = new Map<number, number>();
  private readonly firstKb = new Map<number, number>();
  private samples = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pids: () => number[],
    intervalMs = 500,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    for (const pid of this.pids()) {
      const kb = readRssKb(pid);
      if (kb === undefined) continue;
      this.samples += 1;
      if (!this.firstKb.has(pid)) this.firstKb.set(pid, kb);
      this.peakKb.set(pid, Math.max(kb, this.peakKb.get(pid) ?? 0));
      this.windowPeakKb.set(pid, Math.max(kb, this.windowPeakKb.get(pid) ?? 0));
    }
  }

  /**
   * Samples every `intervalMs` as well, until the returned function is called: a short burst
   * (32 sign-ins at once) may peak and be over between two of the regular samples.
   */
  sampleEvery(intervalMs: number): () => void {
    const timer = setInterval(() => this.sample(), intervalMs);
    return () => {
      clearInterval(timer);
      this.sample();
    };
  }

  /** RSS at the first sample: the process idle, just started. */
  firstMb(pid: number): number | undefined {
    return toMb(this.firstKb.get(pid));
  }

  startWindow(): void {
    this.windowPeakKb.clear();
    this.sample();
  }

  windowPeakMb(pid: number): number | undefined {
    this.sample();
    return toMb(this.windowPeakKb.get(pid));
  }

  /** Peak RSS in MB of one process, undefined when /proc could not be read (not Linux). */
  peakMb(pid: number): number | undefined {
    return toMb(this.peakKb.get(pid));
  }

  get sampleCount(): number {
    return this.samples;
  }

  stop(): void {
    this.sample();
    clearInterval(this.timer);
  }
}

function toMb(kb: number | undefined): number | undefined {
  return kb === undefined ? undefined : Math.round((kb / 1024) * 10) / 10;
}

function readRssKb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time a process has used, in clock ticks (user + system, all threads), or undefined off Linux. */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits until a server has finished the work a load left behind. A load generator that stops
 * abandons requests in flight (32 queued argon2 verifications take seconds), and the next
 * measurement must not pay for them. Idle: under ~10% of one core over a quarter second.
 */
export async function waitUntilIdle(pid: number, maxMs = 15_000): Promise<void> {
  const windowMs = 250;
  const idleTicks = Math.max(1, Math.round((windowMs / 1000) * 100 * 0.1));
  const deadline = Date.now() + maxMs;
  let before = cpuTicks(pid);
  if (before === undefined) return sleep(1_000);
  while (Date.now() < deadline) {
    await sleep(windowMs);
    const after = cpuTicks(pid);
    if (after === undefined || after - before <= idleTicks) return;
    before = after;
  }
}
