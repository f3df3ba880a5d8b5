/**
 * What each page path's screen needs before it can draw (issue 34), for routes.json's `preload`:
 * the chunk of screen loaders, the screen's own chunk and every chunk they import statically, for
 * a screen with data also the session's API layer (its client, query cache and providers), less
 * what the app's entry loads anyway. The server names them in a `Link` header of the page, so the
 * browser fetches them beside the app's code instead of one after another once it runs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A chunk of Vite's manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The screen loaders' module, as the manifest names it (from the site's folder). */
export const SCREEN_LOADERS_KEY = '../../packages/features/src/routes/screenLoaders.ts';

/**
 * The session's API layer (`loadRouteScreen` imports it beside a data screen's code), as the
 * manifest names it: without it in the preloads it would be one more request after the entry ran.
 */
export const SESSION_API_KEY = '../../packages/features/src/session/api/index.ts';

/** The manifest key of a chunk and every chunk it imports statically, transitively. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * Each route's screen module (manifest key) from the screen loaders' source: the folder of the
 * features package each loader imports (`account: async () => (await import('../account'))…` →
 * `../../packages/features/src/account/index.ts`).
 */
export function screenModules(source: string): Map<string, string> {
  const modules = new Map<string, string>();
  const loader = /^\s*(\w+): async \(\) =>\s*\(await import\('\.\.\/([\w-]+)'\)\)/gm;
  for (const [, id, folder] of source.matchAll(loader)) {
    if (id && folder) modules.set(id, `../../packages/features/src/${folder}/index.ts`);
  }
  return modules;
}

/** The screen loaders' source in this repository. */
export function screenLoadersSource(): string {
  return readFileSync(
    fileURLToPath(
      new URL('../../../packages/features/src/routes/screenLoaders.ts', import.meta.url),
    ),
    'utf8',
  );
}

/**
 * `{ "<page path>": ["assets/….js", "assets/….css", …] }` for every path of a route whose screen
 * has a chunk of its own: the loaders' chunk, the screen's, what they import (and the session's API
 * layer for a screen with data), and their stylesheets, less what `entryKey` loads; sorted,
 * scripts first. Throws when the manifest lacks the loaders' or the API layer's module.
 */
export function routePreloads(
  manifest: Manifest,
  routes: readonly { id: string; paths: readonly string[]; needsApi: boolean }[],
  modules: ReadonlyMap<string, string>,
  entryKey = 'index.html',
): Record<string, string[]> {
  // A moved module would silently drop the preloads: the build fails instead.
  for (const key of [SCREEN_LOADERS_KEY, SESSION_API_KEY])
    if (!manifest[key]) throw new Error(`The build's manifest has no ${key}.`);
  const preload: Record<string, string[]> = {};
  const loaded = closure(manifest, entryKey);
  const loaders = closure(manifest, SCREEN_LOADERS_KEY);
  const sessionApi = closure(manifest, SESSION_API_KEY);
  for (const route of routes) {
    const screen = modules.get(route.id);
    if (!screen || !manifest[screen]) continue;
    const keys = new Set([
      ...loaders,
      ...closure(manifest, screen),
      ...(route.needsApi ? sessionApi : []),
    ]);
    const chunks = [...keys].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
    const scripts = chunks.flatMap((chunk) => (chunk ? [chunk.file] : [])).sort();
    const styles = [...new Set(chunks.flatMap((chunk) => chunk?.css ?? []))].sort();
    for (const path of route.paths) preload[path] = [...scripts, ...styles];
  }
  return preload;
}
