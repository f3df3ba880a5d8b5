/**
 * The published package, used the way an outside app uses it, following only its README: the
 * packed @wegrow/ui (pack.mjs: built and packed once per change of its sources), installed with
 * the README's install line into a throw-away Vite + React app in a temp folder outside the
 * workspace, the README's quick-start files (the ```tsx file=… blocks) written into it, `vite
 * build`, the build served on 127.0.0.1 and opened in the system Chromium. Proves that the exports
 * map, the extracted `styles.css`, `fonts.css`, the `Theme` root (system default, a nested dark
 * section whose Dialog is dark) work from the tarball alone, and that the host page's own `body`
 * is left alone. The app installs the versions the workspace has locked, offline from the pnpm
 * store (pinned-install.mjs), never what the registry serves that day.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { packageDir, packedTarball, unpacked, workspaceRoot } from './pack.mjs';
import { pinnedConsumer, type Lockfile, type Manifest } from './pinned-install.mjs';

// tokens.ts: lightColors.surface.canvas #f7f4ec, darkColors.surface.canvas #141a14,
// darkColors.surface.overlay #222b22 (the Dialog's panel), darkColors.text.primary #ecefe6.
const LIGHT_CANVAS = 'rgb(247, 244, 236)';
const DARK_CANVAS = 'rgb(20, 26, 20)';
const DARK_OVERLAY = 'rgb(34, 43, 34)';
const DARK_TEXT = 'rgb(236, 239, 230)';

/** The README's code blocks marked with a file name: ```tsx file=src/App.tsx */
export function readmeFiles(readme: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const match of readme.matchAll(/^```[a-z]+ file=(\S+)\n([\s\S]*?)^```$/gm)) {
    const [, name, code] = match;
    if (name && code !== undefined) files[name] = code;
  }
  return files;
}

/** The packages of the README's `npm install …` line. */
export function readmeInstall(readme: string): string[] {
  const line = /^npm install (.+)$/m.exec(readme)?.[1];
  if (!line) throw new Error('README.md has no `npm install …` line');
  return line.trim().split(/\s+/);
}

const README = readFileSync(join(packageDir, 'README.md'), 'utf8');

/** The template's own tools, at the versions the workspace builds with. */
const TEMPLATE_TOOLS = ['vite', '@vitejs/plugin-react'];

/** What `npm create vite -- --template react-ts` gives, minus what the README replaces. */
const TEMPLATE_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'wegrow-ui-consumer', private: true, type: 'module' }),
  'vite.config.js': `import react from '@vitejs/plugin-react';
export default { plugins: [react()], logLevel: 'warn' };
`,
  // The template's page: no styles of its own, so the browser's 8px body margin is the host's.
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
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

  it('finds the quick start in the README', () => {
    const files = readmeFiles(README);
    expect(Object.keys(files).sort()).toEqual(['src/App.tsx', 'src/main.tsx']);
    expect(files['src/main.tsx']).toContain("import '@wegrow/ui/styles.css';");
    expect(files['src/main.tsx']).toContain("import '@wegrow/ui/fonts.css';");
    expect(readmeInstall(README)).toEqual(['@wegrow/ui', 'react', 'react-dom']);
  });

  it('renders the README quick start from the tarball: themed, a dark Dialog in a dark section, fonts loaded, host body untouched', async () => {
    const executablePath = findChromium();
    expect(executablePath, 'a system Chromium (set CHROME_PATH)').toBeTruthy();

    const packed = packedTarball({ log: () => undefined }).tarball;
    mkdirSync(join(workDir, 'pack'));
    const tarball = join(workDir, 'pack', basename(packed));
    copyFileSync(packed, tarball);

    const app = join(workDir, 'app');
    for (const [name, contents] of Object.entries({ ...TEMPLATE_FILES, ...readmeFiles(README) })) {
      mkdirSync(join(app, name, '..'), { recursive: true });
      writeFileSync(join(app, name), contents);
    }
    // The README's install line (its packages, the tarball for @wegrow/ui), pinned to the
    // workspace's lockfile and installed from the pnpm store alone.
    const workspaceLock = parse(
      readFileSync(join(workspaceRoot, 'pnpm-lock.yaml'), 'utf8'),
    ) as Lockfile;
    const { dependencies, lockfile } = pinnedConsumer(workspaceLock, {
      names: [...readmeInstall(README).filter((name) => name !== '@wegrow/ui'), ...TEMPLATE_TOOLS],
      tarball: {
        spec: `file:../pack/${basename(tarball)}`,
        integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
        manifest: JSON.parse(
          readFileSync(join(unpacked(packed), 'package.json'), 'utf8'),
        ) as Manifest,
      },
      packageImporter: 'packages/ui',
    });
    expect(Object.keys(dependencies).sort()).toEqual(
      [...readmeInstall(README), ...TEMPLATE_TOOLS].sort(),
    );
    const manifest = JSON.parse(TEMPLATE_FILES['package.json'] ?? '{}') as Record<string, unknown>;
    writeFileSync(join(app, 'package.json'), JSON.stringify({ ...manifest, dependencies }));
    writeFileSync(join(app, 'pnpm-lock.yaml'), stringify(lockfile));
    // As in the workspace (pnpm-workspace.yaml): esbuild, a locked optional peer of vite, may run
    // its install script (pnpm refuses unapproved ones).
    writeFileSync(join(app, 'pnpm-workspace.yaml'), 'allowBuilds:\n  esbuild: true\n');
    // --trust-lockfile: its entries are the workspace lockfile's, checked when the workspace
    // installed them (re-checking would need registry metadata the offline install must not fetch).
    execFileSync(
      'pnpm',
      ['install', '--offline', '--frozen-lockfile', '--trust-lockfile', '--reporter=silent'],
      { cwd: app, stdio: 'pipe' },
    );
    const installed = (name: string) =>
      (
        JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    expect(installed('vite')).toBe(dependencies['vite']);
    expect(installed('react-dom')).toBe(dependencies['react-dom']);
    execFileSync('node', ['node_modules/vite/bin/vite.js', 'build'], { cwd: app, stdio: 'pipe' });

    server = await serve(join(app, 'dist'));
    const { port } = server.address() as AddressInfo;
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every file the app asks for exists (the fonts' woff2 among them); the browser's own
    // favicon request is not the app's.
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.status() >= 400 && pathname !== '/favicon.ico') {
        errors.push(`${response.status()} ${pathname}`);
      }
    });
    await page.goto(`http://127.0.0.1:${port}/`);

    const main = page.getByRole('main');
    await main.waitFor({ state: 'visible', timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('button', { name: 'Join the garden' }).isVisible())
      .toBe(true);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Riverside Gardens' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText('New', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: /Plots/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: /Tools/ }).click();
    expect(await page.getByText('Two spades are waiting to be returned.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'When do we water?' }).click();
    expect(await page.getByText('Early in the morning, before the sun is high.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('grid').count()).toBe(1);
    expect(await page.getByText('Seed swap').first().isVisible()).toBe(true);

    // The outermost Theme follows the system preference (light here) and paints its canvas.
    const themeRoot = () =>
      page.evaluate(() => {
        const root = document.querySelector('#root > .wg-theme');
        return {
          classes: root ? [...root.classList].filter((c) => c.startsWith('wg-')).sort() : [],
          background: root ? getComputedStyle(root).backgroundColor : '',
        };
      });
    expect(await themeRoot()).toEqual({
      classes: ['wg-light', 'wg-theme'],
      background: LIGHT_CANVAS,
    });

    // The host's own body: no reset was imported, so the browser's margin and white stay.
    expect(
      await page.evaluate(() => ({
        margin: getComputedStyle(document.body).margin,
        background: getComputedStyle(document.body).backgroundColor,
        html: document.documentElement.className,
      })),
    ).toEqual({ margin: '8px', background: 'rgba(0, 0, 0, 0)', html: '' });

    // The dark section, and a Dialog opened from it: portalled into the section, dark.
    const section = page.getByRole('region', { name: 'Night shift' });
    expect(await section.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(DARK_CANVAS);
    await page.getByRole('button', { name: 'Plan the night shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Night watering' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(
      await dialog.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        color: getComputedStyle(el).color,
        inSection: el.closest('section.wg-dark') !== null,
      })),
    ).toEqual({ background: DARK_OVERLAY, color: DARK_TEXT, inSection: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The shipped fonts loaded and are the ones used.
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = (family: string) =>
          [...document.fonts].some(
            (f) => f.family.replace(/['"]/g, '') === family && f.status === 'loaded',
          );
        const h1 = document.querySelector('h1');
        return {
          body: loaded('Nunito Sans Variable'),
          heading: loaded('Fraunces Variable'),
          bodyCheck: document.fonts.check('16px "Nunito Sans Variable"'),
          headingFont: h1 ? getComputedStyle(h1).fontFamily.split(',')[0] : '',
        };
      }),
    ).toEqual({ body: true, heading: true, bodyCheck: true, headingFont: '"Fraunces Variable"' });

    // The system preference turns dark: the outermost Theme follows without a reload.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(themeRoot)
      .toEqual({ classes: ['wg-dark', 'wg-theme'], background: DARK_CANVAS });

    expect(errors).toEqual([]);
  }, 240_000);
});
