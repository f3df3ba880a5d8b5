/**
 * The built site (SITE_DIR): its files, precompressed and cached; its pages (`index.html`, 200 for
 * a path of the site's route table `routes.json`, 404 for any other, so the app shows its not-found
 * page); and `/robots.txt`.
 *
 * - Files are served by @fastify/static with `preCompressed`: for `app.js` the client gets
 *   `app.js.br` or `app.js.gz` when it accepts that encoding and the file exists (`Vary:
 *   Accept-Encoding` on every file).
 * - `Cache-Control`: a year and `immutable` for the hashed files under `/assets/` (their name changes
 *   with their content); `no-cache` (revalidate with the ETag) for `index.html`, the page fallback and
 *   every other file.
 * - `routes.json`, written by the site build: `{ "paths": ["/", "/welcome", "/projects/:id", …] }`,
 *   React Router patterns matched case-insensitively, `:param` one path segment (`:param?` an
 *   optional one, a trailing `*` any rest; a lone `*`, the app's own not-found route, is ignored).
 *   Without the file every page path answers 200, as before.
 * - Pre-rendered pages, written by the site build to `pages/`: `pages/index.html` for `/`,
 *   `pages/<path>.html` for `/<path>` (`pages/LandingPage.html`), answered for their path in any
 *   case, with or without a trailing slash, in place of `index.html` (same headers).
 * - `routes.json` may also name, per page path, the build's files that page's screen needs first
 *   (`"preload": { "/journal": ["assets/journal-….js", …] }`, issue 34): its page is answered with a
 *   `Link` header of `rel=modulepreload` (scripts) and `rel=preload; as=style` (stylesheets), so
 *   the browser fetches the screen's code with the app's own instead of after it.
 * - Pages with a head of their own (`headFor`, e.g. a blog post's): `index.html` with that page's
 *   `<title>` and `<meta name="description">` written in, for link previews and crawlers that do
 *   not run scripts (an unknown post gets the site's own head; the app shows that it is missing).
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { xmlText } from './markup';
import { inlineScripts, sha256Source } from './security-headers';

/** Hashed build output (Vite: `assets/<name>-<hash>.<ext>`) may be cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else is revalidated on each use (cheap: ETag / Last-Modified → 304). */
export const REVALIDATE = 'no-cache';

/** The robots.txt answered when the site has none: crawl the site, not the API. */
export const DEFAULT_ROBOTS_TXT = ['User-agent: *', 'Allow: /', 'Disallow: /api/', ''].join('\n');

/** One segment of a route pattern. */
type Segment =
  | { kind: 'literal'; text: string; optional: boolean }
  | { kind: 'param'; optional: boolean }
  | { kind: 'rest' };

export type RoutePattern = readonly Segment[];

export interface Site {
  /** Absolute path of SITE_DIR. */
  root: string;
  /** `sha256-…` of each inline script of index.html, for the Content-Security-Policy. */
  inlineScriptHashes: string[];
  /** The page paths of routes.json; null without the file (every page path is a page). */
  routes: RoutePattern[] | null;
  /** Pre-rendered pages: lower-case path (`/landingpage`) → file under the root (`pages/…`). */
  pages: ReadonlyMap<string, string>;
  /** The `Link` header of each page path that names files to preload (routes.json's `preload`). */
  preloads: readonly RoutePreload[];
}

/** A page path's preloads: its pattern and the `Link` header value naming them. */
export interface RoutePreload {
  pattern: RoutePattern;
  link: string;
}

/** The folder of the pre-rendered pages in SITE_DIR. */
export const PAGES_DIR = 'pages';

/** The pre-rendered pages of `root/pages/`, by lower-case path. */
export function readPages(root: string): Map<string, string> {
  const dir = resolve(root, PAGES_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const path = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(path.toLowerCase(), `${PAGES_DIR}/${name}`);
  }
  return pages;
}

/** The pre-rendered file for a URL path (no query), if there is one. */
export function prerenderedFile(site: Pick<Site, 'pages'>, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath).toLowerCase();
  } catch {
    return undefined; // malformed percent-encoding: no page of the site
  }
  return site.pages.get(path.length > 1 ? path.replace(/(?<!\/)\/+$/, '') : path);
}

/** A page's own head: the document title and the description. */
export interface PageHead {
  title: string;
  description: string;
}

/** The head of a page path, or undefined for the site's own head. */
export type PageHeadLookup = (path: string) => Promise<PageHead | undefined>;

/** `html` (index.html) with `head`'s title and description in place of the site's. */
export function withPageHead(html: string, head: PageHead): string {
  const title = `<title>${xmlText(head.title)}</title>`;
  const description = `<meta name="description" content="${xmlText(head.description)}" />`;
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  return /<meta name="description"[^>]*>/.test(titled)
    ? titled.replace(/<meta name="description"[^>]*>/, () => description)
    : titled.replace('</head>', () => `${description}</head>`);
}

/**
 * The built site in `siteDir`, or undefined when there is none (no index.html). A link is resolved
 * now: the process serves the build it started with even when the link is pointed at a newer one
 * (`npm start` swaps it, scripts/site-build.mjs).
 */
export function loadSite(siteDir: string | undefined): Site | undefined {
  if (!siteDir || !existsSync(resolve(siteDir, 'index.html'))) return undefined;
  const root = realpathSync(resolve(siteDir));
  const index = resolve(root, 'index.html');
  const routesFile = resolve(root, 'routes.json');
  const pages = readPages(root);
  // Every inline script of the pages served: index.html's and the pre-rendered pages' own.
  const scripts = [index, ...[...pages.values()].map((file) => resolve(root, file))].flatMap(
    (file) => inlineScripts(readFileSync(file, 'utf8')),
  );
  return {
    root,
    inlineScriptHashes: [...new Set(scripts.map(sha256Source))],
    ...(existsSync(routesFile) ? readRoutes(routesFile) : { routes: null, preloads: [] }),
    pages,
  };
}

function readRoutes(file: string): { routes: RoutePattern[]; preloads: RoutePreload[] } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${String(error)}`);
  }
  return { routes: parseRoutes(json, file), preloads: parsePreloads(json, file) };
}

/** A file of the build a page may preload: a script or stylesheet under `assets/`. */
const PRELOADABLE = /^assets\/[\w.-]+\.(js|css)$/;

/**
 * Reads routes.json's optional `"preload": { "<page path>": ["assets/….js", …] }`; throws naming
 * the file when it is anything else. Each path's files become one `Link` header value.
 */
export function parsePreloads(json: unknown, file = 'routes.json'): RoutePreload[] {
  const preload =
    typeof json === 'object' && json !== null && 'preload' in json ? json.preload : undefined;
  if (preload === undefined) return [];
  const shape = `${file}: "preload" must be { "/path": ["assets/….js", …] }`;
  if (typeof preload !== 'object' || preload === null || Array.isArray(preload))
    throw new Error(`${shape}.`);
  const preloads: RoutePreload[] = [];
  for (const [path, files] of Object.entries(preload)) {
    const pattern = path.startsWith('/') ? parsePattern(path) : null;
    if (!pattern || !Array.isArray(files))
      throw new Error(`${shape}, got ${JSON.stringify(path)}.`);
    const named = files.map((name: unknown) => {
      if (typeof name !== 'string' || !PRELOADABLE.test(name))
        throw new Error(`${shape}, got ${JSON.stringify(name)} for ${path}.`);
      return name.endsWith('.css')
        ? `</${name}>; rel=preload; as=style; crossorigin`
        : `</${name}>; rel=modulepreload; crossorigin`;
    });
    if (named.length) preloads.push({ pattern, link: named.join(', ') });
  }
  return preloads;
}

/** The `Link` header of a URL path's page (no query), if routes.json names files for it. */
export function preloadLinkFor(site: Pick<Site, 'preloads'>, urlPath: string): string | undefined {
  const segments = pathSegments(urlPath);
  if (!segments) return undefined;
  return site.preloads.find(({ pattern }) => matches(pattern, 0, segments, 0))?.link;
}

/** Reads `{ "paths": [...] }`; throws naming the file when it is not that. */
export function parseRoutes(json: unknown, file = 'routes.json'): RoutePattern[] {
  const paths =
    typeof json === 'object' && json !== null && 'paths' in json ? json.paths : undefined;
  if (!Array.isArray(paths)) throw new Error(`${file} must be { "paths": ["/", "/welcome", …] }.`);
  const patterns: RoutePattern[] = [];
  for (const path of paths) {
    if (typeof path !== 'string' || !(path.startsWith('/') || path === '*'))
      throw new Error(
        `${file}: every path must be a string starting with "/", got ${JSON.stringify(path)}.`,
      );
    const pattern = parsePattern(path);
    if (pattern) patterns.push(pattern);
  }
  return patterns;
}

/** A React Router path as segments; null for the catch-all (`*`, `/*`), which is no page of its own. */
function parsePattern(path: string): RoutePattern | null {
  const parts = path.split('/').filter((part) => part !== '');
  if (parts.length === 1 && parts[0] === '*') return null;
  return parts.map((part, index): Segment => {
    if (part === '*' && index === parts.length - 1) return { kind: 'rest' };
    const optional = part.endsWith('?');
    const text = optional ? part.slice(0, -1) : part;
    if (text.startsWith(':')) return { kind: 'param', optional };
    return { kind: 'literal', text: text.toLowerCase(), optional };
  });
}

/** Whether a URL path (no query) is one of the patterns' pages. */
export function isPagePath(patterns: readonly RoutePattern[], urlPath: string): boolean {
  const segments = pathSegments(urlPath);
  return segments !== null && patterns.some((pattern) => matches(pattern, 0, segments, 0));
}

/** A URL path's segments, decoded and in lower case; null for malformed percent-encoding. */
function pathSegments(urlPath: string): string[] | null {
  try {
    return urlPath
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part).toLowerCase());
  } catch {
    return null; // malformed percent-encoding: no page of the site
  }
}

function matches(
  pattern: RoutePattern,
  at: number,
  segments: readonly string[],
  from: number,
): boolean {
  const segment = pattern[at];
  if (segment === undefined) return from === segments.length;
  if (segment.kind === 'rest') return true;
  const value = segments[from];
  const fits = value !== undefined && (segment.kind === 'param' || segment.text === value);
  if (fits && matches(pattern, at + 1, segments, from + 1)) return true;
  return segment.optional && matches(pattern, at + 1, segments, from);
}

/** Cache-Control of a file of the site, by its path on disk (a `.br`/`.gz` sibling counts as its file). */
export function cacheControlFor(root: string, filePath: string): string {
  const path = relative(root, filePath.replace(/\.(?:br|gz)$/, ''))
    .split(sep)
    .join('/');
  const name = path.split('/').at(-1) ?? '';
  const hashed = /-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+(?:\.map)?$/.test(name);
  return path.startsWith('assets/') && hashed ? IMMUTABLE : REVALIDATE;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the site (when there is one) and /robots.txt, and answers what nothing else answers:
 * a page (`index.html`, 200 or 404) for a GET or HEAD outside /api, else 404 `{detail}`.
 */
export async function registerSite(
  app: FastifyInstance,
  site: Site | undefined,
  headFor?: PageHeadLookup,
): Promise<void> {
  if (!site || !existsSync(resolve(site.root, 'robots.txt')))
    app.get('/robots.txt', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(DEFAULT_ROBOTS_TXT),
    );

  if (!site) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));
    return;
  }

  const { root, routes } = site;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like the others (it may be pre-rendered): the fallback below answers it.
    index: false,
    preCompressed: true,
    // The compressed siblings are found through their file, the pre-rendered pages through their
    // path; they get no route of their own.
    globIgnore: ['**/*.br', '**/*.gz', `${PAGES_DIR}/**`],
    cacheControl: false,
    setHeaders(reply: FastifyReply, path: string) {
      void reply.header('cache-control', cacheControlFor(root, path));
    },
  });

  // Client-side routes: any other GET that wants a page gets the app's index.html, which shows the
  // page, or the not-found page with 404 when routes.json does not list the path.
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url)) {
      const path = request.url.split(/[?#]/)[0] ?? '/';
      const prerendered = prerenderedFile(site, path);
      if (prerendered) return reply.sendFile(prerendered);
      const link = preloadLinkFor(site, path);
      if (link) void reply.header('link', link);
      const head = headFor ? await pageHead(headFor, path, app) : undefined;
      if (head)
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(withPageHead(await readFile(resolve(root, 'index.html'), 'utf8'), head));
      if (routes === null || isPagePath(routes, path)) return reply.sendFile('index.html');
      // A 404 is never answered "304 Not Modified": the conditional headers are dropped.
      delete request.raw.headers['if-none-match'];
      delete request.raw.headers['if-modified-since'];
      return reply.status(404).sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found' });
  });
}

/** `headFor(path)`; when it fails (the database away), the site's own head, never an error page. */
async function pageHead(
  headFor: PageHeadLookup,
  path: string,
  app: FastifyInstance,
): Promise<PageHead | undefined> {
  try {
    return await headFor(path);
  } catch (error) {
    app.log.warn({ err: error, path }, "a page's head could not be read; the site's head is sent");
    return undefined;
  }
}
