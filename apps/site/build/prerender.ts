/**
 * The build's last steps in Node (called by `builder.buildApp` in vite.config.ts, after the site
 * and its server-side entry are built): the pre-rendered pages, `routes.json` for the server, and
 * the precompressed copies of every text file.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Render from '../src/prerender/render';
import { STYLES_ELEMENT_ATTRIBUTE } from '../src/prerender/inlineStyles';
import { classNames, extractInlineStyles, styles } from './html';
import {
  closure,
  routePreloads,
  screenLoadersSource,
  screenModules,
  type Manifest,
} from './preloads';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `dist/routes.json`: every page path of the route table, which the server answers with 200, and
 * the files each path's screen needs first, which the server names in its `Link` header.
 */
export function writeRoutesJson(
  dist: string,
  pagePaths: readonly string[],
  preload: Readonly<Record<string, readonly string[]>> = {},
): void {
  writeFileSync(
    join(dist, 'routes.json'),
    `${JSON.stringify({ paths: pagePaths, preload }, null, 2)}\n`,
  );
}

/**
 * The stylesheets a page's HTML needs beyond the entry's (those defining one of its classes), and
 * the chunks that own them, to preload: the page paints styled before any script runs.
 */
function pageAssets(dist: string, manifest: Manifest, html: string, entryKey: string) {
  const loaded = new Set(
    [...closure(manifest, entryKey)].flatMap((key) => [
      manifest[key]?.file,
      ...(manifest[key]?.css ?? []),
    ]),
  );
  const used = classNames(html);
  const stylesheets = readdirSync(join(dist, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => file.endsWith('.css') && !loaded.has(file))
    .filter((file) => styles(readFileSync(join(dist, file), 'utf8'), used))
    .sort();
  const owners = Object.keys(manifest).filter((key) =>
    manifest[key]?.css?.some((file) => stylesheets.includes(file)),
  );
  const scripts = [...new Set(owners.flatMap((key) => [...closure(manifest, key)]))]
    .map((key) => manifest[key]?.file)
    .filter(
      (file): file is string => file !== undefined && file.endsWith('.js') && !loaded.has(file),
    )
    .sort();
  return { stylesheets, scripts };
}

/**
 * Writes each pre-rendered page to `dist/pages/<file>`: the site's `index.html` with the page's
 * HTML in `#root`, its inline styles as a `<style>` element, its stylesheets and preloads, and the
 * script that hides it before it paints when the visit will see another page. No colour class is
 * baked in: `<html>` stays as in `index.html`, whose inline script sets it before first paint.
 */
export async function writePrerenderedPages(dist: string, serverEntry: string): Promise<void> {
  const render = (await import(pathToFileURL(serverEntry).href)) as typeof Render;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`dist/index.html has no ${root}.`);

  writeRoutesJson(
    dist,
    render.pagePaths,
    routePreloads(manifest, render.routePaths, screenModules(screenLoadersSource())),
  );
  mkdirSync(join(dist, 'pages'), { recursive: true });
  for (const page of render.PRERENDERED_PAGES) {
    const rendered = await render.renderPage(page);
    const { html, css } = extractInlineStyles(rendered.html);
    const { stylesheets, scripts } = pageAssets(dist, manifest, html, 'index.html');
    const head = [
      ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      css ? `<style ${STYLES_ELEMENT_ATTRIBUTE}>${css}</style>` : '',
    ].join('');
    const out = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
      .replace('</head>', `${head}</head>`)
      .replace(root, `<div id="root">${html}</div><script>${page.hideScript}</script>`);
    writeFileSync(join(dist, 'pages', page.file), out);
  }
}
