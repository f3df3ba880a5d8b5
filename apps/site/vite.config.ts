import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.WEGROW_API_URL ?? 'http://localhost:3000';

/** React, React DOM, the scheduler and React Router (hoisted or in pnpm's store). */
const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router)[\\/]/;

/** The MSW worker script generated into @wegrow/api (served only in mock mode). */
const mockWorkerDir = fileURLToPath(new URL('../../packages/api/public', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  // Mock mode (`vite --mode mock`) answers the API in the browser with the MSW fakes, so it serves
  // their worker script; every other mode has no public files (and no MSW).
  publicDir: mode === 'mock' ? mockWorkerDir : false,
  server: {
    port: 5173,
    // The dev server forwards the API to the real server (`pnpm serve`); not in mock mode.
    proxy: mode === 'mock' ? {} : { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by scripts/check-budgets.mjs: which chunks each entry and route loads.
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
          ],
        },
      },
    },
  },
}));
