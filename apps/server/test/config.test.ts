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
  'JWT_SECRET',
  'PUBLIC_SITE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'CAPTCHA_PROVIDER',
  'CAPTCHA_DIFFICULTY',
  'BLOG_OWNER_EMAIL',
  'FORUM_ADMIN_EMAIL',
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
  'SEED_DEMO_DATA',
  'SITE_DIR',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'CSP_EXTRA',
  ...Object.values(RATE_LIMIT_VARIABLES),
];

describe('configuration', () => {
  it('has documented defaults', () => {
    const config = loadConfig({}, '/srv/wegrow');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/wegrow/data',
      database: { kind: 'pglite', dir: '/srv/wegrow/data/pglite' },
      jwtSecret: undefined,
      publicSiteUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      captchaProvider: 'altcha',
      captchaDifficulty: 100_000,
      blogOwnerEmail: 'owner@wegrow.local',
      forumAdminEmail: 'admin@wegrow.local',
      seedDemoData: true,
      logLevel: 'info',
      trustProxy: false,
      cspExtra: {},
    });
    expect(config.siteDir).toMatch(/apps\/site\/dist$/);
    expect(config.rateLimits).toEqual({
      global: { max: 600, windowMs: 60_000 },
      authPerIp: { max: 25, windowMs: 300_000 },
      authPerAccount: { max: 25, windowMs: 300_000 },
      captchaPerIp: { max: 100, windowMs: 300_000 },
      inboxSendPerUser: { max: 30, windowMs: 60_000 },
      blogCommentPerUser: { max: 10, windowMs: 60_000 },
    });
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('reads each rate limit from its variable (<requests>/<window>)', () => {
    const config = loadConfig({
      RATE_LIMIT_GLOBAL: '1200/2m',
      RATE_LIMIT_AUTH_PER_IP: '10 / 30s',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '5/1h',
      RATE_LIMIT_CAPTCHA_PER_IP: '50/10M',
      RATE_LIMIT_INBOX_SEND_PER_USER: '3/1s',
      RATE_LIMIT_BLOG_COMMENT_PER_USER: '2/1h',
    });
    expect(config.rateLimits).toEqual({
      global: { max: 1200, windowMs: 120_000 },
      authPerIp: { max: 10, windowMs: 30_000 },
      authPerAccount: { max: 5, windowMs: 3_600_000 },
      captchaPerIp: { max: 50, windowMs: 600_000 },
      inboxSendPerUser: { max: 3, windowMs: 1000 },
      blogCommentPerUser: { max: 2, windowMs: 3_600_000 },
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
        JWT_SECRET: 's'.repeat(40),
        PUBLIC_SITE_URL: 'https://wegrow.example/',
        SMTP_URL: 'smtps://u:p@mail.example:465',
        MAIL_FROM: 'WeGrow <hi@wegrow.example>',
        CAPTCHA_PROVIDER: 'ALTCHA',
        CAPTCHA_DIFFICULTY: '50000',
        BLOG_OWNER_EMAIL: 'Owner@WeGrow.example',
        FORUM_ADMIN_EMAIL: 'admin@wegrow.example',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_API_KEY: 'key',
        AI_MODEL: 'llama3',
        SEED_DEMO_DATA: 'false',
        SITE_DIR: 'site',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'true',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/data',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/wegrow' },
      publicSiteUrl: 'https://wegrow.example',
      smtpUrl: 'smtps://u:p@mail.example:465',
      mailFrom: 'WeGrow <hi@wegrow.example>',
      captchaDifficulty: 50_000,
      blogOwnerEmail: 'owner@wegrow.example',
      aiBaseUrl: 'http://localhost:11434/v1',
      aiApiKey: 'key',
      aiModel: 'llama3',
      seedDemoData: false,
      siteDir: '/srv/site',
      logLevel: 'debug',
      trustProxy: true,
    });
  });

  it('refuses invalid values with a message naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /PORT must be a whole number/],
      [{ PORT: '70000' }, /PORT must be between/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use postgres/],
      [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32/],
      [{ PUBLIC_SITE_URL: 'wegrow.example' }, /PUBLIC_SITE_URL must be a URL/],
      [{ CAPTCHA_PROVIDER: 'turnstile' }, /not available yet/],
      [{ CAPTCHA_PROVIDER: 'hcaptcha' }, /CAPTCHA_PROVIDER must be altcha/],
      [{ CAPTCHA_DIFFICULTY: '0' }, /CAPTCHA_DIFFICULTY must be between/],
      [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA must be true or false/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
      [{ BLOG_OWNER_EMAIL: 'nobody' }, /BLOG_OWNER_EMAIL must be an e-mail/],
      [{ CSP_EXTRA: 'sandbox allow-scripts' }, /CSP_EXTRA: "sandbox" is not a directive/],
      [{ CSP_EXTRA: 'img-src' }, /CSP_EXTRA: img-src needs a source/],
      [{ CSP_EXTRA: "script-src 'unsafe-inline'" }, /'unsafe-inline' is never allowed for scripts/],
      [{ CSP_EXTRA: 'script-src-elem *' }, /\* is never allowed for scripts/],
      [{ RATE_LIMIT_GLOBAL: '600' }, /RATE_LIMIT_GLOBAL must be <requests>\/<window>/],
      [{ RATE_LIMIT_AUTH_PER_IP: '25/5d' }, /RATE_LIMIT_AUTH_PER_IP must be <requests>\/<window>/],
      [{ RATE_LIMIT_AUTH_PER_ACCOUNT: '0/5m' }, /RATE_LIMIT_AUTH_PER_ACCOUNT: the number/],
      [{ RATE_LIMIT_CAPTCHA_PER_IP: '100/0s' }, /RATE_LIMIT_CAPTCHA_PER_IP: the window/],
      [{ RATE_LIMIT_INBOX_SEND_PER_USER: '30/25h' }, /RATE_LIMIT_INBOX_SEND_PER_USER: the window/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
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

  it('documents every variable in README.md and .env.example', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    for (const name of VARIABLES) {
      expect(readme, name).toMatch(new RegExp(`^\\| +\`${name}\` +\\|`, 'm'));
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
  });
});
