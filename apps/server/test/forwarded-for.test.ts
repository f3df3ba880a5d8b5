/**
 * Client addresses behind the documented proxy (issue 41). With `TRUST_PROXY=true` Fastify trusted
 * every hop, so the leftmost X-Forwarded-For, which the client writes itself, became its address:
 * behind a proxy that appends (nginx's `$proxy_add_x_forwarded_for`), rotating a forged value gave a
 * fresh per-address budget each time, and a victim's forged address spent the victim's. Now
 * TRUST_PROXY names how many proxies stand in front (or their addresses): the client is the
 * address the proxy itself wrote, and whatever the client wrote to the left of it is ignored.
 *
 * The requests come from the proxy (`remoteAddress` 127.0.0.1) with the header a proxy that appends
 * would send: `<what the client wrote>, <the client's real address>`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LOGIN_LIMIT_DETAILS } from '../src/domains/auth/operations';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../src/platform/config';
import {
  call,
  createTestApp,
  PASSWORD,
  signup,
  solve,
  type TestApp,
  uniqueEmail,
} from './helpers/app';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

/** The TRUST_PROXY of the documented setup: compose.yaml's, one proxy in front. */
const DOCUMENTED = String(
  (parse(read('compose.yaml')) as { services: { app: { environment: Record<string, unknown> } } })
    .services.app.environment.TRUST_PROXY,
);

/** The proxy's own address: every request reaches the server from it. */
const PROXY = '127.0.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: DEFAULT_RATE_LIMITS,
      trustProxy: loadConfig({ TRUST_PROXY: DOCUMENTED }).trustProxy,
    },
  });
}, 120_000);
afterAll(() => t.close());

let counter = 0;
/** A client address of its own (TEST-NET-2), so each test starts with fresh per-address budgets. */
const newClient = () => `198.51.100.${++counter}`;
/** A different forged value each time (TEST-NET-3). */
const forgedAddress = () => `203.0.113.${++counter}`;

/** What reaches the server from the proxy for `client`, who wrote `forged` itself (if anything). */
const throughProxy = (client: string, forged?: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': forged === undefined ? client : `${forged}, ${client}` },
});

/** A login through the proxy, with a captcha asked for the same way. */
async function login(client: string, forged: string | undefined, email: string, password: string) {
  const via = throughProxy(client, forged);
  const challenge = await call(t.app, 'getCaptchaChallenge', {
    method: 'GET',
    url: '/api/auth/captcha',
    ...via,
  });
  return call(t.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: via.remoteAddress,
    headers: { ...via.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      recaptcha_token: solve(challenge.json()),
    }).toString(),
  });
}

describe('client addresses behind the documented proxy (TRUST_PROXY=1)', () => {
  it('is the setting compose.yaml ships, and docs/deploy.md’s nginx sends the address it saw', () => {
    expect(loadConfig({ TRUST_PROXY: DOCUMENTED }).trustProxy).toEqual({ hops: 1 });
    const deploy = read('docs/deploy.md');
    expect(deploy).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(deploy).not.toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for');
  });

  it('rotating a forged X-Forwarded-For does not escape the per-account-and-address limit', async () => {
    const { email } = await signup(t.app, uniqueEmail('guessed'));
    const attacker = newClient();
    const max = DEFAULT_RATE_LIMITS.loginFailuresPerAccountIp.max;
    const statuses = [];
    for (let i = 0; i < max + 1; i += 1)
      statuses.push((await login(attacker, forgedAddress(), email, 'wrong-password')).statusCode);
    expect(statuses).toEqual([...Array.from({ length: max }, () => 401), 429]);
    // The right guess, with yet another forged address, is refused like the wrong ones.
    const right = await login(attacker, forgedAddress(), email, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: LOGIN_LIMIT_DETAILS.fromHere });
  });

  it('wrong passwords sent "from" a victim’s forged address do not lock the victim out', async () => {
    const { email } = await signup(t.app, uniqueEmail('victim'));
    const victim = newClient();
    const attacker = newClient();
    const max = DEFAULT_RATE_LIMITS.loginFailuresPerAccountIp.max;
    for (let i = 0; i < max + 2; i += 1) await login(attacker, victim, email, 'wrong-password');
    // The victim, from their own address, logs in: the failures were not counted against it…
    const own = await login(victim, undefined, email, PASSWORD);
    expect(own.statusCode).toBe(200);
    // …but against the attacker's, which may no longer try the account.
    expect((await login(attacker, undefined, email, PASSWORD)).statusCode).toBe(429);
  });

  it('the per-address limits every operation shares key on the real client (sign-up, per IP)', async () => {
    const client = newClient();
    const max = DEFAULT_RATE_LIMITS.authPerIp.max;
    const signUp = () =>
      call(t.app, 'signup', {
        method: 'POST',
        url: '/api/auth/signup',
        ...throughProxy(client, forgedAddress()),
        // Refused after the limiter counted it (a wrong captcha): quicker than real sign-ups.
        payload: { email: uniqueEmail('many'), password: PASSWORD, recaptcha_token: 'bm9wZQ==' },
      });
    const statuses = [];
    for (let i = 0; i < max + 1; i += 1) statuses.push((await signUp()).statusCode);
    expect(statuses).toEqual([...Array.from({ length: max }, () => 400), 429]);
    // Another real client behind the same proxy has its own budget.
    const other = await call(t.app, 'signup', {
      method: 'POST',
      url: '/api/auth/signup',
      ...throughProxy(newClient(), client),
      payload: { email: uniqueEmail('other'), password: PASSWORD, recaptcha_token: 'bm9wZQ==' },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('client addresses with the proxies’ own addresses (TRUST_PROXY=<addresses>)', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({
      config: {
        rateLimits: DEFAULT_RATE_LIMITS,
        trustProxy: loadConfig({ TRUST_PROXY: `10.0.0.5,${PROXY}` }).trustProxy,
      },
    });
  }, 120_000);
  afterAll(() => direct.close());

  it('a client reaching the port directly is its own address, whatever it writes', async () => {
    const client = newClient();
    const max = DEFAULT_RATE_LIMITS.captchaPerIp.max;
    const ask = () =>
      call(direct.app, 'getCaptchaChallenge', {
        method: 'GET',
        url: '/api/auth/captcha',
        remoteAddress: client,
        headers: { 'x-forwarded-for': forgedAddress() },
      });
    for (let i = 0; i < max; i += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    // Through the listed proxy, the address it wrote counts: a fresh budget for another client.
    const proxied = await call(direct.app, 'getCaptchaChallenge', {
      method: 'GET',
      url: '/api/auth/captcha',
      ...throughProxy(newClient(), client),
    });
    expect(proxied.statusCode).toBe(200);
  });
});
