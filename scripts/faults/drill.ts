import { isSuccess, type Outcome } from './http-client';

/** What one fault drill found: whether Sevak held up, the figures it measured and what went wrong. */
export interface DrillResult {
  drill: string;
  passed: boolean;
  /** Measured figures, in the order they are printed: label → value with its unit. */
  figures: [string, string][];
  /** One line per broken expectation; empty when the drill passed. */
  problems: string[];
}

export interface DrillOptions {
  /** Seconds the load drill runs (CI runs the default). */
  loadSeconds: number;
}

export type Drill = (options: DrillOptions) => Promise<DrillResult>;

/** Collects a drill's expectations as it goes, so one broken expectation does not hide the others. */
export class DrillReport {
  readonly figures: [string, string][] = [];
  readonly problems: string[] = [];

  constructor(readonly drill: string) {}

  figure(label: string, value: string | number): void {
    this.figures.push([label, String(value)]);
  }

  expect(holds: boolean, problem: string): boolean {
    if (!holds) this.problems.push(problem);
    return holds;
  }

  result(): DrillResult {
    return { drill: this.drill, passed: this.problems.length === 0, figures: this.figures, problems: this.problems };
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds or `timeoutMs` passes; true when it held. */
export async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(everyMs);
  }
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(sortedValues: number[], fraction: number): number {
  if (sortedValues.length === 0) return 0;
  const rank = Math.min(sortedValues.length - 1, Math.max(0, Math.ceil(fraction * sortedValues.length) - 1));
  return sortedValues[rank]!;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms: number) => `${Math.round(ms)} ms`;

/** Counts of each distinct value, e.g. `201×512, 503×40`. */
export function tally(values: (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => `${value}×${count}`).join(', ') || 'none';
}

/*
 * Every throwaway PostgreSQL and Sevak process a drill starts registers how to remove it, so an
 * interrupted run (Ctrl-C, a CI timeout's SIGTERM) leaves nothing running and no folder behind.
 */
const pendingCleanups = new Set<() => Promise<void>>();

export function registerCleanup(cleanup: () => Promise<void>): () => void {
  pendingCleanups.add(cleanup);
  return () => pendingCleanups.delete(cleanup);
}

export async function cleanUpEverything(): Promise<void> {
  for (const cleanup of [...pendingCleanups].reverse()) {
    pendingCleanups.delete(cleanup);
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

/** One request a load loop made, and what it was for. */
export interface Attempt {
  loop: number;
  /** What the request did: `enquiry`, `visit list`… */
  kind: string;
  /** For a write, the unique name or text that finds its row in the database afterwards. */
  key: string | undefined;
  outcome: Outcome;
}

export interface Loops {
  attempts: Attempt[];
  /** Stops starting new requests and waits for the ones in flight. */
  stop(): Promise<void>;
}

/**
 * `count` clients, each sending its next request as soon as the last one is answered, until
 * stopped. After a failure a client waits `pauseAfterFailureMs`, as a person would before retrying.
 */
export function startLoops(
  count: number,
  step: (loop: number, iteration: number) => Promise<Omit<Attempt, 'loop'>>,
  pauseAfterFailureMs = 50,
): Loops {
  const attempts: Attempt[] = [];
  let stopping = false;
  const running = Array.from({ length: count }, async (_, loop) => {
    for (let iteration = 0; !stopping; iteration++) {
      const attempt = { loop, ...(await step(loop, iteration)) };
      attempts.push(attempt);
      if (!isSuccess(attempt.outcome)) await sleep(pauseAfterFailureMs);
    }
  });
  return {
    attempts,
    stop: async () => {
      stopping = true;
      await Promise.all(running);
    },
  };
}
