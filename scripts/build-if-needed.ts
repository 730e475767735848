/*
 * The build step of `npm start`: builds the client and the server bundle only when something
 * they are built from changed since the last build, and quietly: one line while it works, the
 * build's own output only when it fails. `npm run build` is the full, talkative build (with the
 * route weights); this is what a shop owner restarting the server waits for.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const at = (relative: string) => path.join(repoRoot, relative);

interface Target {
  name: string;
  /** The file the build writes last; its age is the build's. */
  output: string;
  sources: string[];
  /** Settings read at build time: a change rebuilds too. */
  settings: Record<string, string>;
  command: string[];
}

const TARGETS: Target[] = [
  {
    name: 'the screens',
    output: 'client/dist/index.html',
    sources: ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/package.json', 'shared/src', 'package-lock.json'],
    settings: { APP_NAME: process.env.APP_NAME ?? '' },
    command: ['npm', 'run', 'build', '--workspace', '@sevak/client'],
  },
  {
    name: 'the server',
    output: 'server/dist/server.mjs',
    sources: ['server/src', 'db/src', 'db/migrations', 'shared/src', 'server/package.json', 'scripts/build-server.ts', 'package-lock.json'],
    settings: {},
    command: [process.execPath, '--import', 'tsx', 'scripts/build-server.ts'],
  },
];

/** The newest modification time of a file or of any file under a folder (tests included: cheap and safe). */
function newestChange(relative: string): number {
  const full = at(relative);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, entry) => Math.max(newest, newestChange(path.join(relative, entry))), stat.mtimeMs);
}

const stampOf = (target: Target) => at(`${target.output}.settings.json`);

function isUpToDate(target: Target): boolean {
  const output = at(target.output);
  if (!existsSync(output) || !existsSync(stampOf(target))) return false;
  if (readFileSync(stampOf(target), 'utf8') !== JSON.stringify(target.settings)) return false;
  const builtAt = statSync(output).mtimeMs;
  return target.sources.every((source) => newestChange(source) <= builtAt);
}

function run(command: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

for (const target of TARGETS) {
  if (isUpToDate(target)) continue;
  const started = Date.now();
  process.stdout.write(`Building ${target.name}… `);
  const { code, output } = await run(target.command);
  if (code !== 0) {
    console.log('failed:\n');
    console.error(output);
    process.exit(code ?? 1);
  }
  writeFileSync(stampOf(target), JSON.stringify(target.settings));
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
