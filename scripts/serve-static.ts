/**
 * A static file server for a build folder (`storybook-static/`) on a free port of 127.0.0.1, for
 * the checks that open the build in Chromium as its readers do.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * Serves `dir` (a path outside it is refused with 403) at `base` (`/` by default; `/design/` as
 * the proxy of compose.yaml serves the Storybook: anything outside it is not found); resolves once
 * it listens. `baseUrl` ends without the base's trailing slash.
 */
export async function serveStatic(
  dir: string,
  base = '/',
): Promise<{ server: Server; baseUrl: string }> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const requested = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (!requested.startsWith(base)) {
      response.writeHead(404).end('Not found');
      return;
    }
    const pathname = `/${requested.slice(base.length)}`;
    let file = resolve(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, baseUrl: `http://127.0.0.1:${String(port)}${base.replace(/\/$/, '')}` };
}

/** A built Storybook opened for a check: the entries of its index, served, and a Chromium. */
export interface BuiltStorybook<Entry> {
  entries: Entry[];
  baseUrl: string;
  browser: Browser;
  /** Closes the browser and the server. */
  close: () => Promise<void>;
}

/**
 * Reads `dir/index.json` (failing with a message when Storybook was not built), serves `dir` and
 * launches Chromium: what every check of the built Storybook starts with.
 */
export async function openBuiltStorybook<Entry>(dir: string): Promise<BuiltStorybook<Entry>> {
  const indexFile = join(dir, 'index.json');
  if (!existsSync(indexFile))
    throw new Error(
      `No ${indexFile}: build Storybook first (storybook build -o storybook-static).`,
    );
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, Entry> };
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH or install chromium).');
  const { server, baseUrl } = await serveStatic(dir);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return {
    entries: Object.values(index.entries),
    baseUrl,
    browser,
    close: async () => {
      await browser.close();
      await new Promise<unknown>((done) => server.close(done));
    },
  };
}
