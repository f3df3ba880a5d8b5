#!/usr/bin/env node
/**
 * Size budgets of the built site (run after `pnpm --filter @wegrow/site build`):
 * - the JavaScript the first page (`/`) needs before it can run — the entry chunk and every chunk
 *   it imports statically, transitively — at most 96.5 KB gzipped;
 * - each lazily loaded chunk (a route's screen, the API layer…), counted alone, at most 30 KB
 *   gzipped;
 * - no MSW code anywhere in the production build.
 * Reads the Vite manifest (`build.manifest: true`), prints a table, exits 1 when a budget fails.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * 95 KB since issue 12; 96.5 KB since the design system took its words and direction from a locale
 * (issue 46: `LocaleProvider` and the default labels of every component are first-paint code, 1.1 KB).
 */
export const INITIAL_BUDGET_KB = 96.5;
export const LAZY_CHUNK_BUDGET_KB = 30;
/** Strings only MSW's code contains (its worker file name, its entry and its log prefix). */
export const MSW_SIGNATURES = ['mockServiceWorker', 'msw/browser', 'setupWorker', '[MSW]'];

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;

/** Gzipped size (level 9, like a static server's precompression) of a built file, in bytes. */
function gzipSize(file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

function readManifest() {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    console.error('No dist/.vite/manifest.json: run `pnpm --filter @wegrow/site build` first.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The manifest key of a chunk and every chunk it imports statically, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return /\.(m?js)$/.test(name) ? [path] : [];
  });
}

/** A readable name for a chunk: its source entry for lazy chunks, else its file. */
function chunkName(key, chunk) {
  if (chunk.isEntry) return `entry (${key})`;
  if (chunk.isDynamicEntry)
    return key.replace(/^(\.\.\/)+/, '').replace(/^packages\/features\/src\//, 'features/');
  return chunk.file.replace(/^assets\//, '');
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function main() {
  const manifest = readManifest();
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entryKey = entries.find(([key]) => key === 'index.html')?.[0] ?? entries[0]?.[0];
  if (!entryKey) {
    console.error('The manifest has no entry chunk.');
    process.exit(1);
  }

  const failures = [];
  const rows = [];

  // 1. The initial JavaScript of `/`.
  const initial = [...staticClosure(manifest, entryKey)].filter((key) =>
    manifest[key].file.endsWith('.js'),
  );
  let initialBytes = 0;
  for (const key of initial) {
    const size = gzipSize(manifest[key].file);
    initialBytes += size;
    rows.push(['initial', chunkName(key, manifest[key]), kb(size), '']);
  }
  const initialOk = initialBytes <= INITIAL_BUDGET_KB * KB;
  rows.push([
    'initial',
    'TOTAL for / (entry + static imports)',
    kb(initialBytes),
    `${initialOk ? 'ok' : 'OVER'} ≤ ${INITIAL_BUDGET_KB} KB`,
  ]);
  if (!initialOk)
    failures.push(
      `Initial JS for / is ${kb(initialBytes)} gzipped (budget ${INITIAL_BUDGET_KB} KB).`,
    );

  // 2. Every lazily loaded chunk, alone (a route's screen, the API layer…).
  const initialFiles = new Set(initial.map((key) => manifest[key].file));
  const lazyKeys = Object.keys(manifest).filter(
    (key) => manifest[key].file.endsWith('.js') && !initialFiles.has(manifest[key].file),
  );
  for (const key of lazyKeys) {
    const chunk = manifest[key];
    const size = gzipSize(chunk.file);
    const ok = size <= LAZY_CHUNK_BUDGET_KB * KB;
    rows.push([
      chunk.isDynamicEntry ? 'lazy' : 'shared',
      chunkName(key, chunk),
      kb(size),
      `${ok ? 'ok' : 'OVER'} ≤ ${LAZY_CHUNK_BUDGET_KB} KB`,
    ]);
    if (!ok)
      failures.push(
        `Lazy chunk ${chunkName(key, chunk)} is ${kb(size)} gzipped (budget ${LAZY_CHUNK_BUDGET_KB} KB).`,
      );
  }

  // 3. No MSW in the production build.
  const withMsw = [];
  for (const file of jsFiles(dist)) {
    const code = readFileSync(file, 'utf8');
    const found = MSW_SIGNATURES.filter((signature) => code.includes(signature));
    if (found.length) withMsw.push(`${relative(dist, file)} (${found.join(', ')})`);
  }
  rows.push([
    'msw',
    'MSW code in the build',
    withMsw.length ? withMsw.join('; ') : 'none',
    withMsw.length ? 'FAIL' : 'ok',
  ]);
  if (withMsw.length)
    failures.push(`MSW code found in the production build: ${withMsw.join('; ')}.`);

  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(line(['kind', 'chunk', 'gzip', 'budget']));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));

  if (failures.length) {
    console.error(`\nBudgets failed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main();
