/*
 * What the browser fetches for a screen, read from Vite's build manifest (`build.manifest` in
 * client/vite.config.ts). Two readers share it: scripts/report-bundle.ts weighs each route
 * against its budget, and the service worker's precache list (vite.config.ts) keeps exactly
 * what the technician's app loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The key of the page's entry chunk: what every route loads first. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('No entry chunk in the build manifest');
  return key;
}

/** The chunk and every chunk it imports statically, i.e. what the browser fetches before running it. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * What the chunks import only when a screen asks for it (a dialog's form on first open, the
 * sign-in rules while the page is shown), with everything those bring along; `loaded` excluded.
 */
export function loadedOnUse(manifest: Manifest, keys: Set<string>, loaded: Set<string>): Set<string> {
  const later = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const imported of manifest[key]?.dynamicImports ?? []) {
      for (const chunk of staticClosure(manifest, imported)) {
        if (loaded.has(chunk) || later.has(chunk)) continue;
        later.add(chunk);
        pending.push(chunk);
      }
    }
  }
  return later;
}

/** The files of the chunks: their JavaScript, and the stylesheets and assets they bring. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}
