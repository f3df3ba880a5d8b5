#!/usr/bin/env node
/**
 * The `prepack` of every published package (@wegrow/ui, @wegrow/api, @wegrow/contract). `pnpm pack`,
 * `pnpm publish` and `changeset publish` run it before they pack, so a tarball always holds the
 * build of the very sources it is packed from: a plain `pnpm pack` of @wegrow/ui used to ship
 * package.json, README, LICENSE and CHANGELOG and no dist/ (issue 46).
 *
 * - Under npm (`npm pack`, `npm publish`) it refuses, saying why: npm does not apply
 *   `publishConfig`'s main, types and exports, so its tarball would point at the TypeScript
 *   sources, which are not in it.
 * - Otherwise it builds (`pnpm run build`) unless dist/ is already the build of these sources: the
 *   hash of the build's inputs (`sourceHash`, packages/ui/scripts/pack.mjs) is stamped after each
 *   build in `node_modules/.cache/wegrow-prepack`, and a pack with the same hash packs dist/ as it
 *   is. The pack cache of @wegrow/ui and scripts/release-check.mjs stamp the builds they make.
 *
 *   node scripts/prepack.mjs            (from the package's folder, as its `prepack` script)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from '../packages/ui/scripts/pack.mjs';

/**
 * Where a package's stamp is kept: its own node_modules (never packed, never committed).
 * @param {string} dir
 */
export function stampPath(dir) {
  return join(dir, 'node_modules', '.cache', 'wegrow-prepack');
}

/**
 * Records that `dir`'s dist/ is the build of its current sources.
 * @param {string} dir
 * @param {string} [hash]
 */
export function stampBuild(dir, hash = sourceHash(dir)) {
  mkdirSync(join(stampPath(dir), '..'), { recursive: true });
  writeFileSync(stampPath(dir), `${hash}\n`);
}

/** Whether `dir`'s dist/ is the build of its current sources. @param {string} dir */
export function isBuilt(dir) {
  const stamp = stampPath(dir);
  return (
    existsSync(join(dir, 'dist')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === sourceHash(dir)
  );
}

/**
 * The reason this pack must not go on, or null: npm packs `publishConfig` unapplied.
 * @param {string | undefined} userAgent `npm_config_user_agent` of the packing tool
 */
export function refusal(userAgent) {
  if (userAgent?.startsWith('npm/'))
    return (
      'Pack and publish this package with pnpm (`pnpm pack`, `pnpm publish`): npm does not apply ' +
      "publishConfig's main, types and exports, so its tarball would point at the TypeScript " +
      'sources instead of dist/.'
    );
  return null;
}

/**
 * Builds the package in `dir` when its dist/ is missing or stale.
 * @param {string} dir
 * @param {string | undefined} [userAgent]
 */
export function prepack(dir, userAgent = process.env.npm_config_user_agent) {
  const refused = refusal(userAgent);
  if (refused) throw new Error(refused);
  const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name;
  if (isBuilt(dir)) {
    console.log(`${name}: dist/ is the build of these sources; packing it.`);
    return { built: false };
  }
  console.log(`${name}: building dist/ before packing.`);
  execFileSync('pnpm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  stampBuild(dir);
  return { built: true };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    prepack(process.cwd());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
