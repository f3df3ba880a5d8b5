#!/usr/bin/env node
/**
 * The README's two commands start here, on a machine with only Node ≥ 20.19 and npm:
 *   npm start  → install, build the site (scripts/site-build.mjs: only when its sources changed, into
 *                a folder of its own, swapped in when complete), start the server (API + built
 *                site, embedded database)
 *   npm test   → install, make sure a Chromium and the test fonts are there, run every check
 * It brings the pinned pnpm (from package.json "packageManager") into .cache/pnpm when the
 * machine has no pnpm of that version, so nothing global is needed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { prepareSite, viteBuild } from './site-build.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = String(pkg.packageManager).replace(/^pnpm@/, '');
const command = process.argv[2];

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`WeGrow needs Node.js ≥ 20.19; this is ${process.version}.`);
  process.exit(1);
}

/** @param {string} message */
function log(message) {
  console.log(`\n▶ ${message}`);
}

function pnpmOnPathIsPinned() {
  try {
    return (
      execFileSync('pnpm', ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === pnpmVersion
    );
  } catch {
    return false;
  }
}

/** Puts the pinned pnpm first on PATH for this process and every child. */
function ensurePnpm() {
  if (pnpmOnPathIsPinned()) return;
  const prefix = join(root, '.cache', 'pnpm');
  const bin = join(prefix, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'pnpm'))) {
    log(`Installing pnpm ${pnpmVersion} into .cache/pnpm`);
    run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${pnpmVersion}`,
    ]);
  }
  process.env.PATH = `${bin}${delimiter}${process.env.PATH ?? ''}`;
}

/**
 * Runs a command in the repo root, inheriting output; exits with its status when it fails.
 * @param {string} cmd
 * @param {string[]} args
 */
function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function install() {
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  run('pnpm', ['install', '--frozen-lockfile']);
}

switch (command) {
  case 'start': {
    ensurePnpm();
    install();
    log('Building the site (into a folder of its own; skipped when its sources are unchanged)');
    // A server already running from this checkout keeps serving its build meanwhile.
    const { siteDir } = prepareSite({
      root,
      build: (outDir) => viteBuild(root, outDir),
      log: (message) => console.log(message),
    });
    process.env.SITE_DIR ??= siteDir;
    // The server runs from its sources (tsx): only the pre-migrated PGlite template is built, once
    // per set of migrations. Its type check is part of `npm test`, not of every start.
    log('Preparing the server (its pre-migrated embedded database, when missing)');
    run('pnpm', ['--filter', '@wegrow/server', 'run', 'prepare-start']);
    log(`Starting WeGrow on http://localhost:${process.env.PORT ?? 3000}`);
    run('pnpm', ['--filter', '@wegrow/server', 'run', 'start']);
    break;
  }
  case 'test': {
    ensurePnpm();
    install();
    const chromium = ensureChromium();
    process.env.CHROME_PATH = chromium;
    // `npm test -- --changed` (or step names) is passed on: scripts/test-all.mjs says what it runs.
    run('node', ['scripts/test-all.mjs', ...process.argv.slice(3)]);
    break;
  }
  default:
    console.error('usage: node scripts/bootstrap.mjs start|test');
    process.exit(2);
}
