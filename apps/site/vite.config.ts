import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.WEGROW_API_URL ?? 'http://localhost:3000';

/** React, React DOM, the scheduler and React Router (hoisted or in pnpm's store). */
const FRAMEWORK =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The code of the first paint besides the framework: the site's shell and session and the ui
 * parts they use. Kept in one chunk: left to the automatic splitting (these modules are shared
 * with the lazy screens) they become a dozen small chunks, each paying gzip's start-up cost.
 */
const STARTUP = new RegExp(
  [
    // Vite's helper for dynamic imports, used by every lazy route.
    String.raw`vite[\\/]preload-helper`,
    String.raw`apps[\\/]site[\\/]src[\\/](?!main\.tsx)`,
    String.raw`packages[\\/]features[\\/]src[\\/]shell[\\/]`,
    // The route table and the login gate (each screen's code stays behind its lazy `load`).
    String.raw`packages[\\/]features[\\/]src[\\/]routes[\\/](?:index|paths|table|RequireLogin|loadRoute|spellings)\.tsx?$`,
    String.raw`packages[\\/]features[\\/]src[\\/]shared[\\/]ComingSoon[\\/]comingSoonHeading\.ts$`,
    String.raw`packages[\\/]features[\\/]src[\\/]session[\\/](?:index|store|token|keys|storage|paths|unread|createSession|SessionProvider|useRememberPath|LogoutRoute)\.tsx?$`,
    String.raw`packages[\\/]features[\\/]src[\\/]analytics[\\/](?:index|adapter|createAnalytics|measurementId|usePageViews)\.ts$`,
    String.raw`packages[\\/]features[\\/]src[\\/]shared[\\/]Logo[\\/]`,
    String.raw`packages[\\/]ui[\\/]src[\\/](?:theme|components[\\/](?:AppShell|NavBar|CountPill|ThemeToggle|Button|Inline|Stack|Text|Spinner|VisuallyHidden|Box)[\\/])`,
    String.raw`node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:clsx|@radix-ui[\\/]react-(?:slot|compose-refs)|@vanilla-extract[\\/]recipes)[\\/]`,
  ].join('|'),
);

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
            // The framework every page runs on, in one long-cached chunk.
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'app', test: STARTUP, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
