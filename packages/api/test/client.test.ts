/**
 * The client's error normalisation, token reading and form-encoded login.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR_DETAIL,
  createApiClient,
  decodeAccessToken,
  formUrlEncoded,
  isTokenExpired,
  loginWithPassword,
  toApiError,
} from '../src';
import {
  mockCaptchaSolution,
  mockTokenFor,
  networkErrorHandler,
  resetDb,
  users,
} from '../src/mocks';
import { server } from '../src/mocks/node';
import { TEST_BASE_URL } from './support/session';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const api = () => createApiClient({ baseUrl: TEST_BASE_URL });

describe('errors as { status, detail }', () => {
  it('keeps the server’s detail and status', async () => {
    const { error } = await api().GET('/blog/{id}', { params: { path: { id: 999 } } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Post not found.' });
  });

  it('gives a clear detail when the error body is not JSON', async () => {
    server.use(
      http.get(
        '*/api/blog',
        () =>
          new HttpResponse('<h1>Bad Gateway</h1>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { error } = await api().GET('/blog');
    expect(error).toMatchObject({
      status: 502,
      detail: 'The server answered with an unexpected response (502 Bad Gateway).',
    });
  });

  it('gives a clear detail when the error body is empty', async () => {
    server.use(http.get('*/api/blog', () => new HttpResponse(null, { status: 500 })));
    const { error } = await api().GET('/blog');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500 });
    expect((error as ApiError).detail).toMatch(/unexpected response \(500/);
  });

  it('throws an ApiError with status 0 when the server cannot be reached', async () => {
    server.use(networkErrorHandler('get', '/blog'));
    await expect(api().GET('/blog')).rejects.toMatchObject({
      status: 0,
      detail: NETWORK_ERROR_DETAIL,
    });
  });

  it('lets an abort through as an abort (React Query cancels this way)', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api().GET('/blog', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('normalises whatever it is given', () => {
    const response = new Response(null, { status: 403 });
    expect(toApiError({ detail: 'No.' }, response)).toMatchObject({ status: 403, detail: 'No.' });
    expect(
      toApiError({ detail: [{ msg: 'field required' }, { msg: 'too short' }] }, response).detail,
    ).toBe('field required too short');
    expect(toApiError(new TypeError('fetch failed'))).toMatchObject({
      status: 0,
      detail: NETWORK_ERROR_DETAIL,
    });
    const existing = new ApiError(418, 'Teapot');
    expect(toApiError(existing)).toBe(existing);
  });
});

describe('access token claims', () => {
  const now = Date.UTC(2026, 0, 4, 12, 0, 0);

  it('reads id, sub and exp from a JWT', () => {
    const token = mockTokenFor(users.maya.id, { nowMs: now, expiresInSeconds: 900 });
    expect(decodeAccessToken(token)).toEqual({
      id: users.maya.id,
      sub: users.maya.email,
      exp: now / 1000 + 900,
    });
  });

  it('is expired at exp, or within the skew before it', () => {
    const token = mockTokenFor(users.maya.id, { nowMs: now, expiresInSeconds: 60 });
    expect(isTokenExpired(token, 30, now)).toBe(false);
    expect(isTokenExpired(token, 30, now + 31_000)).toBe(true);
    expect(isTokenExpired(token, 0, now + 60_000)).toBe(true);
  });

  it('leaves unreadable tokens to the server', () => {
    expect(decodeAccessToken('not-a-jwt')).toBeNull();
    expect(decodeAccessToken('a.b.c')).toBeNull();
    expect(isTokenExpired('not-a-jwt')).toBe(false);
  });
});

describe('login', () => {
  it('posts the OAuth2 password form, trimmed, and gets tokens', async () => {
    let sent: { contentType: string | null; form: Record<string, string> } | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/auth/login') {
        sent = {
          contentType: request.headers.get('Content-Type'),
          form: Object.fromEntries(new URLSearchParams(await request.clone().text())),
        };
      }
    });

    const solution = await mockCaptchaSolution();
    const { data } = await loginWithPassword(api(), {
      email: `  ${users.maya.email} `,
      password: ` ${users.maya.password}`,
      recaptchaToken: solution,
    });
    server.events.removeAllListeners();

    expect(data?.token_type).toBe('bearer');
    expect(decodeAccessToken(data?.access_token ?? '')?.id).toBe(users.maya.id);
    expect(sent).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      form: {
        grant_type: 'password',
        username: users.maya.email,
        password: users.maya.password,
        scope: '',
        client_id: 'wegrow-web',
        client_secret: 'wegrow-web',
        recaptcha_token: solution,
      },
    });
  });

  it('encodes forms, leaving out missing fields', () => {
    expect(formUrlEncoded({ a: 'x y', b: undefined, c: null, d: 1, e: '' })).toBe('a=x+y&d=1&e=');
  });
});
