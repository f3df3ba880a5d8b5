// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prefetchScreenLoaders, routeTable } from '@wegrow/features/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../build/compress';
import { fontPreloads } from '../../build/fonts';
import { writeRoutesJson } from '../../build/prerender';
import {
  routePreloads,
  SCREEN_LOADERS_KEY,
  SESSION_API_KEY,
  screenLoadersSource,
  screenModules,
  type Manifest,
} from '../../build/preloads';
import { prerenderedPage } from './pages';
import { pagePaths, renderPage } from './render';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-site-build-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the build’s outputs', () => {
  it('compress every text file with brotli and gzip, not fonts, maps or the manifest', async () => {
    const dist = tempDir();
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const js = `export const text = ${JSON.stringify('grow together '.repeat(100))};\n`;
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), js);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.map'), '{}'.repeat(500));
    writeFileSync(join(dist, 'assets', 'font-Ab12Cd34.woff2'), Buffer.alloc(2000));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(50)}`);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n'.repeat(40));
    writeFileSync(join(dist, 'tiny.json'), '{}');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}'.repeat(500));

    await precompress(dist);

    const asset = join(dist, 'assets', 'index-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(js);
    expect(readdirSync(dist).sort()).toEqual(
      [
        '.vite',
        'assets',
        'index.html',
        'index.html.br',
        'index.html.gz',
        'robots.txt',
        'robots.txt.br',
        'robots.txt.gz',
        // Compressed it would only grow.
        'tiny.json',
      ].sort(),
    );
    expect(readdirSync(join(dist, 'assets')).filter((name) => /\.(br|gz)$/.test(name))).toEqual([
      'index-Ab12Cd34.js.br',
      'index-Ab12Cd34.js.gz',
    ]);
    expect(readdirSync(join(dist, '.vite'))).toEqual(['manifest.json']);
  });

  it('list every path and alias of the route table in routes.json, for the server', () => {
    const dist = tempDir();
    writeRoutesJson(dist, pagePaths);
    const { paths } = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as {
      paths: string[];
    };
    expect(paths).toEqual(routeTable.flatMap((entry) => entry.paths));
    expect(paths).toContain('/');
    expect(paths).toContain('/green/gardens');
    expect(paths).toContain('/projects/:id');
  });

  it('find the screen module of every loader of screenLoaders.ts (routes.json’s preloads)', async () => {
    const modules = screenModules(screenLoadersSource());
    expect([...modules.keys()].sort()).toEqual(Object.keys(await prefetchScreenLoaders()).sort());
    expect(modules.get('journal')).toBe('../../packages/features/src/journal/index.ts');
    expect(modules.get('foodInventory')).toBe('../../packages/features/src/meal-planning/index.ts');
  });

  it('preload for each path of a later screen its chunks and stylesheets, not the entry’s', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_ui.js'] },
      '_ui.js': { file: 'assets/ui-2.js', css: ['assets/ui-2.css'] },
      '_card.js': { file: 'assets/Card-3.js', imports: ['_ui.js'], css: ['assets/Card-3.css'] },
      [SCREEN_LOADERS_KEY]: { file: 'assets/screenLoaders-4.js', isDynamicEntry: true },
      'journal.ts': { file: 'assets/journal-5.js', isDynamicEntry: true, imports: ['_card.js'] },
      'home.ts': { file: 'assets/home-6.js', isDynamicEntry: true },
      'games.ts': { file: 'assets/games-7.js', isDynamicEntry: true },
      [SESSION_API_KEY]: { file: 'assets/api-8.js', isDynamicEntry: true, imports: ['_store.js'] },
      '_store.js': { file: 'assets/store-9.js', imports: ['_ui.js'] },
    };
    const routes = [
      { id: 'journal', paths: ['/journal', '/smartjournal'], needsApi: true },
      { id: 'home', paths: ['/'], needsApi: false },
      { id: 'lost', paths: ['/lost'], needsApi: true },
      { id: 'game', paths: ['/game'], needsApi: false },
    ];
    const modules = new Map([
      ['journal', 'journal.ts'],
      ['lost', 'gone.ts'],
      ['game', 'games.ts'],
    ]);
    // A screen with data also gets the session's API layer; a page without data does not.
    const journal = [
      'assets/Card-3.js',
      'assets/api-8.js',
      'assets/journal-5.js',
      'assets/screenLoaders-4.js',
      'assets/store-9.js',
      'assets/Card-3.css',
    ];
    // The home page's loader is in the first paint; a module missing from the build preloads nothing.
    expect(routePreloads(manifest, routes, modules)).toEqual({
      '/journal': journal,
      '/smartjournal': journal,
      '/game': ['assets/games-7.js', 'assets/screenLoaders-4.js'],
    });
    // A build whose loaders or API layer moved fails rather than preloading less.
    for (const key of [SCREEN_LOADERS_KEY, SESSION_API_KEY]) {
      const { [key]: _moved, ...rest } = manifest;
      expect(() => routePreloads(rest, routes, modules)).toThrow(key);
    }
  });

  it('preload the Latin files of the two typefaces, and no other', () => {
    const links = fontPreloads([
      'assets/nunito-sans-latin-wght-normal-BWQ3gi2K.woff2',
      'assets/nunito-sans-latin-ext-wght-normal-DMEAsnHD.woff2',
      'assets/fraunces-vietnamese-wght-normal-CnvboYUG.woff2',
      'assets/fraunces-latin-wght-normal-ukD16Tqj.woff2',
      'assets/index-1.css',
    ]);
    expect(links).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/fraunces-latin-wght-normal-ukD16Tqj.woff2">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/nunito-sans-latin-wght-normal-BWQ3gi2K.woff2">',
    ]);
  });

  it('render a pre-rendered page as a visitor’s first visit, with its title and no colour class', async () => {
    for (const [route, heading, title] of [
      ['home', 'Welcome to WeGrow', 'Home · WeGrow'],
      ['welcome', 'Welcome to WeGrow', 'Welcome · WeGrow'],
      ['landing', 'Grow communities rooted in love', 'Landing page · WeGrow'],
    ] as const) {
      const page = prerenderedPage(route);
      if (!page) throw new Error(`${route} is not pre-rendered`);
      const { html, title: documentTitle } = await renderPage(page);
      expect(documentTitle).toBe(title);
      expect(html).toContain(heading);
      // The visitor's navigation, the page itself and not its spinner.
      expect(html).toContain('>Sign Up</a>');
      expect(html).not.toContain('Loading the page');
      expect(html).not.toMatch(/wg-(?:light|dark)/);
    }
  });
});
