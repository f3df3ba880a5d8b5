#!/usr/bin/env node
/**
 * Every check the project has, in one run (what `npm test` and CI run after installing):
 * formatting, lint (with the layer rules), types, the contract, unit and server tests, every
 * story as a browser test (interactions, axe in light and dark, visual baselines in both modes),
 * the Storybook build read in Chromium and the published package's checks.
 * Runs every step even after a failure, then prints a summary and exits non-zero on any failure.
 * `node scripts/test-all.mjs lint unit` runs only the named steps.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** @type {{ name: string, cmd: string[], env?: Record<string, string> }[]} */
const steps = [
  { name: 'format', cmd: ['pnpm', 'exec', 'prettier', '--check', '--log-level=warn', '.'] },
  { name: 'lint', cmd: ['pnpm', 'exec', 'eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: ['pnpm', 'run', '--silent', 'typecheck'] },
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
  },
  { name: 'unit', cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'unit:*'] },
  // The MSW fakes and the server answer every scripted call alike (status and detail).
  { name: 'conformance', cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'conformance'] },
  { name: 'stories', cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'storybook'] },
  {
    name: 'storybook-build',
    cmd: ['pnpm', 'exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static'],
  },
  // The build as its readers use it: served over HTTP and opened in Chromium (whole sidebar
  // against index.json, a screen's story, the Tokens docs page), none showing an error.
  {
    name: 'storybook-smoke',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'storybook-smoke'],
  },
  // The published design system: publint + attw on the packed tarball, the size budget, and a
  // throw-away outside app that installs the tarball, builds and renders it in Chromium.
  { name: 'ui-package', cmd: ['pnpm', '--filter', '@wegrow/ui', 'run', 'check:package'] },
  // Measures the build that ui-package just made (the package's own `size` script rebuilds first).
  { name: 'ui-size', cmd: ['pnpm', '--filter', '@wegrow/ui', 'exec', 'node', 'scripts/size.mjs'] },
  { name: 'ui-consumer', cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'package:ui'] },
  // The production site: built, held to its size budgets (and free of MSW), then driven end to end
  // in Chromium against the real server on a throw-away data folder.
  { name: 'site-build', cmd: ['pnpm', '--filter', '@wegrow/site', 'run', 'build'] },
  { name: 'budgets', cmd: ['pnpm', '--filter', '@wegrow/site', 'run', 'budgets'] },
  { name: 'e2e', cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'e2e'] },
];

const only = process.argv.slice(2);
const unknown = only.filter((n) => !steps.some((s) => s.name === n));
if (unknown.length) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = only.length ? steps.filter((s) => only.includes(s.name)) : steps;

const results = [];
for (const step of selected) {
  console.log(`\n━━━ ${step.name}: ${step.cmd.join(' ')}`);
  const started = performance.now();
  const [cmd = '', ...args] = step.cmd;
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0 && !r.error;
  results.push({ name: step.name, ok, seconds });
  console.log(`━━━ ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s`);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(16)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
