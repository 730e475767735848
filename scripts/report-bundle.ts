/*
 * Part of `npm run build`: weighs the JavaScript each route of the built client makes the browser
 * load, and fails the build when a route goes over its budget. A shop on a slow mobile
 * connection first meets Sevak on the sign-in screen; every screen after that is a lazy chunk
 * (client/src/app/router.tsx) that should stay small next to the shared entry and vendor chunks.
 *
 *   node --import tsx scripts/report-bundle.ts [dist folder, default client/dist]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryKey, loadedOnUse, readManifest, staticClosure } from '../client/build/chunk-graph';
import { paths } from '../client/src/app/paths';

/** Kilobytes of 1000 bytes, as Vite prints them just above this report. */
const KB = 1000;
/*
 * The budgets: "The sign-in route loads at most 300 KB gzip of JS; no route chunk beyond the
 * shared vendor chunk exceeds 150 KB gzip." A screen's own total (every chunk it adds to the
 * entry and its layout) is printed beside them, and marked where it passes 150 KB: a list screen
 * with its form needs antd's table, select and date picker, which it shares with its neighbours
 * and which stay cached from one screen to the next.
 */
const SIGN_IN_TOTAL_GZIP_BUDGET = 300 * KB;
const CHUNK_GZIP_BUDGET = 150 * KB;
const ROUTE_OWN_GZIP_MARK = 150 * KB;
/*
 * The technician's phone app (client/src/features/technician, in a layout of its own): "the
 * technician's app loads ≤ 250 KB gzip of JavaScript on a cold start and its own screens do not
 * load the admin's table and form code". A cold start is My day, where the technician lands; each
 * of its screens, and what they fetch on use, is also checked for code of the other roles' screens.
 */
const TECHNICIAN_COLD_START_GZIP_BUDGET = 250 * KB;
const TECHNICIAN_LAYOUT = 'TechnicianLayout';
/** Where the other roles' screens and the admin's frame and table and form kit live, under client/. */
const OTHER_SCREENS_FOLDERS = ['src/features', 'src/components', 'src/app/layout'];
const TECHNICIAN_FOLDER = 'src/features/technician';

const CLIENT_ROOT = path.join(import.meta.dirname, '../client');
const ROUTER_FILE = 'src/app/router.tsx';
const distDir = path.resolve(process.argv[2] ?? path.join(CLIENT_ROOT, 'dist'));

interface Weight {
  raw: number;
  gzip: number;
}

/** A lazy module of the router: a screen (with a path) or a layout around screens (without). */
interface LazyRoute {
  path: string | undefined;
  /** Manifest key of the lazy module, e.g. `src/features/auth/SignInPage.tsx`. */
  module: string;
  /** Where the route's object literal starts and ends in the router's source. */
  start: number;
  end: number;
}

const manifest = readManifest(distDir);

const weightOfChunk = new Map<string, Weight>();
function weighChunk(key: string): Weight {
  let weight = weightOfChunk.get(key);
  if (!weight) {
    // Each chunk travels as its own compressed response, so each is compressed alone.
    const bytes = readFileSync(path.join(distDir, manifest[key]!.file));
    weight = { raw: bytes.length, gzip: gzipSync(bytes).length };
    weightOfChunk.set(key, weight);
  }
  return weight;
}

function weigh(keys: Iterable<string>): Weight {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const weight = weighChunk(key);
    raw += weight.raw;
    gzip += weight.gzip;
  }
  return { raw, gzip };
}

/** Where the `{` that encloses `index` opens, and where it closes. */
function enclosingObject(source: string, index: number): { start: number; end: number } {
  let depth = 0;
  let start = index;
  for (; start >= 0; start--) {
    if (source[start] === '}') depth++;
    else if (source[start] === '{' && depth-- === 0) break;
  }
  depth = 0;
  let end = start;
  for (; end < source.length; end++) {
    if (source[end] === '{') depth++;
    else if (source[end] === '}' && --depth === 0) break;
  }
  if (start < 0 || end >= source.length) throw new Error(`${ROUTER_FILE}: unbalanced braces around offset ${index}`);
  return { start, end };
}

/**
 * Every lazy module of the router, read from its `...page(() => import('…'))` entries, with the
 * route's own `path: …` if it has one. Paths are named through `paths` or the groups the router
 * destructures from it (`admin.products`, `admin.updateVisit.pattern`), or written as a string
 * (`'*'`). A lazy route without a path is a layout: the routes written inside it load it too.
 */
function readLazyRoutes(): LazyRoute[] {
  const source = readFileSync(path.join(CLIENT_ROOT, ROUTER_FILE), 'utf8');
  const lazyImport = /\.\.\.page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...source.matchAll(lazyImport)].map((match) => {
    const { start, end } = enclosingObject(source, match.index);
    // Drop nested objects (children's routes, JSX props) so only this route's own `path:` is left.
    let ownText = source.slice(start + 1, end);
    while (/\{[^{}]*\}/.test(ownText)) ownText = ownText.replace(/\{[^{}]*\}/g, '');
    const pathExpression = /path:\s*([\w.]+|'[^']*')/.exec(ownText)?.[1];
    return {
      path: pathExpression === undefined ? undefined : resolvePathExpression(pathExpression),
      module: manifestKeyOf(path.posix.join(path.posix.dirname(ROUTER_FILE), match[1]!)),
      start,
      end,
    };
  });
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

const entry = entryKey(manifest);
const sharedChunks = staticClosure(manifest, entry);
const shared = weigh(sharedChunks);

const lazyRoutes = readLazyRoutes();
// A lazy module the router reads differently from the pattern above is still weighed, under its file name.
const routedModules = new Set(lazyRoutes.map((route) => route.module));
for (const module of manifest[entry]!.dynamicImports ?? []) {
  if (!routedModules.has(module)) lazyRoutes.push({ path: module, module, start: -1, end: -1 });
}
const layouts = lazyRoutes.filter((route) => route.path === undefined);
const layoutsAround = (route: LazyRoute) => layouts.filter((layout) => layout.start < route.start && route.end < layout.end);
const layoutName = (layout: LazyRoute) => path.basename(layout.module).replace(/\.[jt]sx?$/, '');

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const pair = ({ raw, gzip }: Weight) => `${kb(raw)} / ${kb(gzip)}`;
const fileOf = (key: string) => path.basename(manifest[key]!.file);

/**
 * The names of the other screens' modules (the admin's, the customer's, the shared list and form
 * kit): Vite names a shared chunk after a module in it, and a lazy chunk's key is its module.
 */
function otherScreensModules(): { names: Set<string>; files: Set<string> } {
  const files = new Set<string>();
  for (const folder of OTHER_SCREENS_FOLDERS) {
    for (const entry of readdirSync(path.join(CLIENT_ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      const file = path.posix.join(folder, entry.split(path.sep).join('/'));
      // A feature's catalogue (i18n/en.ts, hi.ts) holds words, not code, and its names are every feature's names.
      if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`${TECHNICIAN_FOLDER}/`) && !file.includes('/i18n/')) files.add(file);
    }
  }
  return { names: new Set([...files].map((file) => path.posix.basename(file).replace(/\.tsx?$/, ''))), files };
}
const otherScreens = otherScreensModules();

/** The chunks among `keys`, beyond the entry every route loads, that carry another screen's code. */
function otherScreensChunks(keys: Iterable<string>): string[] {
  return [...keys].filter(
    (key) => !sharedChunks.has(key) && (otherScreens.files.has(key) || otherScreens.names.has(manifest[key]!.name ?? '')),
  );
}

/** The biggest chunk among `keys`, gzipped: no chunk beyond the entry may pass CHUNK_GZIP_BUDGET. */
function biggestChunk(keys: Iterable<string>): { key: string; gzip: number } | undefined {
  let biggest: { key: string; gzip: number } | undefined;
  for (const key of keys) {
    const { gzip } = weighChunk(key);
    if (!biggest || gzip > biggest.gzip) biggest = { key, gzip };
  }
  return biggest;
}

let technicianColdStart: Weight | undefined;
const technicianLoadsOthersCode = new Set<string>();
const rows = lazyRoutes.map((route) => {
  const around = route.path === undefined ? [] : layoutsAround(route);
  const before = new Set([...sharedChunks, ...around.flatMap((layout) => [...staticClosure(manifest, layout.module)])]);
  const routeChunks = staticClosure(manifest, route.module);
  const ownChunks = [...routeChunks].filter((key) => !before.has(key));
  const loaded = new Set([...before, ...routeChunks]);
  const later = loadedOnUse(manifest, new Set(ownChunks), loaded);
  const own = weigh(ownChunks);
  const total = weigh(loaded);
  const biggest = biggestChunk([...ownChunks, ...later]);

  const budgets = [{ text: `each chunk ≤ ${kb(CHUNK_GZIP_BUDGET)}`, exceeded: (biggest?.gzip ?? 0) > CHUNK_GZIP_BUDGET }];
  if (route.path === paths.signIn) {
    budgets.push({ text: `total ≤ ${kb(SIGN_IN_TOTAL_GZIP_BUDGET)}`, exceeded: total.gzip > SIGN_IN_TOTAL_GZIP_BUDGET });
  }
  const technician = route.path === undefined ? layoutName(route) === TECHNICIAN_LAYOUT : around.some((layout) => layoutName(layout) === TECHNICIAN_LAYOUT);
  const othersCode = technician ? otherScreensChunks([...loaded, ...later]) : [];
  if (technician) budgets.push({ text: 'no other screens’ code', exceeded: othersCode.length > 0 });
  if (route.path === paths.employee.myDay) {
    budgets.push({ text: `cold start ≤ ${kb(TECHNICIAN_COLD_START_GZIP_BUDGET)}`, exceeded: total.gzip > TECHNICIAN_COLD_START_GZIP_BUDGET });
    technicianColdStart = total;
  }
  for (const key of othersCode) technicianLoadsOthersCode.add(fileOf(key));
  const overBudget = budgets.some((budget) => budget.exceeded);
  const name = route.path ?? `(layout ${layoutName(route)})`;
  return {
    cells: [
      around.length > 0 ? `${name} ⊂ ${around.map(layoutName).join(' ⊂ ')}` : name,
      `${pair(own)}${own.gzip > ROUTE_OWN_GZIP_MARK ? ' *' : ''}`,
      pair(total),
      later.size > 0 ? pair(weigh(later)) : '-',
      biggest ? `${kb(biggest.gzip)} ${fileOf(biggest.key)}` : '-',
      budgets.map((budget) => budget.text).join(', '),
      overBudget ? 'OVER' : 'ok',
    ],
    overBudget,
  };
});

const header = ['route', 'own JS raw / gzip', 'total JS raw / gzip', 'on use raw / gzip', 'largest own chunk, gzip', 'gzip budget', ''];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row.cells[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ').trimEnd();

console.log(`\nJavaScript per route, in kB (${KB} bytes), each chunk gzipped on its own.`);
console.log(`Every route loads the entry and its imports: ${pair(shared)} (${sharedChunks.size} chunks).`);
for (const layout of layouts) {
  const chunks = [...staticClosure(manifest, layout.module)].filter((key) => !sharedChunks.has(key));
  console.log(`Routes inside ${layoutName(layout)} also load it: ${pair(weigh(chunks))} (${chunks.length} chunks).`);
}
console.log(`"own" is what a route adds to those (* past ${kb(ROUTE_OWN_GZIP_MARK)} gzip, shown, not a budget);`);
console.log(`"total" is everything the browser fetches to show it;`);
console.log(`"on use" is what its screen fetches afterwards, when the visitor acts (the sign-in rules`);
console.log(`once the form is touched), not in "total"; its chunks count for "largest own chunk".\n`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of rows) console.log(line(row.cells));

if (!technicianColdStart) throw new Error(`${ROUTER_FILE}: no route at ${paths.employee.myDay} inside ${TECHNICIAN_LAYOUT}`);
console.log(
  `\nThe technician's app on a cold start (${paths.employee.myDay}, ${TECHNICIAN_LAYOUT}): ${pair(technicianColdStart)}, ` +
    `budget ${kb(TECHNICIAN_COLD_START_GZIP_BUDGET)} gzip; ` +
    (technicianLoadsOthersCode.size === 0
      ? 'its screens load none of the other screens’ code (the admin’s layout, table and form kit).'
      : `its screens load other screens’ code: ${[...technicianLoadsOthersCode].join(', ')}.`),
);

const overBudget = rows.filter((row) => row.overBudget);
if (overBudget.length > 0) {
  console.error(`\n${overBudget.length} route(s) over the JavaScript budget: ${overBudget.map((row) => row.cells[0]).join(', ')}`);
  process.exit(1);
}
console.log('\nEvery route is within its JavaScript budget.');
