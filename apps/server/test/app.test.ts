import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/app';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody, expectMatchesContract } from './helpers/contract';

function siteFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-site-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>WeGrow</title><div id="root"></div>',
  );
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

let t: TestApp;
let user: TestUser;
const siteDir = siteFixture();
beforeAll(async () => {
  t = await createTestApp({ config: { siteDir } });
  user = await newUser(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('platform', () => {
  it('answers /api/health', async () => {
    const res = await call(t.app, 'getHealth', { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      // The test database: in-memory PGlite, or the PostgreSQL of DATABASE_URL (CI's pass).
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      ai: { engine: 'local' },
    });
  });

  it('answers an unknown API route with 404 { detail }', async () => {
    for (const url of ['/api/nope', '/api/journal/1/nope', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: expect.any(String) });
    }
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('/api/health');
  });

  it('serves the site with SPA fallback for client routes', async () => {
    for (const url of ['/MealPlanning', '/gardendetails/3', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const file = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(file.body).toContain('User-agent');
    const post = await t.app.inject({ method: 'POST', url: '/MealPlanning' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Not found' });
  });

  it('serves the OpenAPI reference at /api/docs from the contract', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/auth/signup');
  });

  it('implements every operation of the contract (none answers 501 any more)', () => {
    expect(t.app.services.unimplemented).toEqual([]);
  });

  it('keeps tokens in query strings out of the request log', () => {
    expect(redactUrl('/ResetPassword?token=prt_secret&x=1')).toBe(
      '/ResetPassword?token=[redacted]&x=1',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('lists exactly the unbuilt operations in README.md', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = /<!-- unimplemented:start -->([\s\S]*?)<!-- unimplemented:end -->/.exec(
      readme,
    )?.[1];
    expect(section, 'README.md has the unimplemented-operations section').toBeDefined();
    const listed = [...(section ?? '').matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]).sort();
    expect(listed).toEqual([...t.app.services.unimplemented].sort());
    expect(t.app.services.unimplemented).not.toContain('signup');
    // Built domains are not listed (the list shrinks as domains are built).
    expect(t.app.services.unimplemented).not.toContain('listCommunities');
  });
});

describe('request validation', () => {
  it('rejects a missing field with 422 naming it', async () => {
    const res = await call(t.app, 'signup', {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'a@example.org', password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The captcha is required.');
  });

  it('rejects unknown properties instead of stripping them', async () => {
    const res = await call(t.app, 'sendInboxMessage', {
      method: 'POST',
      url: '/api/inbox/send',
      headers: user.auth,
      payload: { user_id: user.id, content: 'hi', admin: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('The request has a field it does not accept: admin.');
  });

  it('does not coerce body types', async () => {
    const res = await call(t.app, 'sendInboxMessage', {
      method: 'POST',
      url: '/api/inbox/send',
      headers: user.auth,
      payload: { user_id: String(user.id), content: 'hi' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('User ID must be a whole number.');
  });

  it('coerces path parameters to integers and rejects non-integers', async () => {
    const ok = await call(t.app, 'listInboxMessages', {
      method: 'GET',
      url: `/api/inbox/${user.id}`,
      headers: user.auth,
    });
    expect(ok.statusCode).toBe(200);
    const bad = await call(t.app, 'listInboxMessages', {
      method: 'GET',
      url: '/api/inbox/abc',
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('User ID must be a whole number.');
  });

  it('names the field of a format or length error', async () => {
    const res = await call(t.app, 'requestPasswordReset', {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Enter a valid e-mail address.');
  });

  it('answers malformed JSON with 400 { detail }', async () => {
    const res = await call(t.app, 'refreshToken', {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('refuses a body of an undeclared media type with 415 and a missing body with 422', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'text/plain' },
      payload: 'refresh_token=x',
    });
    expect(text.statusCode).toBe(415);
    expectErrorBody(text);
    expect(text.json().detail).toContain('text/plain');
    const none = await call(t.app, 'refreshToken', { method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ detail: 'The request body is required.' });
  });

  it('refuses a body on an operation that takes none with 415 saying so', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/journal/1',
      headers: { ...user.auth, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      detail: 'Unsupported media type: application/xml. This request takes no body.',
    });
  });

  it('answers a malformed URL and an overlong path segment with { detail } (found by the fuzz)', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/blog/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'The address is not a valid URL.' });
    const long = await t.app.inject({
      method: 'DELETE',
      url: `/api/journal/${'9'.repeat(200)}`,
      headers: user.auth,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'A part of the address is too long.' });
  });

  it('limits the body size (413 { detail })', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/send',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ user_id: user.id, content: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res);
    expect(res.json().detail).toMatch(/at most/);
  });

  it('never sends a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expectMatchesContract(res, 'refreshToken');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(Object.keys(res.json())).toEqual(['detail']);
  });
});
