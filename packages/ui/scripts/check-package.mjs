// Lints the PACKED package, as consumers will receive it:
// - publint: exports map, files, sideEffects, types conditions;
// - attw (Are the Types Wrong?) with the esm-only profile (the package ships no CommonJS), so the
//   declaration files must resolve under node16/nodenext as well as bundler resolution.
// The tarball is the one built and packed once per change of the sources (pack.mjs: reused from
// .cache/ui-pack/ when the sources are unchanged, built first otherwise).
import { execFileSync } from 'node:child_process';
import { packageDir, packedTarball } from './pack.mjs';

const { tarball } = packedTarball();

/** @param {string} bin @param {string[]} args */
const run = (bin, args) =>
  execFileSync(bin, args, {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });

let failed = false;
try {
  run('pnpm', ['exec', 'publint', 'run', tarball, '--strict']);
} catch {
  failed = true;
}
try {
  // The stylesheets are not modules with types; attw only checks JS entry points.
  run('pnpm', [
    'exec',
    'attw',
    tarball,
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    './styles.css',
    './fonts.css',
    './reset.css',
    '--format',
    'table',
  ]);
} catch {
  failed = true;
}
if (failed) {
  console.error('check:package failed');
  process.exit(1);
}
console.log('check:package: publint and attw are clean for the packed tarball');
