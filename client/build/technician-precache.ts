/*
 * What the technician's phone keeps for use with no network: the service worker's precache list
 * (vite-plugin-pwa, client/vite.config.ts), cut down to the technician's app.
 *
 * Why a list made from the build manifest, and not "every built file" or "whatever was fetched":
 * - Every built file would put the admin's screens (tables, forms, reports, billing: most of the
 *   build) on each technician's phone, on their data plan, for screens they can never open. The
 *   admin's screens are used at a desk with a connection and are not cached for offline use.
 * - Caching at run time only what the pages fetch misses the first visit: the worker starts after
 *   the page has loaded its scripts, so My day would not open offline until a second visit, and
 *   the Done form's rules (fetched when the form is first used) might never be cached at all.
 * So the list is the page itself, the entry every screen needs, and each chunk the technician's
 * layout and screens load, at once or on use, as the build manifest says they do; and the words
 * they are read in: the entry fetches a language's catalogues on use (src/i18n/i18n.ts, antd's
 * and dayjs's locales), so a technician who reads Hindi, or switches to it, has it offline too.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { entryKey, filesOf, loadedOnUse, readManifest, staticClosure, type Manifest } from './chunk-graph.ts';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** The technician's app, as its modules are keyed in the build manifest. */
const TECHNICIAN_APP = 'src/features/technician/';
/** Where Vite writes the built chunks; the files outside it (index.html, public/) are the page's own. */
const ASSETS = 'assets/';
/**
 * The catalogues and locales the entry loads on use: its `i18n/` and `locale/` modules (or the
 * chunk the shared messages were put in), but not another screen's words.
 */
const isCatalogue = (manifest: Manifest, key: string) =>
  (/(^|\/)(i18n|locale)\//.test(key) || /^messages\.\w+$/.test(manifest[key]?.name ?? '')) &&
  (!key.startsWith('src/features/') || key.startsWith(TECHNICIAN_APP));

/** The built files the technician's app loads: the entry and its imports, its layout and screens, and what they load on use. */
export function technicianAppFiles(distDir: string): Set<string> {
  const manifest = readManifest(distDir);
  const shell = staticClosure(manifest, entryKey(manifest));
  const screens = Object.keys(manifest).filter((key) => key.startsWith(TECHNICIAN_APP) && manifest[key]!.isDynamicEntry);
  if (screens.length === 0) throw new Error(`The build manifest has no lazy chunk of ${TECHNICIAN_APP}: the service worker would cache no screen`);
  const loaded = new Set(shell);
  for (const screen of screens) staticClosure(manifest, screen, loaded);
  for (const key of shell) {
    for (const catalogue of (manifest[key]!.dynamicImports ?? []).filter((imported) => isCatalogue(manifest, imported))) staticClosure(manifest, catalogue, loaded);
  }
  const own = new Set([...loaded].filter((key) => !shell.has(key)));
  return filesOf(manifest, [...loaded, ...loadedOnUse(manifest, own, loaded)]);
}

/** Workbox's precache list, keeping of the built chunks only the technician app's. */
export function keepTechnicianAppFiles(distDir: string): ManifestTransform {
  return (entries) => {
    const files = technicianAppFiles(distDir);
    return { manifest: entries.filter((entry) => !entry.url.startsWith(ASSETS) || files.has(entry.url)), warnings: [] };
  };
}
