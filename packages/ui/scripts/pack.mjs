// Packs @wegrow/ui the way it is published (pnpm applies `publishConfig`, so `exports` point at
// dist/) into a fresh temporary folder and returns the tarball's path.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs `pnpm pack` into a new temp folder; the package must already be built. */
export function packTarball(destination = mkdtempSync(join(tmpdir(), 'wegrow-ui-pack-'))) {
  execFileSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${destination}`);
  return join(destination, tarball);
}
