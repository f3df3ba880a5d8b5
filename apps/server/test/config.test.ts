import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig, RATE_LIMIT_VARIABLES } from '../src/config';
import { resolveJwtSecret } from '../src/platform/secrets';

const VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'DATABASE',
  'EMBEDDED_POSTGRES_PORT',
  'PGLITE_WORKER',
  'JWT_SECRET',
  'PUBLIC_SITE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'CAPTCHA_PROVIDER',
  'CAPTCHA_DIFFICULTY',
  'BLOG_OWNER_EMAIL',
  'FORUM_ADMIN_EMAIL',
  'GARDENS_ADMIN_EMAIL',
  'GARDENS_TOWN',
  'OPERATOR_EMAILS',
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
  'AI_TIMEOUT_MS',
  'JOBS_WORKER',
  'JOBS_POLL_MS',
  'JOBS_SCHEDULES',
  'SEED_DEMO_DATA',
  'SITE_DIR',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'CSP_EXTRA',
  'IMPORT_ALLOWED_HOSTS',
  'CHAT_STREAMS_PER_USER',
  'CHAT_STREAMS_PER_PROCESS',
  ...Object.values(RATE_LIMIT_VARIABLES),
];

describe('configuration', () => {
  it('has documented defaults', () => {
    const config = loadConfig({}, '/srv/wegrow');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/wegrow/data',
      // The embedded PostgreSQL, PGlite when it cannot run here (platform/db.ts).
      database: {
        kind: 'embedded-postgres',
        dir: '/srv/wegrow/data/postgres',
        poolSize: 10,
        fallback: { kind: 'pglite', dir: '/srv/wegrow/data/pglite' },
      },
      jwtSecret: undefined,
      publicSiteUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      captchaProvider: 'altcha',
      captchaDifficulty: 100_000,
      blogOwnerEmail: 'owner@wegrow.local',
      forumAdminEmail: 'admin@wegrow.local',
      gardensAdminEmail: 'gardens@wegrow.local',
      gardensTown: 'Riverton',
      operatorEmails: ['admin@wegrow.local'],
      seedDemoData: true,
      logLevel: 'info',
      trustProxy: false,
      cspExtra: {},
      aiBaseUrl: undefined,
      aiApiKey: undefined,
      aiModel: undefined,
      aiTimeoutMs: 30_000,
      jobsWorker: true,
      jobsPollMs: 1000,
      jobsSchedules: true,
    });
    expect(config.siteDir).toMatch(/apps\/site\/dist$/);
    expect(config.rateLimits).toEqual({
      global: { max: 600, windowMs: 60_000, batched: true },
      authPerIp: { max: 25, windowMs: 300_000 },
      authPerAccount: { max: 100, windowMs: 3_600_000 },
      loginFailuresPerAccountIp: { max: 10, windowMs: 900_000 },
      resetMailsPerAccount: { max: 3, windowMs: 3_600_000 },
      avatarUploadPerUser: { max: 10, windowMs: 600_000 },
      joinRequestPerUser: { max: 10, windowMs: 3_600_000 },
      captchaPerIp: { max: 100, windowMs: 300_000 },
      inboxSendPerUser: { max: 30, windowMs: 60_000 },
      recipeImportPerUser: { max: 20, windowMs: 60_000 },
      aiPerUser: { max: 30, windowMs: 600_000 },
      blogCommentPerUser: { max: 10, windowMs: 60_000 },
      aiPerIp: { max: 10, windowMs: 600_000 },
      gardenSubmitPerIp: { max: 10, windowMs: 3_600_000 },
      gardenSubmitPerUser: { max: 10, windowMs: 3_600_000 },
      reportPerUser: { max: 10, windowMs: 3_600_000 },
      communityChatPerUser: { max: 60, windowMs: 60_000 },
      forumPostPerUser: { max: 10, windowMs: 60_000 },
      lyraPerIp: { max: 30, windowMs: 600_000 },
    });
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.importAllowedHosts).toEqual([]);
    expect(config.billsSourceUrl).toBe('https://api.openparliament.ca');
  });

  it('reads each rate limit from its variable (<requests>/<window>)', () => {
    const config = loadConfig({
      RATE_LIMIT_GLOBAL: '1200/2m',
      RATE_LIMIT_AUTH_PER_IP: '10 / 30s',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '5/1h',
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '3/10m',
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '2/1h',
      RATE_LIMIT_AVATAR_UPLOAD_PER_USER: '4/5m',
      RATE_LIMIT_JOIN_REQUEST_PER_USER: '6/1h',
      RATE_LIMIT_CAPTCHA_PER_IP: '50/10M',
      RATE_LIMIT_INBOX_SEND_PER_USER: '3/1s',
      RATE_LIMIT_RECIPE_IMPORT_PER_USER: '4/1h',
      RATE_LIMIT_AI_PER_USER: '5/1h',
      RATE_LIMIT_BLOG_COMMENT_PER_USER: '2/1h',
      RATE_LIMIT_AI_PER_IP: '3/1m',
      RATE_LIMIT_GARDEN_SUBMIT_PER_IP: '4/2h',
      RATE_LIMIT_GARDEN_SUBMIT_PER_USER: '5/2h',
      RATE_LIMIT_REPORT_PER_USER: '3/1h',
      RATE_LIMIT_COMMUNITY_CHAT_PER_USER: '7/1s',
      RATE_LIMIT_FORUM_POST_PER_USER: '6/5m',
      RATE_LIMIT_LYRA_PER_IP: '7/1m',
    });
    expect(config.rateLimits).toEqual({
      global: { max: 1200, windowMs: 120_000, batched: true },
      authPerIp: { max: 10, windowMs: 30_000 },
      authPerAccount: { max: 5, windowMs: 3_600_000 },
      loginFailuresPerAccountIp: { max: 3, windowMs: 600_000 },
      resetMailsPerAccount: { max: 2, windowMs: 3_600_000 },
      avatarUploadPerUser: { max: 4, windowMs: 300_000 },
      joinRequestPerUser: { max: 6, windowMs: 3_600_000 },
      captchaPerIp: { max: 50, windowMs: 600_000 },
      inboxSendPerUser: { max: 3, windowMs: 1000 },
      recipeImportPerUser: { max: 4, windowMs: 3_600_000 },
      aiPerUser: { max: 5, windowMs: 3_600_000 },
      blogCommentPerUser: { max: 2, windowMs: 3_600_000 },
      aiPerIp: { max: 3, windowMs: 60_000 },
      gardenSubmitPerIp: { max: 4, windowMs: 7_200_000 },
      gardenSubmitPerUser: { max: 5, windowMs: 7_200_000 },
      reportPerUser: { max: 3, windowMs: 3_600_000 },
      communityChatPerUser: { max: 7, windowMs: 1000 },
      forumPostPerUser: { max: 6, windowMs: 300_000 },
      lyraPerIp: { max: 7, windowMs: 60_000 },
    });
    // One variable changes one limit; the others keep their defaults.
    expect(loadConfig({ RATE_LIMIT_INBOX_SEND_PER_USER: '60/1m' }).rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      inboxSendPerUser: { max: 60, windowMs: 60_000 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db:5432/wegrow',
        DATABASE_POOL_SIZE: '20',
        JWT_SECRET: 's'.repeat(40),
        PUBLIC_SITE_URL: 'https://wegrow.example/',
        SMTP_URL: 'smtps://u:p@mail.example:465',
        MAIL_FROM: 'WeGrow <hi@wegrow.example>',
        CAPTCHA_PROVIDER: 'ALTCHA',
        CAPTCHA_DIFFICULTY: '50000',
        BLOG_OWNER_EMAIL: 'Owner@WeGrow.example',
        FORUM_ADMIN_EMAIL: 'admin@wegrow.example',
        GARDENS_ADMIN_EMAIL: 'Gardens@WeGrow.example',
        GARDENS_TOWN: '  Lake   Town ',
        OPERATOR_EMAILS: 'Ops@WeGrow.example, ,night@wegrow.example,ops@wegrow.example',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_API_KEY: 'key',
        AI_MODEL: 'llama3',
        AI_TIMEOUT_MS: '45000',
        JOBS_WORKER: 'false',
        JOBS_POLL_MS: '250',
        JOBS_SCHEDULES: 'false',
        SEED_DEMO_DATA: 'false',
        SITE_DIR: 'site',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '1',
        IMPORT_ALLOWED_HOSTS: 'Recipes.Intranet:8080, 127.0.0.1:4000,[::1]:80',
        BILLS_SOURCE_URL: 'http://bills.intranet:8080/api/',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/data',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/wegrow', poolSize: 20 },
      publicSiteUrl: 'https://wegrow.example',
      smtpUrl: 'smtps://u:p@mail.example:465',
      mailFrom: 'WeGrow <hi@wegrow.example>',
      captchaDifficulty: 50_000,
      blogOwnerEmail: 'owner@wegrow.example',
      gardensAdminEmail: 'gardens@wegrow.example',
      gardensTown: 'Lake Town',
      operatorEmails: ['ops@wegrow.example', 'night@wegrow.example'],
      aiBaseUrl: 'http://localhost:11434/v1',
      aiApiKey: 'key',
      aiModel: 'llama3',
      aiTimeoutMs: 45_000,
      jobsWorker: false,
      jobsPollMs: 250,
      jobsSchedules: false,
      seedDemoData: false,
      siteDir: '/srv/site',
      logLevel: 'debug',
      trustProxy: { hops: 1 },
      importAllowedHosts: ['recipes.intranet:8080', '127.0.0.1:4000', '[::1]:80'],
      billsSourceUrl: 'http://bills.intranet:8080/api',
    });
  });

  it('TRUST_PROXY: a number of proxies or their addresses; true (trust every hop) refused', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    for (const off of ['', 'false', '0', 'off', 'NO']) expect(trust(off), off).toBe(false);
    expect(trust('2')).toEqual({ hops: 2 });
    expect(trust(' 10.0.0.5 , 10.0.1.0/24,FD00::/8, ::1,loopback ')).toEqual({
      addresses: ['10.0.0.5', '10.0.1.0/24', 'fd00::/8', '::1', 'loopback'],
    });
    // `true` made Fastify trust every hop: the leftmost X-Forwarded-For, which any client writes,
    // became its address (issue 41). The server refuses to start and says what to set instead.
    for (const every of ['true', 'TRUE', 'yes', 'on'])
      expect(() => trust(every), every).toThrow(
        /TRUST_PROXY=\w+ is no longer accepted: it trusted every address in X-Forwarded-For.*TRUST_PROXY=1/,
      );
  });

  it('refuses invalid values with a message naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /PORT must be a whole number/],
      [{ PORT: '70000' }, /PORT must be between/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use postgres/],
      [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32/],
      [
        { DATABASE_URL: 'postgres://u:p@db:5432/wegrow' },
        /JWT_SECRET must be set when DATABASE_URL is/,
      ],
      [{ PUBLIC_SITE_URL: 'wegrow.example' }, /PUBLIC_SITE_URL must be a URL/],
      [{ CAPTCHA_PROVIDER: 'turnstile' }, /not available yet/],
      [{ CAPTCHA_PROVIDER: 'hcaptcha' }, /CAPTCHA_PROVIDER must be altcha/],
      [{ CAPTCHA_DIFFICULTY: '0' }, /CAPTCHA_DIFFICULTY must be between/],
      [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA must be true or false/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
      [{ BILLS_SOURCE_URL: 'ftp://bills.example' }, /BILLS_SOURCE_URL must use http/],
      [{ BLOG_OWNER_EMAIL: 'nobody' }, /BLOG_OWNER_EMAIL must be an e-mail/],
      [{ GARDENS_ADMIN_EMAIL: 'gardens' }, /GARDENS_ADMIN_EMAIL must be an e-mail/],
      [{ GARDENS_TOWN: 'x'.repeat(201) }, /GARDENS_TOWN must be at most 200 characters/],
      [{ GARDENS_TOWN: 'River\u0000ton' }, /GARDENS_TOWN must be at most 200 characters/],
      [{ OPERATOR_EMAILS: 'ops@x.org, someone' }, /OPERATOR_EMAILS must be .* got "someone"/],
      [{ RATE_LIMIT_AI_PER_IP: '5' }, /RATE_LIMIT_AI_PER_IP must be <requests>\/<window>/],
      [{ CSP_EXTRA: 'sandbox allow-scripts' }, /CSP_EXTRA: "sandbox" is not a directive/],
      [{ CSP_EXTRA: 'img-src' }, /CSP_EXTRA: img-src needs a source/],
      [{ CSP_EXTRA: "script-src 'unsafe-inline'" }, /'unsafe-inline' is never allowed for scripts/],
      [{ CSP_EXTRA: 'script-src-elem *' }, /\* is never allowed for scripts/],
      [{ IMPORT_ALLOWED_HOSTS: 'recipes.intranet' }, /IMPORT_ALLOWED_HOSTS must be .*host:port/],
      [{ IMPORT_ALLOWED_HOSTS: 'a.local:80,*:8080' }, /got "\*:8080"/],
      [{ IMPORT_ALLOWED_HOSTS: 'a.local:0' }, /IMPORT_ALLOWED_HOSTS must be/],
      [{ IMPORT_ALLOWED_HOSTS: 'http://a.local:80' }, /IMPORT_ALLOWED_HOSTS must be/],
      [{ RATE_LIMIT_RECIPE_IMPORT_PER_USER: '20' }, /RATE_LIMIT_RECIPE_IMPORT_PER_USER must be/],
      [{ RATE_LIMIT_GLOBAL: '600' }, /RATE_LIMIT_GLOBAL must be <requests>\/<window>/],
      [{ RATE_LIMIT_AUTH_PER_IP: '25/5d' }, /RATE_LIMIT_AUTH_PER_IP must be <requests>\/<window>/],
      [{ RATE_LIMIT_AUTH_PER_ACCOUNT: '0/5m' }, /RATE_LIMIT_AUTH_PER_ACCOUNT: the number/],
      [{ RATE_LIMIT_CAPTCHA_PER_IP: '100/0s' }, /RATE_LIMIT_CAPTCHA_PER_IP: the window/],
      [{ RATE_LIMIT_INBOX_SEND_PER_USER: '30/25h' }, /RATE_LIMIT_INBOX_SEND_PER_USER: the window/],
      [{ AI_BASE_URL: 'ftp://localhost:11434' }, /AI_BASE_URL must use http:\/\/ or https:\/\//],
      [{ AI_BASE_URL: 'http://localhost:11434/v1' }, /AI_MODEL must be set when AI_BASE_URL is/],
      [{ AI_MODEL: 'llama3.2' }, /AI_BASE_URL must be set when AI_MODEL is/],
      [{ AI_API_KEY: 'sk-secret' }, /AI_BASE_URL must be set when AI_API_KEY is/],
      [{ AI_TIMEOUT_MS: '10' }, /AI_TIMEOUT_MS must be between 1000 and 600000/],
      [{ JOBS_WORKER: 'sometimes' }, /JOBS_WORKER must be true or false/],
      [{ JOBS_POLL_MS: '0' }, /JOBS_POLL_MS must be between 10 and 60000/],
      [{ RATE_LIMIT_AI_PER_USER: 'lots' }, /RATE_LIMIT_AI_PER_USER must be <requests>\/<window>/],
      [{ TRUST_PROXY: '11' }, /TRUST_PROXY must be a number of proxies between 0 and 10/],
      [{ TRUST_PROXY: '10.0.0.5, proxy.local' }, /TRUST_PROXY must be .* got "proxy.local"/],
      [{ TRUST_PROXY: '10.0.0.0/33' }, /got "10.0.0.0\/33"/],
      [{ TRUST_PROXY: 'fd00::/129' }, /got "fd00::\/129"/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
    // A message never repeats the API key.
    expect(() => loadConfig({ AI_API_KEY: 'sk-secret' })).not.toThrow(/sk-secret/);
  });

  it('reads CSP_EXTRA as sources to add, by directive', () => {
    const config = loadConfig({
      CSP_EXTRA:
        ' script-src https://www.googletagmanager.com ; CONNECT-SRC https://*.google-analytics.com https://*.analytics.google.com;;connect-src https://x.example',
    });
    expect(config.cspExtra).toEqual({
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://x.example',
      ],
    });
  });

  it('generates the JWT secret once into DATA_DIR/jwt-secret (owner-only)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wegrow-secret-'));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret('c'.repeat(32), dir)).toBe('c'.repeat(32));
    rmSync(dir, { recursive: true, force: true });
  });

  it('needs PUBLIC_SITE_URL in production; elsewhere links follow the request', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/srv')).toThrow(
      new ConfigError(
        'PUBLIC_SITE_URL must be set when NODE_ENV=production: the address people use for the site (e.g. https://wegrow.example.org), for links in e-mails, feeds and calendar addresses.',
      ),
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://wegrow.example/' }, '/srv'),
    ).toMatchObject({ publicSiteUrl: 'https://wegrow.example', publicSiteUrlSet: true });
    expect(loadConfig({ PORT: '4000' }, '/srv')).toMatchObject({
      publicSiteUrl: 'http://localhost:4000',
      publicSiteUrlSet: false,
    });
  });

  it('caps open chat streams per user and per process (CHAT_STREAMS_PER_USER, _PER_PROCESS)', () => {
    expect(loadConfig({}, '/srv').chatStreams).toEqual({ perUser: 5, perProcess: 1000 });
    expect(
      loadConfig({ CHAT_STREAMS_PER_USER: '2', CHAT_STREAMS_PER_PROCESS: '50' }, '/srv')
        .chatStreams,
    ).toEqual({ perUser: 2, perProcess: 50 });
    expect(() => loadConfig({ CHAT_STREAMS_PER_USER: '0' }, '/srv')).toThrow(
      /CHAT_STREAMS_PER_USER must be between 1 and 1000/,
    );
    expect(() => loadConfig({ CHAT_STREAMS_PER_PROCESS: 'many' }, '/srv')).toThrow(
      /CHAT_STREAMS_PER_PROCESS must be a whole number/,
    );
  });

  it('defaults to the embedded PostgreSQL (PGlite its fallback), chooses one with DATABASE, and refuses it beside DATABASE_URL', () => {
    expect(loadConfig({ DATABASE: 'pglite' }, '/srv').database).toEqual({
      kind: 'pglite',
      dir: '/srv/data/pglite',
    });
    expect(loadConfig({ DATABASE: 'Embedded-Postgres' }, '/srv').database).toEqual({
      kind: 'embedded-postgres',
      dir: '/srv/data/postgres',
      poolSize: 10,
    });
    expect(
      loadConfig(
        { DATABASE: 'embedded-postgres', EMBEDDED_POSTGRES_PORT: '54329', DATABASE_POOL_SIZE: '4' },
        '/srv',
      ).database,
    ).toEqual({ kind: 'embedded-postgres', dir: '/srv/data/postgres', port: 54329, poolSize: 4 });
    expect(loadConfig({ DATABASE: 'pglite', PGLITE_WORKER: 'true' }, '/srv').database).toEqual({
      kind: 'pglite',
      dir: '/srv/data/pglite',
      worker: true,
    });
    // Unset: the embedded PostgreSQL with PGlite (as configured) as its fallback.
    expect(
      loadConfig({ PGLITE_WORKER: 'true', EMBEDDED_POSTGRES_PORT: '54329' }, '/srv').database,
    ).toEqual({
      kind: 'embedded-postgres',
      dir: '/srv/data/postgres',
      port: 54329,
      poolSize: 10,
      fallback: { kind: 'pglite', dir: '/srv/data/pglite', worker: true },
    });
    expect(
      loadConfig(
        { DATABASE_URL: 'postgres://u:p@db:5432/wegrow', JWT_SECRET: 'x'.repeat(32) },
        '/srv',
      ).database,
    ).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/wegrow', poolSize: 10 });
    expect(() => loadConfig({ DATABASE: 'sqlite' }, '/srv')).toThrow(
      /DATABASE must be one of pglite, embedded-postgres, got "sqlite"/,
    );
    expect(() =>
      loadConfig({ DATABASE: 'embedded-postgres', EMBEDDED_POSTGRES_PORT: '0' }, '/srv'),
    ).toThrow(/EMBEDDED_POSTGRES_PORT must be between 1 and 65535/);
    expect(() =>
      loadConfig(
        {
          DATABASE: 'pglite',
          DATABASE_URL: 'postgres://u:p@db:5432/wegrow',
          JWT_SECRET: 'x'.repeat(32),
        },
        '/srv',
      ),
    ).toThrow(/DATABASE and DATABASE_URL cannot both be set/);
  });

  it('documents every variable in README.md and .env.example', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    for (const name of VARIABLES) {
      // One list entry per variable: "- `NAME` (default `…`): meaning" or "- `NAME`: meaning".
      expect(readme, name).toMatch(new RegExp(`^- \`${name}\`(?: \\(default [^)]+\\))?: `, 'm'));
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });
});
