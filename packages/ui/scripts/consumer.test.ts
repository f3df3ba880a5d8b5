/**
 * The published package, used the way an outside app uses it: build and `pnpm pack` @wegrow/ui,
 * install the tarball into a throw-away Vite + React app in a temp folder outside the workspace,
 * `vite build` it, serve the build on 127.0.0.1 and open it in the system Chromium.
 * Proves that the exports map, the extracted `styles.css`, the `--wg-…` variables and the
 * `wg-dark` class on <html> work from the tarball alone (no workspace source, no Vite plugin).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { packageDir, packTarball } from './pack.mjs';

const LIGHT_CANVAS = 'rgb(247, 244, 236)'; // tokens.ts lightColors.surface.canvas #f7f4ec
const DARK_CANVAS = 'rgb(20, 26, 20)'; // tokens.ts darkColors.surface.canvas #141a14

const APP_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'wegrow-ui-consumer', private: true, type: 'module' }),
  'vite.config.js': `import react from '@vitejs/plugin-react';
export default { plugins: [react()], logLevel: 'warn' };
`,
  'index.html': `<!doctype html>
<html lang="en" class="wg-light">
  <head><meta charset="utf-8" /><title>Consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
  'src/main.jsx': `import { createRoot } from 'react-dom/client';
import { Button, Dialog, vars } from '@wegrow/ui';
import '@wegrow/ui/styles.css';

window.__accentVar = vars.color.accent.solid;
createRoot(document.getElementById('root')).render(
  <Dialog
    defaultOpen
    title="Welcome to WeGrow"
    description="Installed from the packed tarball."
    footer={<Button>Begin</Button>}
  >
    <p>Grow together.</p>
  </Dialog>,
);
`,
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/** A minimal static server for the built app, bound to the loopback address only. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('@wegrow/ui as an installed package', () => {
  let workDir = '';
  let server: Server | undefined;
  let browser: Browser | undefined;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'wegrow-ui-consumer-'));
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    rmSync(workDir, { recursive: true, force: true });
  });

  it('renders a themed Dialog from the tarball in a Vite app, in light and dark', async () => {
    const executablePath = findChromium();
    expect(executablePath, 'a system Chromium (set CHROME_PATH)').toBeTruthy();

    execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
    const tarball = packTarball(join(workDir, 'pack'));

    const app = join(workDir, 'app');
    for (const [name, contents] of Object.entries(APP_FILES)) {
      mkdirSync(join(app, name, '..'), { recursive: true });
      writeFileSync(join(app, name), contents);
    }
    execFileSync(
      'npm',
      [
        'install',
        tarball,
        'react',
        'react-dom',
        'vite@8',
        '@vitejs/plugin-react@6',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
      ],
      { cwd: app, stdio: 'pipe' },
    );
    execFileSync('node', ['node_modules/vite/bin/vite.js', 'build'], { cwd: app, stdio: 'pipe' });

    server = await serve(join(app, 'dist'));
    const { port } = server.address() as AddressInfo;
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);

    const dialog = page.getByRole('dialog', { name: 'Welcome to WeGrow' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);

    const theme = () =>
      page.evaluate(() => ({
        canvasVar: getComputedStyle(document.documentElement)
          .getPropertyValue('--wg-color-surface-canvas')
          .trim(),
        body: getComputedStyle(document.body).backgroundColor,
        accentVar: (window as unknown as { __accentVar: string }).__accentVar,
      }));

    expect(await theme()).toEqual({
      canvasVar: '#f7f4ec',
      body: LIGHT_CANVAS,
      accentVar: 'var(--wg-color-accent-solid)',
    });

    await page.evaluate(() => {
      document.documentElement.classList.replace('wg-light', 'wg-dark');
    });
    expect(await theme()).toMatchObject({ canvasVar: '#141a14', body: DARK_CANVAS });
    expect(await dialog.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  }, 180_000);
});
