/*
 * npm test: every suite, each once, on every database engine there is, with each section's time.
 *
 * The Vitest projects that touch no database (vitest.config.ts ENGINE_FREE_PROJECTS: the lint
 * rules, shared, the client's components) run once. The others (the server's and db's tests) and
 * the browser tests run on embedded PGlite, and again on PostgreSQL when DATABASE_URL names a
 * server (each test file, and the browser run, make a throwaway database on it); the browser
 * walks that check the screens whatever the engine (axe-core's audit of every screen) run in the
 * PGlite pass only. The sections run one after another: on two cores, two engines' suites side by
 * side only contend (measured: 431 s together against 373 s in turn). The first failing section
 * stops the run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import vitestConfig, { ENGINE_FREE_PROJECTS } from '../vitest.config';

const repoRoot = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
/** PGlite's environment: no DATABASE_URL at all. */
const { DATABASE_URL: _unused, ...embedded } = process.env;

const projects = (vitestConfig.test?.projects ?? []).map((project) => {
  const name = typeof project === 'object' && 'test' in project ? project.test?.name : undefined;
  if (typeof name !== 'string') throw new Error('scripts/test.ts: every project in vitest.config.ts needs a test.name');
  return name;
});
const unknown = ENGINE_FREE_PROJECTS.filter((name) => !projects.includes(name));
if (unknown.length > 0) throw new Error(`scripts/test.ts: ENGINE_FREE_PROJECTS names ${unknown.join(', ')}, not a project in vitest.config.ts`);
// A project not named engine-free runs on every engine: forgetting to name one costs time, never a test.
const engineProjects = projects.filter((name) => !ENGINE_FREE_PROJECTS.includes(name));

interface Section {
  name: string;
  command: string[];
  env: NodeJS.ProcessEnv;
}

// Workers: vitest.config.ts (both cores on a two-core machine).
const vitest = (names: string[]) => ['npx', 'vitest', 'run', ...names.flatMap((project) => ['--project', project])];
const browser = (...args: string[]) => ['node', '--import', 'tsx', 'client/e2e/run.ts', ...args];

const sections: Section[] = [
  { name: `${ENGINE_FREE_PROJECTS.join(', ')} tests (no database)`, command: vitest(ENGINE_FREE_PROJECTS), env: embedded },
  { name: `${engineProjects.join(', ')} tests on PGlite`, command: vitest(engineProjects), env: embedded },
  { name: 'browser tests on PGlite', command: browser(), env: embedded },
  ...(databaseUrl
    ? [
        { name: `${engineProjects.join(', ')} tests on PostgreSQL`, command: vitest(engineProjects), env: process.env },
        // The engine-free walks ran in the PGlite pass.
        { name: 'browser tests on PostgreSQL (no accessibility audit)', command: browser('--skip-engine-free'), env: process.env },
      ]
    : []),
];

const times: [string, number][] = [];
let failed: string | undefined;
for (const section of sections) {
  console.log(`\n== ${section.name}`);
  const started = Date.now();
  const run = spawnSync(section.command[0]!, section.command.slice(1), { cwd: repoRoot, env: section.env, stdio: 'inherit' });
  times.push([section.name, Math.round((Date.now() - started) / 1000)]);
  if (run.status !== 0) {
    failed = `${section.name} failed (${run.signal ?? `exit ${run.status}`})`;
    break;
  }
}

console.log('\n== npm test: time by section');
for (const [name, seconds] of times) console.log(`${String(seconds).padStart(6)} s  ${name}`);
console.log(`${String(times.reduce((sum, [, seconds]) => sum + seconds, 0)).padStart(6)} s  in all`);
if (!databaseUrl) console.log('(PostgreSQL not tested: set DATABASE_URL to a server to run the server, db and browser tests on it too)');
if (failed) {
  console.error(`\n${failed}`);
  process.exit(1);
}
