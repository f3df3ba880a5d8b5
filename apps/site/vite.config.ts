import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './build/compress';
import { preloadFonts } from './build/fonts';
import { writePrerenderedPages } from './build/prerender';
import { writeServiceWorker } from './build/pwa';

const apiTarget = process.env.WEGROW_API_URL ?? 'http://localhost:3000';

/**
 * The packages markdown-it leans on (issue 33), in two lazy chunks loaded together: the HTML entity
 * table (`entities`, about two thirds of the whole, needed to decode `&amp;` and the like), and
 * link finding and URL encoding. As one chunk they stood 0.3 KB under the 30 KB lazy budget with
 * nothing left to drop (markdown-it imports each statically), so they are split rather than the
 * budget raised: one more parallel request, on screens that show Markdown only.
 */
const MARKDOWN_ENTITIES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?entities[\\/]/;
const MARKDOWN_HELPERS =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:linkify-it|uc\.micro|punycode\.js|mdurl)[\\/]/;
/** React, React DOM, the scheduler and React Router (hoisted or in pnpm's store). */
const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router)[\\/]/;

/** The MSW worker script generated into @wegrow/api (served only in mock mode). */
const mockWorkerDir = fileURLToPath(new URL('../../packages/api/public', import.meta.url));

/**
 * Where the site is built: `dist`, or the folder `npm start` builds into before it swaps the site
 * it serves (WEGROW_SITE_OUT_DIR, absolute; scripts/site-build.mjs).
 */
const outDir = process.env.WEGROW_SITE_OUT_DIR;
const dist = outDir ?? fileURLToPath(new URL('./dist', import.meta.url));
/** The server-side build of the pre-rendered pages (build time only, never served; one per build). */
const prerenderDir = outDir
  ? `${outDir}.prerender`
  : fileURLToPath(new URL('./.cache/prerender', import.meta.url));

export default defineConfig(({ mode }): UserConfig => ({
  plugins: [react(), vanillaExtractPlugin(), preloadFonts()],
  // Mock mode (`vite --mode mock`) answers the API in the browser with the MSW fakes, so it serves
  // their worker script; every other mode serves `public/` (robots.txt), and has no MSW.
  publicDir: mode === 'mock' ? mockWorkerDir : 'public',
  server: {
    port: 5173,
    // The dev server forwards the API to the real server (`pnpm serve`); not in mock mode.
    proxy: mode === 'mock' ? {} : { '/api': { target: apiTarget, changeOrigin: true } },
  },
  environments: {
    // The site.
    client: {
      build: {
        outDir: dist,
        sourcemap: true,
        // Read by scripts/check-budgets.mjs and the pre-rendering: which chunks each entry and
        // route loads.
        manifest: true,
        // Every browser the site supports knows `<link rel="modulepreload">`.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The framework every page runs on, in one long-cached chunk (a rule by package).
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                // Everything else the first page loads (the entry and what it imports statically,
                // as Rolldown's tree-shaken graph says: `$initial`), in one chunk with the entry.
                // Left to the automatic splitting, the modules it shares with the lazy screens
                // become a dozen small chunks, each paying a request and gzip's start-up cost. No
                // list of files to keep: a screen imported lazily never matches.
                { name: 'app', tags: ['$initial'], priority: 1 },
                // Markdown's helpers (entity names, link finding, URL encoding), apart from the
                // parser, so neither lazy chunk passes its budget; loaded only by screens showing
                // Markdown (issue 33).
                { name: 'markdown-entities', test: MARKDOWN_ENTITIES, priority: 0 },
                { name: 'markdown-helpers', test: MARKDOWN_HELPERS, priority: 0 },
              ],
            },
          },
        },
      },
    },
    // The pages that need no data, rendered to HTML in Node at build time (src/prerender).
    ssr: {
      // One self-contained file: the workspace packages' own dependencies are not resolvable
      // from here, and React must be one copy.
      resolve: { noExternal: true },
      build: {
        ssr: 'src/prerender/render.tsx',
        outDir: prerenderDir,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
      },
    },
  },
  builder: {
    // `vite build`: the site, then its server-side entry, then the pre-rendered pages and
    // routes.json, then the service worker (build/pwa.ts), then the precompressed copies of
    // everything.
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('The site build needs its client and ssr environments.');
      await builder.build(client);
      await builder.build(ssr);
      await writePrerenderedPages(dist, `${prerenderDir}/render.js`);
      if (mode !== 'mock') await writeServiceWorker(dist);
      await precompress(dist);
    },
  },
}));
