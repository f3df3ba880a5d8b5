#!/usr/bin/env node
/**
 * Proves a release can be cut from the CURRENT WORKING TREE (committed or not), without touching
 * it: the `release` step of scripts/test-all.mjs.
 *
 * 1. Copies the files git knows of (tracked and untracked-but-not-ignored, as they are on disk;
 *    the visual baselines left out) to a throw-away folder, makes it a fresh git repository whose
 *    one commit is on `main` (the changesets baseBranch), and installs it from the pnpm store
 *    (`pnpm install --offline --frozen-lockfile`: seconds, and a stale lockfile fails here).
 *    So `changeset status` never depends on the refs of the clone it runs in (a CI checkout may
 *    have no local `main`, where `git merge-base main HEAD` fails).
 * 2. `changeset status` must pass (config valid: no public package depends on a skipped one; every
 *    changeset names known packages), and its release plan is read.
 * 3. `changeset version` (in the copy only) must pass and write the planned versions.
 * 4. Each public package is packed as a maintainer packs it (`pnpm pack`: its `prepack`,
 *    scripts/prepack.mjs, builds dist/ first, and pnpm applies
 *    `publishConfig` and turns `workspace:` ranges into versions); each tarball must hold a
 *    package.json with a real version, README, LICENSE, every file its main/types/exports name,
 *    relative imports that resolve inside the tarball, and no `workspace:`/`link:`/`file:` range.
 *    @wegrow/ui is not built again: its build is the one packed once per change of its sources
 *    (packages/ui/scripts/pack.mjs, `.cache/ui-pack/`, shared with the ui-package, ui-size and
 *    ui-consumer steps, built first when missing or stale); the copy gets that dist/ when its
 *    sources hash the same (they are the working tree's), and is packed with its new version.
 *
 * `node scripts/release-check.mjs [--keep]` (--keep leaves the copy and prints its path).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { packedTarball, sourceHash, unpacked } from '../packages/ui/scripts/pack.mjs';
import { stampBuild } from './prepack.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The package whose build is reused from its pack cache (packages/ui/scripts/pack.mjs). */
const UI_PACKAGE = '@wegrow/ui';

/** Dependency ranges that only mean something inside this workspace. */
const LOCAL_PROTOCOL = /^(workspace|link|file|catalog|portal):/;
const DEPENDENCY_FIELDS = /** @type {const} */ ([
  'dependencies',
  'peerDependencies',
  'optionalDependencies',
  'devDependencies',
]);

/**
 * Every file path an export target names (conditions and nested conditions included).
 * @param {unknown} target
 * @returns {string[]}
 */
export function exportPaths(target) {
  if (typeof target === 'string') return [target];
  if (Array.isArray(target)) return target.flatMap(exportPaths);
  if (target && typeof target === 'object') return Object.values(target).flatMap(exportPaths);
  return [];
}

/** @param {string} dir @returns {Generator<string>} */
function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** `from '…'`, `import '…'`, `export … from '…'`, `import('…')` with a relative specifier. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\1/g;

/**
 * The relative imports of the packed .js and .d.ts files that name no file in the package (a
 * declaration's `./x.js` may be `./x.d.ts`). Extensionless ones never resolve in Node ESM.
 * @param {string} dir the unpacked package
 * @returns {string[]}
 */
export function unresolvedImports(dir) {
  /** @type {string[]} */
  const problems = [];
  for (const file of walk(dir)) {
    const declaration = file.endsWith('.d.ts');
    if (!declaration && !/\.[mc]?js$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const specifier = /** @type {string} */ (match[2]);
      const target = resolve(dirname(file), specifier);
      const found =
        (existsSync(target) && statSync(target).isFile()) ||
        (declaration && existsSync(target.replace(/\.[mc]?js$/, '.d.ts')));
      if (!found)
        problems.push(`${relative(dir, file)} imports '${specifier}', which is not in the package`);
    }
  }
  return problems;
}

/**
 * What is wrong with an unpacked tarball (its `package/` folder); empty when it can be published.
 * @param {string} dir
 * @param {{ expectedVersion?: string }} [options]
 * @returns {string[]}
 */
export function checkPackedPackage(dir, options = {}) {
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) return ['the tarball has no package.json'];
  /** @type {Record<string, unknown>} */
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    return [`package.json is not JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  /** @type {string[]} */
  const problems = [];
  const version = typeof pkg.version === 'string' ? pkg.version : '';
  if (typeof pkg.name !== 'string' || !pkg.name) problems.push('package.json has no name');
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    problems.push(`version "${version}" is not a semver version`);
  } else if (version === '0.0.0') {
    problems.push('version is 0.0.0 (no changeset versioned it)');
  }
  if (options.expectedVersion && version !== options.expectedVersion) {
    problems.push(`version is ${version}, the release plan says ${options.expectedVersion}`);
  }
  if (pkg.private === true) problems.push('package.json says "private": true');
  const files = readdirSync(dir);
  if (!files.some((name) => /^readme(\.md)?$/i.test(name))) problems.push('no README.md');
  if (!files.some((name) => /^licen[cs]e(\.md|\.txt)?$/i.test(name))) problems.push('no LICENSE');

  for (const field of DEPENDENCY_FIELDS) {
    const deps = pkg[field];
    if (!deps || typeof deps !== 'object') continue;
    for (const [name, range] of Object.entries(deps)) {
      if (typeof range === 'string' && LOCAL_PROTOCOL.test(range)) {
        problems.push(`${field}["${name}"] is "${range}" (a workspace-only range)`);
      }
    }
  }

  /** @type {string[]} */
  const named = [];
  for (const field of ['main', 'module', 'types', 'typings']) {
    if (typeof pkg[field] === 'string') named.push(/** @type {string} */ (pkg[field]));
  }
  named.push(...exportPaths(pkg.exports));
  if (named.length === 0) problems.push('package.json names no main, types or exports');
  for (const path of named) {
    if (path.includes('*')) {
      const prefix = path.slice(0, path.indexOf('*'));
      if (!existsSync(join(dir, dirname(`${prefix}x`)))) problems.push(`${path}: no such folder`);
    } else if (!existsSync(join(dir, path))) {
      problems.push(`${path} is named by package.json but not in the tarball`);
    } else if (/(^|\/)src\/.*\.tsx?$/.test(path) && !path.endsWith('.d.ts')) {
      problems.push(`${path}: a TypeScript source is published as an entry point`);
    }
  }
  problems.push(...unresolvedImports(dir));
  return problems;
}

/**
 * The files of the working tree to copy: tracked and untracked-not-ignored files that exist (a
 * deleted tracked file is skipped), without the visual baselines (no release step reads them).
 * @param {string} root
 * @returns {string[]}
 */
export function workingTreeFiles(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  )
    .toString()
    .split('\0')
    .filter(Boolean);
  return [...new Set(listed)].filter(
    (file) =>
      !file.split('/').includes('__screenshots__') &&
      existsSync(join(root, file)) &&
      statSync(join(root, file)).isFile(),
  );
}

/**
 * @typedef {{ name: string, dir: string, version: string, private: boolean }} WorkspacePackage
 * @typedef {{ releases: { name: string, type: string, oldVersion: string, newVersion: string }[], changesets: { id: string, releases: { name: string }[] }[] }} ReleasePlan
 */

/**
 * What keeps a pending changeset of a package's first release (nothing published yet, version
 * 0.0.0) from reading well to an outsider: words about changes to versions nobody had ("breaking",
 * "removed", "no longer", "before, …") and references to the project's internal issues. Its
 * CHANGELOG's first entry is written from these changesets.
 * @param {string} text a changeset file
 * @returns {string[]}
 */
export function firstReleaseWordingProblems(text) {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  /** @type {[RegExp, string][]} */
  const rules = [
    [/\bbreaking\b/i, 'speaks of a breaking change'],
    [/\bremoved\b|\bno longer\b|\bBefore,/i, 'speaks of a change to an unpublished version'],
    [/\bissues? #?\d+|(?:^|\s)#\d+\b/i, 'cites an internal issue'],
  ];
  return rules.flatMap(([pattern, problem]) => (pattern.test(body) ? [problem] : []));
}

/**
 * The packages whose first release notes are held to `firstReleaseWordingProblems`: every public
 * one (while it is at 0.0.0, nothing published).
 */
export const FIRST_RELEASE_WORDING = [UI_PACKAGE, '@wegrow/api', '@wegrow/contract'];

/**
 * The packages that are published: not private and not in the changesets `ignore` list.
 * @param {WorkspacePackage[]} packages
 * @param {{ ignore?: string[] }} config
 */
export function publicPackages(packages, config) {
  const ignore = new Set(config.ignore ?? []);
  return packages.filter((pkg) => !pkg.private && !ignore.has(pkg.name));
}

/**
 * @param {string} cwd
 * @param {string} cmd
 * @param {string[]} args
 */
function run(cwd, cmd, args) {
  console.log(`  $ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: process.env.CI ?? '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    throw new Error(
      `\`${[cmd, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}):\n${output.trim()}`,
    );
  }
  return output;
}

/** @param {string} root @returns {WorkspacePackage[]} */
function workspacePackages(root) {
  const out = run(root, 'pnpm', ['-r', 'ls', '--depth', '-1', '--json']);
  /** @type {{ name?: string, path: string, version?: string, private?: boolean }[]} */
  const listed = JSON.parse(out);
  return listed
    .filter((pkg) => pkg.path !== root && pkg.name)
    .map((pkg) => ({
      name: /** @type {string} */ (pkg.name),
      dir: pkg.path,
      version: pkg.version ?? '',
      private: pkg.private === true,
    }));
}

async function main() {
  const keep = process.argv.includes('--keep');
  const started = performance.now();
  const step = (/** @type {string} */ text) =>
    console.log(`\n[release ${((performance.now() - started) / 1000).toFixed(0)}s] ${text}`);
  const work = mkdtempSync(join(tmpdir(), 'wegrow-release-'));
  const copy = join(work, 'repo');
  /** @type {string[]} */
  const failures = [];
  try {
    step(`${UI_PACKAGE}: the build packed for the working tree's sources`);
    const ui = packedTarball({ log: (line) => console.log(`  ${line}`) });

    step(`copying the working tree of ${ROOT} to ${copy}`);
    const files = workingTreeFiles(ROOT);
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(join(ROOT, file), join(copy, file));
    }
    console.log(`  ${files.length} files`);
    // Hashed before `changeset version` writes its CHANGELOG.md; equal unless a file changed
    // while it was being copied (then the copy builds it as any other package).
    const uiReused = sourceHash(join(copy, 'packages', 'ui')) === ui.hash;
    const git = ['-c', 'user.name=release-check', '-c', 'user.email=release-check@localhost'];
    run(copy, 'git', ['init', '-q', '-b', 'main']);
    run(copy, 'git', [...git, 'add', '-A']);
    run(copy, 'git', [...git, 'commit', '-q', '--no-verify', '-m', 'release-check snapshot']);

    step('pnpm install --offline --frozen-lockfile');
    run(copy, 'pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent']);

    step('changeset status');
    console.log(run(copy, 'pnpm', ['exec', 'changeset', 'status', '--verbose']).trim());
    run(copy, 'pnpm', ['exec', 'changeset', 'status', `--output=${join(work, 'plan.json')}`]);
    /** @type {ReleasePlan} */
    const plan = JSON.parse(readFileSync(join(work, 'plan.json'), 'utf8'));
    /** @type {{ ignore?: string[] }} */
    const config = JSON.parse(readFileSync(join(copy, '.changeset/config.json'), 'utf8'));
    const published = publicPackages(workspacePackages(copy), config);
    console.log(`  public packages: ${published.map((pkg) => pkg.name).join(', ')}`);
    console.log(`  ${plan.changesets.length} changesets, ${plan.releases.length} releases`);
    for (const pkg of published) {
      if (!FIRST_RELEASE_WORDING.includes(pkg.name) || pkg.version !== '0.0.0') continue;
      for (const changeset of plan.changesets) {
        if (!changeset.releases.some((release) => release.name === pkg.name)) continue;
        const text = readFileSync(join(copy, '.changeset', `${changeset.id}.md`), 'utf8');
        for (const problem of firstReleaseWordingProblems(text))
          failures.push(
            `${pkg.name}'s first release notes: .changeset/${changeset.id}.md ${problem}`,
          );
      }
    }

    step('changeset version (in the copy)');
    run(copy, 'pnpm', ['exec', 'changeset', 'version']);
    for (const release of plan.releases) {
      const pkg = published.find((candidate) => candidate.name === release.name);
      if (!pkg) continue;
      const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
      const ok = manifest.version === release.newVersion;
      console.log(
        `  ${release.name}: ${release.oldVersion} → ${manifest.version} (${release.type})${ok ? '' : ` ✖ plan says ${release.newVersion}`}`,
      );
      if (!ok)
        failures.push(
          `${release.name}: versioned ${manifest.version}, planned ${release.newVersion}`,
        );
      if (!existsSync(join(pkg.dir, 'CHANGELOG.md')))
        failures.push(`${release.name}: no CHANGELOG.md written`);
    }
    const left = readdirSync(join(copy, '.changeset')).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    );
    if (left.length) failures.push(`changeset version left changesets behind: ${left.join(', ')}`);

    step(`build and pack ${published.length} public packages`);
    const packs = join(work, 'packs');
    mkdirSync(packs);
    for (const pkg of published) {
      const expectedVersion = plan.releases.find(
        (release) => release.name === pkg.name,
      )?.newVersion;
      if (pkg.name === UI_PACKAGE && uiReused) {
        cpSync(join(unpacked(ui.tarball), 'dist'), join(pkg.dir, 'dist'), { recursive: true });
        stampBuild(pkg.dir, ui.hash);
        console.log(`  ${pkg.name}: dist/ of the tarball packed for these sources, not rebuilt`);
      }
      // The others are built by their `prepack` (scripts/prepack.mjs), as a maintainer's pack is.
      const destination = join(packs, pkg.name.replace(/[@/]/g, '_'));
      mkdirSync(destination);
      run(pkg.dir, 'pnpm', ['pack', '--pack-destination', destination]);
      const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'));
      if (!tarball) {
        failures.push(`${pkg.name}: pnpm pack wrote no tarball`);
        continue;
      }
      run(destination, 'tar', ['-xzf', tarball]);
      const problems = checkPackedPackage(
        join(destination, 'package'),
        expectedVersion ? { expectedVersion } : {},
      );
      const manifest = JSON.parse(
        readFileSync(join(destination, 'package', 'package.json'), 'utf8'),
      );
      const count = [...walk(join(destination, 'package'))].length;
      console.log(
        `  ${pkg.name}@${manifest.version}: ${tarball}, ${count} files${problems.length ? '' : ', ok'}`,
      );
      failures.push(...problems.map((problem) => `${pkg.name}: ${problem}`));
    }
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    if (keep) console.log(`\nKept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (failures.length) {
    console.error(`\nrelease-check failed (${seconds}s):`);
    for (const failure of failures) console.error(`  Error: ${failure}`);
    process.exit(1);
  }
  console.log(`\nrelease-check: the working tree versions, builds and packs cleanly (${seconds}s)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
