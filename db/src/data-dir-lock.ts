import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/*
 * The embedded database is one process's: PGlite keeps its pages in that process's memory and
 * writes them back on its own schedule, so two processes on one folder would each accept writes
 * and one would later overwrite the other's. A lock file in the folder names the process that
 * holds it; a lock whose process is gone (a crash, a kill) is taken over at once.
 */

const LOCK_FILE = 'sevak.lock';

interface Holder {
  pid: number;
  command: string;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is in use by another Sevak process ` +
        `(pid ${holder.pid}, "${holder.command}", since ${holder.since}). Stop that process first, ` +
        'or give this one a folder of its own with DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the folder for this process, or throws DataDirInUseError; returns what gives it back. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, command: commandOf(process.argv), since: new Date().toISOString() };
  // Two rounds at most: the second follows the removal of a lock its holder left behind.
  for (let round = 0; round < 2; round += 1) {
    try {
      const file = openSync(lockPath, 'wx');
      writeSync(file, JSON.stringify(me));
      closeSync(file);
      return () => releaseIfMine(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockPath);
      if (holder && isRunning(holder.pid)) throw new DataDirInUseError(dataDir, holder);
      removeIfPresent(lockPath);
    }
  }
  throw new DataDirInUseError(dataDir, holderOf(lockPath) ?? { pid: 0, command: 'unknown', since: 'just now' });
}

function holderOf(lockPath: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, command: holder.command ?? 'unknown', since: holder.since ?? 'unknown' } : undefined;
  } catch {
    // Unreadable or half-written: its writer is not holding it the way this file says.
    return undefined;
  }
}

/** Signal 0 asks whether the process exists without touching it; EPERM means it does, as another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfMine(lockPath: string): void {
  if (holderOf(lockPath)?.pid === process.pid) removeIfPresent(lockPath);
}

function removeIfPresent(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** 'server/src/server.ts', 'scripts/migrate.ts': the script a process runs, as a person would name it. */
function commandOf(argv: string[]): string {
  const script = argv.slice(1).find((arg) => /\.(m?[jt]s)$/.test(arg));
  return script ? path.relative(process.cwd(), script) || script : argv.join(' ');
}
