import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/platform/db';

/**
 * A migrated, empty PGlite database as a tarball, shared by every test file through the temp folder
 * (keyed by the migrations and the PGlite version). Loading it takes well under a second where a
 * fresh PGlite (initdb) plus migrations takes a few: the test files stay quick.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  const file = join(tmpdir(), `wegrow-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  const lock = `${file}.lock`;

  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Someone else is building it; take over a lock left by a crashed run.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 120_000) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const client = await PGlite.create();
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const dump = await client.dumpDataDir('none');
      await client.close();
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Timed out waiting for ${file}`);
}
