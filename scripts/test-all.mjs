#!/usr/bin/env node
/**
 * Every check the project has, in one run (what `npm test` and CI run after installing):
 * formatting, lint (with the layer rules), types, the contract, unit and server tests, every
 * story as a browser test (interactions, axe in light and dark, visual baselines in both modes),
 * the Storybook build read in Chromium and the published package's checks.
 * Runs every step even after a failure, then prints a summary and exits non-zero on any failure.
 * Under the summary it repeats the lines of each failed step that name what failed (a failed test,
 * a file, an error), so the end of the log (often all a CI page keeps) says which test it was.
 * `node scripts/test-all.mjs lint unit` runs only the named steps.
 *
 * The quick loop while working (the full command stays the gate): `npm test -- --changed` (or
 * `node scripts/test-all.mjs --changed[=<commit>]`) checks only what the change touches, against the
 * working tree's uncommitted changes or against `<commit>` (e.g. `--changed=origin/main`): prettier
 * and ESLint on the changed files, the whole type check, the contract's lint when `openapi/`
 * changed, and the unit tests, conformance and stories that import a changed file (Vitest's
 * `--changed`). The build, package and end-to-end steps are left to the full run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureLines } from './failure-lines.mjs';
import { visualReport } from './visual-report.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The steps, in order. Consecutive steps with the same `together` run at the same time (each is
 * one process on one core: the static checks take the machine's two cores instead of one), their
 * output printed whole as each ends.
 * @typedef {{ name: string, cmd: string[], env?: Record<string, string>, together?: string }} Step
 * @type {Step[]}
 */
const steps = [
  {
    name: 'format',
    cmd: ['pnpm', 'exec', 'prettier', '--check', '--log-level=warn', '.'],
    together: 'static',
  },
  { name: 'lint', cmd: ['pnpm', 'exec', 'eslint', '.', '--max-warnings=0'], together: 'static' },
  { name: 'typecheck', cmd: ['pnpm', 'run', '--silent', 'typecheck'], together: 'static' },
  {
    name: 'contract',
    cmd: [
      'pnpm',
      'exec',
      'redocly',
      'lint',
      'openapi/openapi.yaml',
      '--config',
      'openapi/redocly.yaml',
      '--format=summary',
    ],
    together: 'static',
  },
  // Two workers: the machine's two cores (Vitest's default leaves one idle).
  {
    name: 'unit',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'unit:*', '--maxWorkers=2'],
  },
  { name: 'stories', cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'storybook'] },
  // The builds and the checks that read them. Each uses about one core, so each group runs at the
  // same time (two or more processes fill the machine's two cores; output printed whole as each
  // ends): first the builds and conformance, then what reads the builds.
  // The MSW fakes and the server answer every scripted call alike (status and detail).
  {
    name: 'conformance',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'conformance'],
    together: 'builds',
  },
  {
    name: 'storybook-build',
    cmd: ['pnpm', 'exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static'],
    together: 'builds',
  },
  // The published design system: publint + attw on the packed tarball, the size budget, and a
  // throw-away outside app that installs the tarball (offline, at the workspace's locked versions),
  // builds and renders it in Chromium. @wegrow/ui is built and packed once per change of its
  // sources (packages/ui/scripts/pack.mjs, kept in .cache/ui-pack/): ui-package builds it, the
  // later steps reuse it, and each still works alone.
  {
    name: 'ui-package',
    cmd: ['pnpm', '--filter', '@wegrow/ui', 'run', 'check:package'],
    together: 'builds',
  },
  // The production site: built, held to its size budgets (and free of MSW), then driven end to end
  // in Chromium against the real server on a throw-away data folder.
  {
    name: 'site-build',
    cmd: ['pnpm', '--filter', '@wegrow/site', 'run', 'build'],
    together: 'builds',
  },
  // The Storybook build as its readers use it: served over HTTP and opened in Chromium (whole
  // sidebar against index.json, a screen's story, the Tokens docs page), none showing an error; and
  // a sample of play functions passing there with animations on (scripts/storybook-animations.e2e.ts).
  {
    name: 'storybook-smoke',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'storybook-smoke'],
    together: 'checks',
  },
  // Every story the built index lists ran in the stories step (none silently left out).
  { name: 'story-runs', cmd: ['node', 'scripts/check-story-runs.mjs'], together: 'checks' },
  { name: 'ui-size', cmd: ['pnpm', '--filter', '@wegrow/ui', 'run', 'size'], together: 'checks' },
  {
    name: 'ui-consumer',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'package:ui'],
    together: 'checks',
  },
  // A release can be cut: on a throw-away copy of the working tree, `changeset status`, a dry
  // `changeset version`, then every public package built (@wegrow/ui's build reused), packed and
  // its tarball checked.
  { name: 'release', cmd: ['node', 'scripts/release-check.mjs'], together: 'checks' },
  {
    name: 'budgets',
    cmd: ['pnpm', '--filter', '@wegrow/site', 'run', 'budgets'],
    together: 'checks',
  },
  // The main-thread budget: each benchmarked page's first load, CPU 4× slower, its long tasks
  // summed (quickest of three loads) within the page's budget (apps/site/e2e/mainthread.budget.ts).
  // Measured in CPU time, which the other checks' load does not move: it runs beside them.
  {
    name: 'mainthread',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'mainthread'],
    together: 'checks',
  },
  { name: 'e2e', cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'e2e'] },
];

const args = process.argv.slice(2);
/** `--changed` or `--changed=<commit>`: the quick loop (see the header). */
const changedFlag = args.find((a) => a === '--changed' || a.startsWith('--changed='));
const only = args.filter((a) => a !== changedFlag);
const unknown = only.filter((n) => !steps.some((s) => s.name === n));
if (unknown.length) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const named = only.length ? steps.filter((s) => only.includes(s.name)) : steps;

/** The steps whose tests Vitest narrows to the files a change affects (`--changed`). */
const VITEST_CHANGED = new Set(['unit', 'conformance', 'stories']);
/** Files ESLint reads. */
const LINTED = /\.(c|m)?[jt]sx?$/;

/**
 * The files a change touched: against `<commit>`, or the working tree's uncommitted changes (and
 * new files not ignored). Deleted files are left out: there is nothing to format or lint.
 * @param {string} flag `--changed` or `--changed=<commit>`
 * @returns {string[]}
 */
function changedFiles(flag) {
  const base = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : 'HEAD';
  const git = (/** @type {string[]} */ gitArgs) =>
    execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = [
    ...git(['diff', '--name-only', '--diff-filter=d', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ];
  return [...new Set(files)].filter((file) => existsSync(resolve(root, file)));
}

/**
 * What a step runs in the quick loop, or null when it is left to the full run.
 * @param {{ name: string, cmd: string[], env?: Record<string, string> }} step
 * @param {string[]} files
 * @param {string} flag
 */
function changedStep(step, files, flag) {
  if (VITEST_CHANGED.has(step.name))
    return { ...step, cmd: [...step.cmd, flag, '--passWithNoTests'] };
  if (step.name === 'typecheck') return step;
  if (step.name === 'contract') return files.some((f) => f.startsWith('openapi/')) ? step : null;
  if (step.name === 'format' && files.length)
    return {
      ...step,
      cmd: [
        'pnpm',
        'exec',
        'prettier',
        '--check',
        '--log-level=warn',
        '--ignore-unknown',
        ...files,
      ],
    };
  const linted = files.filter((f) => LINTED.test(f));
  if (step.name === 'lint' && linted.length)
    return {
      ...step,
      cmd: ['pnpm', 'exec', 'eslint', '--max-warnings=0', '--no-warn-ignored', ...linted],
    };
  return null;
}

/** @type {typeof steps} */
const selected = [];
if (changedFlag) {
  const files = changedFiles(changedFlag);
  console.log(`Quick loop (${changedFlag}): ${files.length} changed file(s).`);
  for (const step of named) {
    const narrowed = changedStep(step, files, changedFlag);
    if (narrowed) selected.push(narrowed);
    else console.log(`  ${step.name}: left to the full run`);
  }
} else selected.push(...named);

/** The most of a step's output kept for the failure digest (its end). */
const KEEP_CHARS = 4_000_000;
/** The most lines of one failed step repeated under the summary. */
const DIGEST_LINES = 40;

/**
 * Runs a step, its output shown as it comes (unless `stream` is false) and its end kept.
 * @param {{ cmd: string[], env?: Record<string, string> }} step
 * @param {boolean} [stream]
 * @returns {Promise<{ status: number | null, error: Error | null, output: string }>}
 */
function run(step, stream = true) {
  const [cmd = '', ...args] = step.cmd;
  return new Promise((done) => {
    let output = '';
    /** @param {Buffer} chunk */
    const keep = (chunk) => {
      output += chunk.toString();
      if (output.length > KEEP_CHARS) output = output.slice(-KEEP_CHARS);
    };
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
    });
    child.stdout.on('data', (chunk) => {
      if (stream) process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      if (stream) process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => done({ status: null, error, output }));
    child.on('close', (status) => done({ status, error: null, output }));
  });
}

/**
 * Writes the visual report of the `stories` step's screenshots that differed (scripts/visual-report.mjs),
 * if any; returns its path.
 * @param {boolean} ok
 * @param {number} since
 * @returns {string | null}
 */
function writeVisualReport(ok, since) {
  try {
    const note = ok
      ? 'The stories step passed, yet these screenshots differed (left by an earlier run since this one started?).'
      : 'The stories step failed.';
    const { page, changes } = visualReport({ since: since - 1000, note });
    if (page) console.log(`Visual report: ${changes.length} screenshot(s) differ, see ${page}`);
    return page;
  } catch (error) {
    console.log(
      `Visual report not written: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/** @type {string | null} */
let visualPage = null;
/** @type {{ ok: boolean, startedAt: number } | null} */
let storiesRun = null;
const results = [];
/**
 * Runs one step and records its result; `stream: false` prints its output whole when it ends.
 * @param {Step} step
 * @param {boolean} stream
 */
async function runStep(step, stream) {
  const header = `\n━━━ ${step.name}: ${step.cmd.join(' ')}`;
  if (stream) console.log(header);
  const started = performance.now();
  const startedAt = Date.now();
  const r = await run(step, stream);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0 && !r.error;
  const digest = ok ? [] : failureLines(r.output);
  if (r.error) digest.unshift(String(r.error));
  if (!stream) {
    console.log(header);
    if (r.output) process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
  }
  // Screenshots that differed (the run's -actual/-diff files): one HTML page to review them.
  if (step.name === 'stories') {
    storiesRun = { ok, startedAt };
    visualPage = writeVisualReport(ok, startedAt);
  }
  // Once the Storybook is built, the report again: its index gives each changed story its link.
  if (step.name === 'storybook-build' && ok && visualPage && storiesRun)
    visualPage = writeVisualReport(storiesRun.ok, storiesRun.startedAt);
  console.log(`━━━ ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s`);
  return { name: step.name, ok, seconds, digest };
}

for (let i = 0; i < selected.length;) {
  const first = /** @type {Step} */ (selected[i]);
  const batch = [first];
  while (first.together && selected[i + batch.length]?.together === first.together)
    batch.push(/** @type {Step} */ (selected[i + batch.length]));
  i += batch.length;
  if (batch.length === 1) results.push(await runStep(first, true));
  else {
    console.log(`\n━━━ at the same time: ${batch.map((s) => s.name).join(', ')}`);
    // In the summary in the steps' order, whichever ends first.
    results.push(...(await Promise.all(batch.map((step) => runStep(step, false)))));
  }
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(16)} ${r.seconds}s`);
for (const r of results.filter((result) => !result.ok)) {
  console.log(`\nWhat failed in ${r.name}:`);
  const shown = r.digest.slice(0, DIGEST_LINES);
  for (const line of shown) console.log(`  ${line}`);
  if (r.digest.length > shown.length) console.log(`  … and ${r.digest.length - shown.length} more`);
  if (r.digest.length === 0) console.log('  (no line named it: see the step above)');
}
const failed = results.filter((r) => !r.ok).length;
console.log(`Checks: ${results.length - failed} passed, ${failed} failed`);
// The log's last line: where a reviewer sees the screenshots that changed (before, after, diff).
// CI keeps the folder (test-results/visual-report/) as an artefact (.ci/run).
if (visualPage)
  console.log(`Visual report (before / after / diff per story and mode): ${visualPage}`);
process.exit(failed ? 1 : 0);
