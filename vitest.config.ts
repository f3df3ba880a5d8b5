import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { baselinePath, visualCommands } from './.storybook/visual-commands.ts';
import { VISUAL_SIZES } from './.storybook/visual.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { RetryReporter } from './scripts/retry-reporter.ts';
import { StoryRunsReporter } from './scripts/story-runs-reporter.ts';

/** `'@wegrow/x > dep'` entries for a workspace package's runtime dependencies (Vite's nested syntax). */
function workspaceDependencies(dir: string, skip: string[] = []): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL(`./${dir}/package.json`, import.meta.url), 'utf8'),
  ) as {
    name: string;
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {})
    .filter((dep) => !dep.startsWith('@wegrow/') && !skip.includes(dep))
    .map((dep) => `${manifest.name} > ${dep}`);
}

/**
 * A jsdom unit-test project for a front-end package, with more setup files when given. Its files
 * share one module graph and one jsdom per worker (`isolate: false`) unless `isolate` says
 * otherwise: importing the fakes and making a jsdom for each of ~170 files cost three times the
 * tests themselves. Each test still starts clean (the setup files' `afterEach`: rendered trees
 * unmounted, the fakes' store reset); a project whose tests need fresh modules keeps `isolate`.
 */
const domProject = (
  name: string,
  root: string,
  setupFiles: string[] = [],
  {
    isolate = false,
    include = ['src/**/*.test.{ts,tsx}'],
  }: { isolate?: boolean; include?: string[] } = {},
): TestProjectInlineConfiguration => ({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: `unit:${name}`,
    root,
    environment: 'jsdom',
    include,
    setupFiles: ['../../scripts/test-setup-dom.ts', ...setupFiles],
    isolate,
    // A screen test renders a whole screen in jsdom, its code imported on first use: 1–3 s on a
    // quiet machine, past Vitest's 5 s when two cores run the whole suite beside other work.
    // A test still fails on what it waits for (findBy…, waitFor) long before this.
    testTimeout: 15_000,
  },
});

/** The MSW Node server's lifecycle for tests that render screens (features' test harness). */
const SCREEN_TEST_SETUP = '../../packages/features/src/testing/setup.ts';

/** A Node unit-test project, with more test options when given. */
const nodeProject = (
  name: string,
  root: string,
  include = ['src/**/*.test.ts', 'test/**/*.test.ts'],
  options: NonNullable<TestProjectInlineConfiguration['test']> = {},
) => ({
  test: { name: `unit:${name}`, root, environment: 'node' as const, include, ...options },
});

export default defineConfig({
  test: {
    // A test that passes only on a retry fails the run (scripts/retry-reporter.ts); retry is 0.
    // …and which stories ran, for the `story-runs` step's check against the built index (issue 47).
    reporters: [
      'default',
      new RetryReporter(),
      new StoryRunsReporter(fileURLToPath(new URL('.', import.meta.url))),
    ],
    projects: [
      domProject('ui', 'packages/ui'),
      domProject('features', 'packages/features', [SCREEN_TEST_SETUP]),
      // The site's tests need fresh modules per file (logout.test.tsx: no session left by others).
      // (And the pure helpers of its end-to-end tests, e2e/*.test.ts: the trace reading.)
      domProject('site', 'apps/site', [SCREEN_TEST_SETUP], {
        isolate: true,
        include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
      }),
      nodeProject('contract', 'openapi', ['src/**/*.test.ts']),
      nodeProject('api', 'packages/api'),
      // One module graph and one database per worker, reused by its files (isolate: false; the
      // database lent to one app at a time and emptied in between, test/helpers/app.ts): loading
      // both again for each of ~80 apps was most of the step's time. The global setup names the
      // run and drops its workers' PostgreSQL databases at the end.
      nodeProject('server', 'apps/server', undefined, {
        isolate: false,
        globalSetup: ['test/helpers/global-setup.ts'],
        testTimeout: 30_000,
        hookTimeout: 120_000,
      }),
      nodeProject('tooling', '.', ['scripts/**/*.test.ts']),
      {
        // The fakes of @wegrow/api against the real server: the same calls, the same answers.
        test: {
          name: 'conformance',
          root: 'conformance',
          environment: 'node',
          include: ['**/*.test.ts'],
          hookTimeout: 120_000,
        },
      },
      {
        // The published @wegrow/ui used as an outside app would: packed, installed, built, rendered.
        test: {
          name: 'package:ui',
          root: 'packages/ui',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 240_000,
        },
      },
      {
        // End to end: Debian's Chromium (playwright-core) against the built site served by the real
        // server on a throw-away DATA_DIR. Run by the `e2e` step of scripts/test-all.mjs after a build.
        // One server and one Chromium for the whole run (e2e/global-setup.ts), shared by the files,
        // two files at a time (each test's rows are its own; 336 → 273 s on this 2-core machine).
        test: {
          name: 'e2e',
          root: 'apps/site',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        // The main-thread budget (issue 34): long tasks of the six benchmarked pages' first load,
        // in CPU time as a CPU 4× slower would take them (machine load cannot move it; issue 42),
        // against the built site and the real server. The `mainthread` step.
        test: {
          name: 'mainthread',
          root: 'apps/site',
          include: ['e2e/**/*.budget.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The built Storybook (storybook-static/) served over HTTP and read in Chromium, as its
        // readers use it. Run by the `storybook-smoke` step of scripts/test-all.mjs after a build.
        test: {
          name: 'storybook-smoke',
          root: '.',
          // …and a sample of play functions run there with animations on (the story test freezes them).
          include: ['scripts/storybook-smoke.e2e.ts', 'scripts/storybook-animations.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['no-test'] } })],
        optimizeDeps: {
          // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page, which
          // fails a cold first run ("Failed to import test file"). The vanilla-extract runtime is
          // imported only by generated code, which the dependency scan cannot see at all.
          include: [
            '@wegrow/ui > @vanilla-extract/recipes/createRuntimeFn',
            ...workspaceDependencies('packages/ui', [
              '@vanilla-extract/css',
              '@vanilla-extract/recipes',
            ]),
            ...workspaceDependencies('packages/api', ['ajv', 'ajv-formats']),
            // The contract's rules the fakes share with the server (ingredient lines, addresses).
            '@wegrow/api > @wegrow/contract > parse-ingredient',
            '@wegrow/api > @wegrow/contract > pluralize',
            '@wegrow/api > @wegrow/contract > ipaddr.js',
            '@wegrow/api > msw/browser',
            '@wegrow/features > react-router',
            '@wegrow/features > altcha-lib/v1',
            'react-dom/client',
            'axe-core',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Two story files at a time, each in a page of its own (Vitest gives browser mode one page
          // per core minus one, so one here): a page waits on its fonts, frames and the
          // screenshots' round trips, which the other fills (369 stories 231 → 159 s; three pages
          // 140 s, with more contention than a screenshot's timing should see).
          maxWorkers: 2,
          testTimeout: 30_000,
          // No second chance: a story is shot once its page is settled (.storybook/settle.ts: no
          // request unanswered, nothing busy, the focus released, the clock stopped), so a
          // screenshot that differs is a changed screen, not a slow machine still painting.
          retry: 0,
          browser: {
            enabled: true,
            headless: true,
            // One page per worker for all its story files: re-creating it per file (MSW worker,
            // preview, fonts) cost more than the tests. Each story still starts from the seeded store.
            isolate: false,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
              // Vitest scales the story's iframe down to fit the page: a page as large as the
              // largest story viewport keeps every screenshot at real size (.storybook/visual.ts).
              contextOptions: {
                viewport: { width: VISUAL_SIZES.maxWidth, height: VISUAL_SIZES.maxHeight },
                deviceScaleFactor: 1,
              },
            }),
            instances: [{ browser: 'chromium' }],
            // Each story sets its own viewport before it renders (.storybook/visual.ts).
            viewport: { width: VISUAL_SIZES.componentWidth, height: VISUAL_SIZES.startHeight },
            screenshotFailures: false,
            // Screenshots are compared by hash first, then by `toMatchScreenshot` below when the
            // hashes differ; orphan baselines fail their file (.storybook/visual-commands.ts).
            commands: visualCommands,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A changed pixel fails: no tolerance for mismatched pixels, only for anti-aliasing noise.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
                resolveScreenshotPath: baselinePath,
              },
            },
          },
        },
      },
    ],
  },
});
