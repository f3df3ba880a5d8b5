/**
 * The built site as the server serves it (issues #11 and #12): security headers on every answer,
 * the page fallback with routes.json (200 for a page, 404 otherwise), precompressed and cached files,
 * and robots.txt. Each app serves a temporary SITE_DIR made here.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_CSP, HSTS, inlineScripts, sha256Source } from '../src/platform/security-headers';
import {
  cacheControlFor,
  DEFAULT_ROBOTS_TXT,
  IMMUTABLE,
  isPagePath,
  parsePreloads,
  parseRoutes,
  REVALIDATE,
} from '../src/platform/site';
import { createTestApp, type TestApp } from './helpers/app';

/** The colour-mode script of apps/site/index.html, as the build leaves it. */
const COLOR_MODE_SCRIPT =
  "(function(){try{var m=localStorage.getItem('wg-color-mode');if(m!=='light'&&m!=='dark'){m='light'}document.documentElement.classList.add('wg-'+m)}catch(e){}})();";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>WeGrow</title>
    <!-- <script>not a script: a comment</script> -->
    <script>${COLOR_MODE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-BIm5x0Jr.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Bo8Nnd7D.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const APP_CSS = 'body{margin:0}\n';
const ROUTES = {
  paths: ['/', '/welcome', '/projects/:id', '/blog/:id/edit', '/Account', '*'],
  // What the Account and a project's screens need first (the site build lists them).
  preload: {
    '/Account': ['assets/account-Ab12Cd34.js', 'assets/Card-Ef56Gh78.js', 'assets/account-X1.css'],
    '/projects/:id': ['assets/projects-Ij90Kl12.js'],
  },
};

/** A page pre-rendered by the site build: index.html with the page in #root and its own script. */
const HIDE_SCRIPT = "document.getElementById('root').hidden=false;";
const prerendered = (heading: string) =>
  INDEX_HTML.replace(
    '<div id="root"></div>',
    `<div id="root"><h1>${heading}</h1></div><script>${HIDE_SCRIPT}</script>`,
  );

interface SiteFiles {
  routes?: boolean;
  robots?: boolean;
}

const dirs: string[] = [];
function siteDir({ routes = true, robots = false }: SiteFiles = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-site-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  const write = (name: string, content: string | Buffer) => writeFileSync(join(dir, name), content);
  // Each text file with its .br and .gz siblings, as the site build writes them…
  mkdirSync(join(dir, 'pages'));
  for (const [name, content] of [
    ['index.html', INDEX_HTML],
    ['assets/index-BIm5x0Jr.js', APP_JS],
    ['pages/index.html', prerendered('Welcome home')],
    ['pages/welcome.html', prerendered('Welcome')],
    ['pages/LandingPage.html', prerendered('Landing')],
  ] as const) {
    write(name, content);
    write(`${name}.br`, brotliCompressSync(content));
    write(`${name}.gz`, gzipSync(content));
  }
  // …except this one, served as it is.
  write('assets/index-Bo8Nnd7D.css', APP_CSS);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (routes) write('routes.json', JSON.stringify(ROUTES));
  if (robots) write('robots.txt', 'User-agent: *\nDisallow: /private/\n');
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { siteDir: siteDir() } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The Content-Security-Policy as `directive → sources`. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy']).toBeDefined();
  expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http
}

describe('security headers', () => {
  it('give the site a strict Content-Security-Policy, with the inline script allowed by its hash', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    const policy = csp(res);
    const hash = `'${sha256Source(COLOR_MODE_SCRIPT)}'`;
    const pageHash = `'${sha256Source(HIDE_SCRIPT)}'`;
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'script-src': ["'self'", hash, pageHash],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'"],
      'style-src-elem': ["'self'", "'unsafe-inline'"],
      'style-src-attr': ["'none'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
    });
    // The hash is the one a browser computes: base64 SHA-256 of the script's exact text.
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('are on every answer: files, pages, the API, its errors and 404s', async () => {
    const answers = [
      await get('/assets/index-BIm5x0Jr.js'),
      await get('/welcome'),
      await get('/no-such-page'),
      await get('/api/health'),
      await get('/api/auth/account/me'), // 401
      await get('/api/inbox/abc', { authorization: 'Bearer x.y.z' }), // 401 before validation
      await get('/api/nope'), // API 404
      await t.app.inject({ method: 'POST', url: '/welcome' }), // 404 { detail }
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }), // 400
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([
      200, 200, 404, 200, 401, 401, 404, 404, 400,
    ]);
    for (const res of answers) expectSecurityHeaders(res);
  });

  it('give /api/docs (Swagger UI) its own policy', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui.css', '/api/docs/json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(DOCS_CSP);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect(DOCS_CSP).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('find every inline script of index.html, skipping comments and external scripts', () => {
    expect(inlineScripts(INDEX_HTML)).toEqual([COLOR_MODE_SCRIPT]);
    expect(inlineScripts('<script type="module">a()</script><SCRIPT>\n b() \n</SCRIPT >')).toEqual([
      'a()',
      '\n b() \n',
    ]);
  });

  it('send HSTS only over https (a trusted proxy’s X-Forwarded-Proto counts)', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // This app does not trust proxies: the header is anyone's to send.
    expect((await get('/', https)).headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await createTestApp({
      config: {
        siteDir: siteDir(),
        // The proxy's own address (TRUST_PROXY=127.0.0.1): inject's requests come from it.
        trustProxy: { addresses: ['127.0.0.1'] },
        cspExtra: { 'connect-src': ['https://*.example.org'] },
      },
    });
    try {
      const secure = await behindProxy.app.inject({ method: 'GET', url: '/', headers: https });
      expect(secure.headers['strict-transport-security']).toBe(HSTS);
      const api = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: https,
      });
      expect(api.headers['strict-transport-security']).toBe(HSTS);
      // From any other address the header is the client's own, not the proxy's.
      const direct = await behindProxy.app.inject({
        method: 'GET',
        url: '/',
        headers: https,
        remoteAddress: '203.0.113.9',
      });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // CSP_EXTRA adds sources.
      expect(csp(plain)['connect-src']).toEqual(["'self'", 'https://*.example.org']);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('pages (routes.json)', () => {
  it('answers a path of the route table with index.html and 200, case-insensitively', async () => {
    for (const url of [
      '/Projects/42',
      '/projects/my%20garden',
      '/blog/7/edit',
      '/account?tab=inbox',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers a pre-rendered page with its own file, in any case, with the same headers', async () => {
    for (const [url, heading] of [
      ['/', 'Welcome home'],
      ['/?utm_source=x', 'Welcome home'],
      ['/welcome', 'Welcome'],
      ['/WELCOME/', 'Welcome'],
      ['/landingpage', 'Landing'],
      ['/LandingPage?ref=1', 'Landing'],
    ]) {
      const res = await get(url ?? '', { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expectSecurityHeaders(res);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(`<h1>${heading}</h1>`);
    }
    // The other pages keep the app's shell, and the files have no address of their own.
    expect((await get('/login')).body).toBe(INDEX_HTML);
    expect((await get('/index.html')).body).toBe(INDEX_HTML);
    const direct = await get('/pages/welcome.html');
    expect(direct.statusCode).toBe(404);
    expect(direct.body).toBe(INDEX_HTML);
  });

  it('answers any other page path with index.html and 404 (the app shows its not-found page)', async () => {
    for (const url of [
      '/nope',
      '/projects',
      '/projects/1/tasks',
      '/blog/7',
      '/welcome/extra',
      '/assets/gone-12345678.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.body, url).toContain('<div id="root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nope' });
    expect(head.statusCode).toBe(404);
    // Never a "304 Not Modified" for a page that does not exist.
    const etag = String((await get('/')).headers.etag);
    const conditional = await get('/nope', { 'if-none-match': etag });
    expect(conditional.statusCode).toBe(404);
    expect(conditional.body).toContain('<div id="root">');
  });

  it('keeps API and non-GET answers as JSON 404s', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'No API route for GET /api/nope' });
    const post = await t.app.inject({ method: 'POST', url: '/nope' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Not found' });
  });

  it('names the files a page path’s screen needs first in a Link header (issue 34)', async () => {
    const account = await get('/account?tab=inbox');
    expect(account.statusCode).toBe(200);
    expect(account.headers['link']).toBe(
      '</assets/account-Ab12Cd34.js>; rel=modulepreload; crossorigin, ' +
        '</assets/Card-Ef56Gh78.js>; rel=modulepreload; crossorigin, ' +
        '</assets/account-X1.css>; rel=preload; as=style; crossorigin',
    );
    expect((await get('/Projects/42')).headers['link']).toBe(
      '</assets/projects-Ij90Kl12.js>; rel=modulepreload; crossorigin',
    );
    // Compressed, the same header.
    const compressed = await get('/Account', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['link']).toBe(account.headers['link']);
    // Another page, a pre-rendered one (its HTML has its own preloads), a 404 and a file: none.
    for (const url of ['/blog/7/edit', '/welcome', '/nowhere', '/assets/index-BIm5x0Jr.js'])
      expect((await get(url)).headers['link'], url).toBeUndefined();
  });

  it('refuses a routes.json whose preloads are not files of the build', () => {
    expect(parsePreloads({ paths: ['/'] })).toEqual([]);
    expect(parsePreloads({ paths: [], preload: { '/a': [] } })).toEqual([]);
    for (const preload of [
      ['assets/a.js'],
      { journal: ['assets/a.js'] },
      { '/journal': 'assets/a.js' },
      { '/journal': ['https://elsewhere.example/a.js'] },
      { '/journal': ['assets/../../etc/passwd.js'] },
      { '/journal': ['/assets/a.js'] },
      { '/journal': ['assets/a.js>; rel=preload'] },
      { '/journal': [7] },
    ])
      expect(() => parsePreloads({ paths: [], preload }), JSON.stringify(preload)).toThrow(
        /"preload" must be/,
      );
  });

  it('matches React Router patterns', () => {
    const patterns = parseRoutes({
      paths: ['/', '/garden/:id', '/journal/:id?', '/docs/*', '/about/team?', '*', '/*'],
    });
    expect(patterns).toHaveLength(5); // the catch-alls are no pages of their own
    const page = (path: string) => isPagePath(patterns, path);
    expect(page('/')).toBe(true);
    expect(page('/garden/3')).toBe(true);
    expect(page('/garden')).toBe(false);
    expect(page('/garden/3/4')).toBe(false);
    expect(page('/journal')).toBe(true);
    expect(page('/journal/9')).toBe(true);
    expect(page('/docs')).toBe(true);
    expect(page('/docs/a/b')).toBe(true);
    expect(page('/about')).toBe(true);
    expect(page('/ABOUT/Team')).toBe(true);
    expect(page('/elsewhere')).toBe(false);
    expect(page('/garden/%E0%A4%A')).toBe(false); // malformed percent-encoding
    expect(() => parseRoutes(['/'])).toThrow(/"paths"/);
    expect(() => parseRoutes({ paths: ['welcome'] })).toThrow(/starting with "\/"/);
  });

  it('answers every page path with 200 when the site has no routes.json', async () => {
    const plain = await createTestApp({ config: { siteDir: siteDir({ routes: false }) } });
    try {
      for (const url of ['/nope', '/MealPlanning', '/gardendetails/3']) {
        const res = await plain.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root">');
      }
      // Without a robots.txt of its own, the default one.
      const robots = await plain.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toBe(DEFAULT_ROBOTS_TXT);
    } finally {
      await plain.close();
    }
  });
});

describe('files: precompressed and cached', () => {
  const js = '/assets/index-BIm5x0Jr.js';

  it('serves the .br or .gz sibling to a client that accepts it, else the file itself', async () => {
    const br = await get(js, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await get(js, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const identity = await get(js);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(APP_JS);

    for (const res of [br, gzip, identity]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    // A file without siblings goes as it is, whatever the client accepts.
    const css = await get('/assets/index-Bo8Nnd7D.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe(APP_CSS);
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html, the page fallback and unhashed files (no-cache), compressed too', async () => {
    const index = await get('/index.html', { 'accept-encoding': 'br' });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.headers['cache-control']).toBe(REVALIDATE);
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(INDEX_HTML);

    const page = await get('/projects/3', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX_HTML);

    const missing = await get('/nope', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toBe(INDEX_HTML);

    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
  });

  it('tells hashed build files from the others', () => {
    const root = '/srv/site';
    expect(cacheControlFor(root, '/srv/site/assets/index-BIm5x0Jr.js')).toBe(IMMUTABLE);
    expect(cacheControlFor(root, '/srv/site/assets/index-BIm5x0Jr.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor(root, '/srv/site/assets/index-BIm5x0Jr.js.map')).toBe(IMMUTABLE);
    expect(
      cacheControlFor(root, '/srv/site/assets/nunito-sans-latin-wght-normal-BWk3e2xH.woff2'),
    ).toBe(IMMUTABLE);
    expect(cacheControlFor(root, '/srv/site/assets/logo.svg')).toBe(REVALIDATE);
    expect(cacheControlFor(root, '/srv/site/index.html')).toBe(REVALIDATE);
    expect(cacheControlFor(root, '/srv/site/index.html.gz')).toBe(REVALIDATE);
    expect(cacheControlFor(root, '/srv/site/app-BIm5x0Jr.js')).toBe(REVALIDATE);
    // The service worker and the manifest are revalidated on each visit: a new deployment's worker
    // is found at once (docs/offline.md).
    expect(cacheControlFor(root, '/srv/site/sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor(root, '/srv/site/sw.js.br')).toBe(REVALIDATE);
    expect(cacheControlFor(root, '/srv/site/manifest.webmanifest')).toBe(REVALIDATE);
    expect(cacheControlFor(root, '/srv/site/icons/icon-192.png')).toBe(REVALIDATE);
  });
});

describe('robots.txt', () => {
  it('is a default text/plain one when the site has none: crawl the site, not the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(DEFAULT_ROBOTS_TXT);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('is the site’s own file when it ships one', async () => {
    const own = await createTestApp({ config: { siteDir: siteDir({ robots: true }) } });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toBe('User-agent: *\nDisallow: /private/\n');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
    } finally {
      await own.close();
    }
  });

  it('is answered without a site too', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(DEFAULT_ROBOTS_TXT);
      const page = await bare.app.inject({ method: 'GET', url: '/welcome' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ detail: 'Not found' });
    } finally {
      await bare.close();
    }
  });
});

describe('a site behind a link (npm start swaps it: scripts/site-build.mjs)', () => {
  it('keeps serving the build it started with when the link moves to a newer build', async () => {
    const builds = mkdtempSync(join(tmpdir(), 'wegrow-site-link-'));
    dirs.push(builds);
    const old = siteDir();
    // The newer build has other hashed files and another index.html.
    const newer = siteDir();
    rmSync(join(newer, 'assets/index-BIm5x0Jr.js'));
    writeFileSync(join(newer, 'assets/index-N3w3r000.js'), 'console.log("newer");');
    for (const name of ['index.html', 'index.html.br', 'index.html.gz']) rmSync(join(newer, name));
    writeFileSync(
      join(newer, 'index.html'),
      INDEX_HTML.replace('index-BIm5x0Jr', 'index-N3w3r000'),
    );
    const link = join(builds, 'site');
    symlinkSync(old, link, 'dir');
    const started = await createTestApp({ config: { siteDir: link } });
    try {
      expect((await started.app.inject({ url: '/assets/index-BIm5x0Jr.js' })).statusCode).toBe(200);
      // Another start swaps the link (a new link renamed over it).
      symlinkSync(newer, `${link}.next`, 'dir');
      renameSync(`${link}.next`, link);
      const asset = await started.app.inject({ url: '/assets/index-BIm5x0Jr.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(APP_JS);
      const page = await started.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.body).toContain('index-BIm5x0Jr');
      expect(page.body).not.toContain('index-N3w3r000');
    } finally {
      await started.close();
    }
  });
});
