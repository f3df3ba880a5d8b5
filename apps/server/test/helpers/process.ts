/**
 * Real server processes (`node --import tsx src/main.ts`, what `pnpm start` runs) for the tests of
 * several processes on one database and of faults (kill -9, the database going away), with a
 * small HTTP client and the captcha solved as the widget does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solve } from './app';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A JWT secret for processes that share a database. */
export const SHARED_JWT_SECRET = 'a-secret-several-test-processes-share-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>/api` */
  readonly api: string;
  readonly port: number;
  readonly dataDir: string;
  readonly child: ChildProcess;
  output(): string;
  /** SIGKILL, no goodbye; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown); resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts a server and waits until /api/health answers 200. `env` adds to a quiet test
 * environment (no demo data, no site, easy captchas, limits out of the way, a fresh DATA_DIR).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { port?: number; dataDir?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wegrow-proc-'));
  let log = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    SITE_DIR: join(dataDir, 'no-site'),
    LOG_LEVEL: 'warn',
    CAPTCHA_DIFFICULTY: '1000',
    JOBS_POLL_MS: '100',
    RATE_LIMIT_GLOBAL: '100000/1m',
    RATE_LIMIT_AUTH_PER_IP: '100000/1m',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '100000/1m',
    RATE_LIMIT_CAPTCHA_PER_IP: '100000/1m',
    RATE_LIMIT_AI_PER_USER: '100000/1m',
    RATE_LIMIT_COMMUNITY_CHAT_PER_USER: '100000/1m',
    ...env,
  };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  // PGlite unless the test chose: the default is the embedded PostgreSQL (test/embedded-postgres.test.ts).
  if (!('DATABASE_URL' in env) && !('DATABASE' in env)) childEnv.DATABASE = 'pglite';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const api = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 90 s:\n${log}`);
    }
    try {
      if ((await fetch(`${api}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  dataDirs.set(api, dataDir);
  return {
    api,
    port,
    dataDir,
    child,
    output: () => log,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A JSON request to the API; `token` is a bearer token. */
export async function request<T = unknown>(
  api: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: Record<string, string>; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${api}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

type Challenge = Parameters<typeof solve>[0];

/** A challenge from `api`, solved. */
export async function captchaFrom(api: string): Promise<string> {
  const res = await request<Challenge>(api, 'GET', '/auth/captcha');
  if (res.status !== 200) throw new Error(`captcha: ${res.status}`);
  return solve(res.body);
}

export const PROCESS_PASSWORD = 'sunflower-seeds-42';

/** The login form through `api`, with `token` or else a captcha solved from `api`. */
export async function loginThrough(
  api: string,
  email: string,
  password = PROCESS_PASSWORD,
  token?: string,
): Promise<Answer<{ access_token?: string; detail?: string }>> {
  return request(api, 'POST', '/auth/login', {
    form: {
      grant_type: 'password',
      username: email,
      password,
      scope: '',
      client_id: 'wegrow-web',
      recaptcha_token: token ?? (await captchaFrom(api)),
    },
  });
}

/**
 * The verification link mailed to `email` by a server without SMTP_URL: the newest `.eml` for that
 * address in the dev mailbox (`DATA_DIR/mail`), its quoted-printable text decoded. Waits a little:
 * the mail leaves in the background.
 */
export async function verificationLinkFromMailbox(dataDir: string, email: string): Promise<URL> {
  const dir = join(dataDir, 'mail');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(`-${email.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`))
          .sort()
          .reverse()
      : [];
    for (const name of files) {
      const text = readFileSync(join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const link = /https?:\/\/\S+\/VerifyEmail\?token=\S+/.exec(text);
      if (link) return new URL(link[0]);
    }
    if (Date.now() > deadline) throw new Error(`no verification mail for ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The DATA_DIR of each server this file started, by its API address (for the dev mailbox). */
const dataDirs = new Map<string, string>();

/**
 * Signs up through `api`, verifies the address with the link from the dev mailbox (as a person
 * would), and logs in there; returns the access token.
 */
export async function memberThrough(api: string, email: string): Promise<string> {
  const created = await request(api, 'POST', '/auth/signup', {
    body: { email, password: PROCESS_PASSWORD, recaptcha_token: await captchaFrom(api) },
  });
  if (created.status !== 201)
    throw new Error(`signup: ${created.status} ${JSON.stringify(created.body)}`);
  const dataDir = dataDirs.get(api);
  if (dataDir) {
    const link = await verificationLinkFromMailbox(dataDir, email);
    const verified = await request(api, 'POST', '/auth/verify-email', {
      body: { token: link.searchParams.get('token'), password: PROCESS_PASSWORD },
    });
    if (verified.status !== 200)
      throw new Error(`verify-email: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  const login = await loginThrough(api, email);
  if (!login.body.access_token) throw new Error(`login: ${login.status}`);
  return login.body.access_token;
}

/**
 * A TCP proxy on loopback in front of `target` (host:port) that the test can cut (every
 * connection dropped, new ones refused) and restore: the database going away without touching the
 * shared PostgreSQL cluster.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let up = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  return {
    port,
    cut: () => {
      up = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore: () => {
      up = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
