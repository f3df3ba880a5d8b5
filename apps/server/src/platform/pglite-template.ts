import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A migrated, empty PGlite database as a gzipped tarball (`dumpDataDir('gzip')`). A new embedded
 * database starts from it (`loadDataDir`) instead of running initdb plus the migrations, which takes
 * a few seconds of CPU. `pnpm --filter @wegrow/server run build` writes it; the tests share it too.
 */

/** The committed migrations (`drizzle-kit generate` writes them). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Where the build writes the template (gitignored). */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(new URL('../../.cache', import.meta.url));

const PREFIX = 'pglite-template-';
const SUFFIX = '.tar.gz';
const GZIP = 'application/x-gzip';

/** The PGlite version and every file of the migrations folder: a template is only used when they match. */
export function pgliteTemplateHash(migrationsFolder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(entry), '..', 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template's file for the current migrations: `<dir>/pglite-template-<hash>.tar.gz`. */
export function pgliteTemplateFile(dir = PGLITE_TEMPLATE_DIR, hash = pgliteTemplateHash()): string {
  return join(dir, `${PREFIX}${hash}${SUFFIX}`);
}

/** The template for the current migrations, or undefined when there is none (or only stale ones). */
export function readPgliteTemplate(dir = PGLITE_TEMPLATE_DIR): Blob | undefined {
  const file = pgliteTemplateFile(dir);
  if (!existsSync(file)) return undefined;
  return new Blob([readFileSync(file)], { type: GZIP });
}

/**
 * Unpacks a template (a `dumpDataDir()` tarball, gzipped or not) into an empty data folder with
 * plain file writes: several times quicker than `PGlite.create({ dataDir, loadDataDir })`, which
 * writes every file through the WebAssembly file system. PGlite then opens the folder as an
 * existing database.
 */
export async function extractPgliteTemplate(template: Blob, dir: string): Promise<void> {
  let tar = Buffer.from(await template.arrayBuffer());
  if (tar[0] === 0x1f && tar[1] === 0x8b) tar = gunzipSync(tar);
  const root = resolve(dir);
  mkdirSync(root, { recursive: true });
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header[0] === 0) break; // the end-of-archive blocks
    const field = (start: number, length: number) => {
      const text = header.toString('latin1', start, start + length);
      const end = text.indexOf('\0');
      return end === -1 ? text : text.slice(0, end);
    };
    const name = header.toString('utf8', 0, 100).split('\0')[0] ?? '';
    const prefix = field(257, 6).startsWith('ustar')
      ? (header.toString('utf8', 345, 500).split('\0')[0] ?? '')
      : '';
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const mode = parseInt(field(100, 8).trim() || '0', 8) & 0o777;
    const type = field(156, 1) || '0';
    const target = resolve(root, `.${sep}${prefix ? `${prefix}/` : ''}${name}`);
    if (target !== root && relative(root, target).startsWith('..'))
      throw new Error(`PGlite template: entry outside the data folder: ${name}`);
    offset += 512;
    if (type === '5') mkdirSync(target, { recursive: true, mode: mode || 0o750 });
    else if (type === '0') {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(offset, offset + size), { mode: mode || 0o600 });
    } else throw new Error(`PGlite template: unsupported tar entry type ${type} (${name})`);
    offset += Math.ceil(size / 512) * 512;
  }
  if (!existsSync(join(root, 'PG_VERSION')))
    throw new Error('PGlite template: no PG_VERSION in the tarball');
}

/** Creates a PGlite database in memory, applies the migrations and dumps it. */
export async function createPgliteTemplate(migrationsFolder = MIGRATIONS_FOLDER): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

/** Writes a template atomically (temporary file, then rename). */
function writeTemplate(file: string, dump: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
}

/**
 * Builds the template for the current migrations into `dir` and removes stale ones there. Returns
 * the file written.
 */
export async function buildPgliteTemplate(dir = PGLITE_TEMPLATE_DIR): Promise<string> {
  const file = pgliteTemplateFile(dir);
  const dump = await createPgliteTemplate();
  writeTemplate(file, Buffer.from(await dump.arrayBuffer()));
  for (const name of readdirSync(dir))
    if (name.startsWith(PREFIX) && name.endsWith(SUFFIX) && join(dir, name) !== file)
      rmSync(join(dir, name), { force: true });
  return file;
}

/**
 * The template for the current migrations, built first when missing. Safe to call from parallel
 * processes (the test files): one builds under a lock file, the others wait for it.
 */
export async function ensurePgliteTemplate(
  dir = PGLITE_TEMPLATE_DIR,
  timeoutMs = 120_000,
): Promise<Blob> {
  const file = pgliteTemplateFile(dir);
  const lock = `${file}.lock`;
  mkdirSync(dir, { recursive: true });
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const template = readPgliteTemplate(dir);
    if (template) return template;
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Someone else is building it; take over a lock left by a crashed run.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > timeoutMs) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const dump = await createPgliteTemplate();
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeTemplate(file, bytes);
      return new Blob([bytes], { type: GZIP });
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Timed out waiting for ${file}`);
}
