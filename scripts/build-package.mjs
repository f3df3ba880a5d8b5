#!/usr/bin/env node
/**
 * Builds a published workspace package into dist/, run from the package's folder by its `build`
 * script (`@wegrow/contract`, `@wegrow/api`). Inside the monorepo a package's `exports` point at its
 * TypeScript sources (every other package, Vite, Vitest and Storybook read them as they are); what
 * is published is `publishConfig.exports` (pnpm swaps it in when it packs). This script reads both,
 * subpath by subpath, so the two cannot drift apart:
 *
 * - a `.ts`/`.tsx` source becomes an ES module with esbuild (bundled per entry point, chunks shared,
 *   every bare import — dependencies, peers, other WeGrow packages — left external; JSON inlined);
 * - declarations come from `tsc -p tsconfig.build.json` (emitDeclarationOnly into dist, mirroring
 *   src/); hand-written or generated `src/**\/*.d.ts` files are copied beside them; their relative
 *   specifiers get the `.js` of the emitted module, so node16/nodenext consumers resolve them;
 * - any other file (a JSON document) is copied to its published path.
 *
 * It fails with a clear message when a subpath is missing from one map, when a published file was
 * not produced, or when a declaration imports a relative path that does not exist in dist/.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {string | { types?: string, import?: string, default?: string }} ExportTarget */

/**
 * The published files of one subpath: its module (`import`/`default`) and its declarations.
 * @param {ExportTarget} target
 * @returns {{ module?: string, types?: string, file?: string }}
 */
export function publishedFiles(target) {
  if (typeof target === 'string') {
    return /\.d\.ts$/.test(target)
      ? { types: target }
      : /\.js$/.test(target)
        ? { module: target }
        : { file: target };
  }
  const module = target.import ?? target.default;
  return {
    ...(module ? { module } : {}),
    ...(target.types ? { types: target.types } : {}),
  };
}

/**
 * The source file of one subpath in the workspace `exports` (a string, or its `import`/`types`).
 * @param {ExportTarget} target
 */
export function sourceFile(target) {
  if (typeof target === 'string') return target;
  const file = target.import ?? target.default ?? target.types;
  if (!file) throw new Error(`an export target has no import, default or types file`);
  return file;
}

/**
 * What to build: esbuild entry points (`out` without `.js`, relative to dist), files to copy, and
 * every file the published exports name. Throws when the two exports maps disagree.
 * @param {{ exports?: Record<string, ExportTarget>, publishConfig?: { exports?: Record<string, ExportTarget> } }} pkg
 */
export function buildPlan(pkg) {
  const dev = pkg.exports;
  const published = pkg.publishConfig?.exports;
  if (!dev || typeof dev !== 'object') throw new Error('package.json has no "exports" map');
  if (!published || typeof published !== 'object') {
    throw new Error('package.json has no "publishConfig.exports" map (what is published)');
  }
  const devKeys = Object.keys(dev).filter((key) => key !== './package.json');
  const publishedKeys = Object.keys(published).filter((key) => key !== './package.json');
  const onlyDev = devKeys.filter((key) => !(key in published));
  const onlyPublished = publishedKeys.filter((key) => !(key in dev));
  if (onlyDev.length || onlyPublished.length) {
    throw new Error(
      `"exports" and "publishConfig.exports" must name the same subpaths` +
        (onlyDev.length ? `; only in exports: ${onlyDev.join(', ')}` : '') +
        (onlyPublished.length
          ? `; only in publishConfig.exports: ${onlyPublished.join(', ')}`
          : ''),
    );
  }
  /** @type {{ in: string, out: string }[]} */
  const entryPoints = [];
  /** @type {{ from: string, to: string }[]} */
  const copies = [];
  /** @type {string[]} */
  const expected = [];
  for (const key of devKeys) {
    const source = sourceFile(/** @type {ExportTarget} */ (dev[key]));
    const files = publishedFiles(/** @type {ExportTarget} */ (published[key]));
    const toDist = (/** @type {string} */ file) => {
      if (!file.startsWith('./dist/')) {
        throw new Error(`publishConfig.exports["${key}"]: ${file} is not in ./dist/`);
      }
      return file.slice('./dist/'.length);
    };
    if (files.types) expected.push(files.types);
    if (/\.d\.ts$/.test(source)) {
      // Types only: src/**/*.d.ts are copied as they are (see copyDeclarations).
      if (files.module) throw new Error(`exports["${key}"] is types only but publishes a module`);
      continue;
    }
    if (/\.tsx?$/.test(source)) {
      if (!files.module || !files.module.endsWith('.js')) {
        throw new Error(`publishConfig.exports["${key}"] needs an "import" file ending in .js`);
      }
      entryPoints.push({ in: source, out: toDist(files.module).replace(/\.js$/, '') });
      expected.push(files.module);
      continue;
    }
    const target = files.file ?? files.module;
    if (!target) throw new Error(`publishConfig.exports["${key}"] names no file`);
    copies.push({ from: source, to: toDist(target) });
    expected.push(target);
  }
  return { entryPoints, copies, expected };
}

/** @param {string} dir @returns {Generator<string>} */
function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** `from '…'`, `import '…'`, `export … from '…'` and `import('…')` with a relative specifier. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;

/**
 * Rewrites the relative specifiers of every dist/**\/*.d.ts to the `.js` path of the emitted module;
 * throws on one that resolves to nothing in dist/.
 * @param {string} dist
 */
export function fixDeclarationSpecifiers(dist) {
  let rewritten = 0;
  for (const file of walk(dist)) {
    if (!file.endsWith('.d.ts')) continue;
    const source = readFileSync(file, 'utf8');
    const output = source.replace(
      SPECIFIER,
      (
        /** @type {string} */ _match,
        /** @type {string} */ lead,
        /** @type {string} */ quote,
        /** @type {string} */ specifier,
      ) => {
        const target = resolve(dirname(file), specifier);
        let fixed;
        if (/\.([mc]?js)$/.test(specifier)) {
          fixed = existsSync(target.replace(/\.[mc]?js$/, '.d.ts')) ? specifier : undefined;
        } else if (specifier.endsWith('.json')) {
          fixed = existsSync(target) ? specifier : undefined;
        } else if (existsSync(`${target}.d.ts`)) {
          fixed = `${specifier}.js`;
        } else if (existsSync(join(target, 'index.d.ts'))) {
          fixed = `${specifier.replace(/\/$/, '')}/index.js`;
        }
        if (!fixed) {
          throw new Error(
            `${relative(dist, file)}: '${specifier}' is not a declaration file in dist/`,
          );
        }
        return `${lead}${quote}${fixed}${quote}`;
      },
    );
    if (output !== source) {
      writeFileSync(file, output);
      rewritten += 1;
    }
  }
  return rewritten;
}

/** Copies src/**\/*.d.ts (generated types tsc does not emit) to the same place under dist/. */
function copyDeclarations(/** @type {string} */ packageDir) {
  const src = join(packageDir, 'src');
  for (const file of walk(src)) {
    if (!file.endsWith('.d.ts')) continue;
    const to = join(packageDir, 'dist', relative(src, file));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(file, to);
  }
}

async function main() {
  const packageDir = process.cwd();
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const plan = buildPlan(pkg);
  const dist = join(packageDir, 'dist');
  rmSync(dist, { recursive: true, force: true });

  const require = createRequire(join(packageDir, 'package.json'));
  // esbuild is a devDependency of each package this builds (not of the root).
  /** @type {{ build: (options: Record<string, unknown>) => Promise<unknown> }} */
  const esbuild = require('esbuild');
  await esbuild.build({
    absWorkingDir: packageDir,
    entryPoints: plan.entryPoints,
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.json': 'json' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
  });

  const tsc = spawnSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    { cwd: packageDir, stdio: 'inherit' },
  );
  if (tsc.status !== 0) throw new Error('tsc -p tsconfig.build.json failed (see above)');
  copyDeclarations(packageDir);
  for (const { from, to } of plan.copies) {
    mkdirSync(dirname(join(dist, to)), { recursive: true });
    copyFileSync(join(packageDir, from), join(dist, to));
  }
  const rewritten = fixDeclarationSpecifiers(dist);

  const missing = plan.expected.filter((file) => !existsSync(join(packageDir, file)));
  if (missing.length) {
    throw new Error(`the build did not write these published files: ${missing.join(', ')}`);
  }
  console.log(
    `${pkg.name}: built ${plan.entryPoints.length} entry points into dist/ ` +
      `(declarations: ${rewritten} files' specifiers given .js)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(`build-package: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
