/*
 * Part of `npm run build`: weighs the JavaScript each route of the built client makes the browser
 * load, and fails the build when a route goes over its budget. A shop on a slow mobile
 * connection first meets Sevak on the sign-in screen; every screen after that is a lazy chunk
 * (client/src/app/router.tsx) that should stay small next to the shared entry and vendor chunks.
 *
 *   node --import tsx scripts/report-bundle.ts [dist folder, default client/dist]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '../client/src/app/paths';

/** Kilobytes of 1000 bytes, as Vite prints them just above this report. */
const KB = 1000;
const SIGN_IN_TOTAL_GZIP_BUDGET = 300 * KB;
const ROUTE_OWN_GZIP_BUDGET = 150 * KB;

const CLIENT_ROOT = path.join(import.meta.dirname, '../client');
const ROUTER_FILE = 'src/app/router.tsx';
const distDir = path.resolve(process.argv[2] ?? path.join(CLIENT_ROOT, 'dist'));

/** One chunk of Vite's build manifest (`build.manifest` in client/vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Weight {
  raw: number;
  gzip: number;
}

interface Route {
  path: string;
  /** Manifest key of the route's lazy module, e.g. `src/features/auth/SignInPage.tsx`. */
  module: string;
}

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunk and every chunk it imports statically, i.e. what the browser fetches before running it. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const weightOfChunk = new Map<string, Weight>();
function weigh(keys: Iterable<string>): Weight {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    let weight = weightOfChunk.get(key);
    if (!weight) {
      // Each chunk travels as its own compressed response, so each is compressed alone.
      const bytes = readFileSync(path.join(distDir, manifest[key]!.file));
      weight = { raw: bytes.length, gzip: gzipSync(bytes).length };
      weightOfChunk.set(key, weight);
    }
    raw += weight.raw;
    gzip += weight.gzip;
  }
  return { raw, gzip };
}

/**
 * Route paths with their lazy modules, read from the router's `path: …, ...page(() => import('…'))`
 * entries. Paths are named through `paths` or the groups the router destructures from it
 * (`admin.products`, `admin.updateVisit.pattern`), or written as a string (`'*'`).
 */
function readRoutes(): Route[] {
  const source = readFileSync(path.join(CLIENT_ROOT, ROUTER_FILE), 'utf8');
  const lazyRoute = /path:\s*([\w.]+|'[^']*'),\s*\.\.\.page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...source.matchAll(lazyRoute)].map(([, pathExpression, specifier]) => ({
    path: resolvePathExpression(pathExpression!),
    module: manifestKeyOf(path.posix.join(path.posix.dirname(ROUTER_FILE), specifier!)),
  }));
}

function resolvePathExpression(expression: string): string {
  if (expression.startsWith("'")) return expression.slice(1, -1);
  const [root, ...keys] = expression.split('.');
  const start: unknown = root === 'paths' ? paths : (paths as Record<string, unknown>)[root!];
  const value = keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], start);
  if (typeof value !== 'string') throw new Error(`${ROUTER_FILE}: cannot tell which path "${expression}" is`);
  return value;
}

function manifestKeyOf(moduleWithoutExtension: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.[jt]sx?$/, '') === moduleWithoutExtension);
  if (!key) throw new Error(`${moduleWithoutExtension} is not in the build manifest: was the client built?`);
  return key;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${distDir}/.vite/manifest.json`);
const sharedChunks = staticClosure(entryKey);
const shared = weigh(sharedChunks);

const routes = readRoutes();
// A lazy module the router reads differently from the pattern above is still weighed, under its file name.
const routedModules = new Set(routes.map((route) => route.module));
for (const module of manifest[entryKey]!.dynamicImports ?? []) {
  if (!routedModules.has(module)) routes.push({ path: module, module });
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const pair = ({ raw, gzip }: Weight) => `${kb(raw)} / ${kb(gzip)}`;

const rows = routes.map((route) => {
  const routeChunks = staticClosure(route.module);
  const own = weigh([...routeChunks].filter((key) => !sharedChunks.has(key)));
  const total = weigh(new Set([...sharedChunks, ...routeChunks]));
  const budgets = [{ text: `own ≤ ${kb(ROUTE_OWN_GZIP_BUDGET)}`, exceeded: own.gzip > ROUTE_OWN_GZIP_BUDGET }];
  if (route.path === paths.signIn) {
    budgets.push({ text: `total ≤ ${kb(SIGN_IN_TOTAL_GZIP_BUDGET)}`, exceeded: total.gzip > SIGN_IN_TOTAL_GZIP_BUDGET });
  }
  const overBudget = budgets.some((budget) => budget.exceeded);
  return {
    cells: [route.path, pair(own), pair(total), budgets.map((budget) => budget.text).join(', '), overBudget ? 'OVER' : 'ok'],
    overBudget,
  };
});

const header = ['route', 'own JS raw / gzip', 'total JS raw / gzip', 'gzip budget', ''];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row.cells[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ').trimEnd();

console.log(`\nJavaScript per route, in kB (${KB} bytes), each chunk gzipped on its own.`);
console.log(`Every route loads the entry and its imports: ${pair(shared)} (${sharedChunks.size} chunks).`);
console.log(`"own" is what a route adds to that; "total" is everything the browser fetches to show it.\n`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of rows) console.log(line(row.cells));

const overBudget = rows.filter((row) => row.overBudget);
if (overBudget.length > 0) {
  console.error(`\n${overBudget.length} route(s) over the JavaScript budget: ${overBudget.map((row) => row.cells[0]).join(', ')}`);
  process.exit(1);
}
console.log('\nEvery route is within its JavaScript budget.');
