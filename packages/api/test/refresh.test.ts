/**
 * (c) The client's bearer token and single-flight refresh, against the MSW fakes:
 * an expired token is refreshed before the call; a 401 triggers a refresh and one retry;
 * concurrent calls share one refresh; a failed refresh logs out and surfaces the 401.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, loginWithPassword, logout } from '../src';
import {
  fixtures,
  mockCaptchaSolution,
  errorHandler,
  mockRefreshTokenFor,
  mockTokenFor,
  resetDb,
  users,
} from '../src/mocks';
import { server } from '../src/mocks/node';
import { TEST_BASE_URL, testSession } from './support/session';

const maya = users.maya;
/** Every request the fakes saw: `METHOD /path bearer-or-none`. */
let requests: { method: string; path: string; token: string | null }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const header = request.headers.get('Authorization');
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      token: header ? header.replace(/^Bearer /, '') : null,
    });
  });
});
beforeEach(() => {
  requests = [];
  resetDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const refreshes = () => requests.filter((request) => request.path === '/api/auth/refresh');
const callsTo = (path: string) => requests.filter((request) => request.path === `/api${path}`);

/** A token the client believes valid (its `exp` is in the future) but the server rejects. */
const rejectedToken = () => mockTokenFor(maya.id).replace(/\.[^.]+$/, '.forged');
const expiredToken = () => mockTokenFor(maya.id, { expiresInSeconds: -60 });

describe('(c) bearer token and refresh', () => {
  it('sends the access token as a bearer token', async () => {
    const access = mockTokenFor(maya.id);
    const session = testSession({
      access_token: access,
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const { data } = await api.GET('/journal');

    expect(data?.length).toBeGreaterThan(0);
    expect(callsTo('/journal')).toEqual([{ method: 'GET', path: '/api/journal', token: access }]);
    expect(refreshes()).toHaveLength(0);
  });

  it('refreshes an expired access token before the call', async () => {
    const session = testSession({
      access_token: expiredToken(),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const { data, error } = await api.GET('/journal');

    expect(error).toBeUndefined();
    expect(data?.length).toBeGreaterThan(0);
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/refresh', '/api/journal']);
    expect(callsTo('/journal')[0]?.token).toBe(session.tokens?.access_token);
    expect(session.logouts).toBe(0);
  });

  it('refreshes a token that is about to expire (within the skew)', async () => {
    const session = testSession({
      access_token: mockTokenFor(maya.id, { expiresInSeconds: 10 }),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session, expirySkewSeconds: 30 });

    await api.GET('/journal');

    expect(refreshes()).toHaveLength(1);
  });

  it('on a 401, refreshes and retries the original request once', async () => {
    const session = testSession({
      access_token: rejectedToken(),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const { data, error, response } = await api.POST('/journal', {
      body: { title: 'Retried', content: 'The body survives the retry.' },
    });

    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data?.title).toBe('Retried');
    expect(requests.map((request) => request.path)).toEqual([
      '/api/journal',
      '/api/auth/refresh',
      '/api/journal',
    ]);
    expect(callsTo('/journal')[1]?.token).toBe(session.tokens?.access_token);
  });

  it('retries only once when the retry is refused too', async () => {
    server.use(errorHandler('get', '/journal', 401, 'Not authenticated'));
    const session = testSession({
      access_token: mockTokenFor(maya.id),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const { error } = await api.GET('/journal');

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Not authenticated' });
    expect(callsTo('/journal')).toHaveLength(2);
    expect(refreshes()).toHaveLength(1);
  });

  it('shares one refresh among concurrent calls with an expired token', async () => {
    const session = testSession({
      access_token: expiredToken(),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const results = await Promise.all([
      api.GET('/journal'),
      api.GET('/projects'),
      api.GET('/grocery-list/grocery-list'),
      api.GET('/inbox/{userId}', { params: { path: { userId: maya.id } } }),
      api.GET('/auth/account/me'),
    ]);

    expect(results.map(({ response }) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(refreshes()).toHaveLength(1);
  });

  it('shares one refresh among concurrent calls answered 401', async () => {
    const session = testSession({
      access_token: rejectedToken(),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const results = await Promise.all(Array.from({ length: 4 }, () => api.GET('/journal')));

    expect(results.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    expect(refreshes()).toHaveLength(1);
    expect(callsTo('/journal')).toHaveLength(8);
  });

  it('logs out and surfaces the 401 when the refresh fails before the call', async () => {
    const used = mockRefreshTokenFor(maya.id);
    await fetch(`${TEST_BASE_URL}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: used }),
    });
    requests = [];
    const session = testSession({ access_token: expiredToken(), refresh_token: used });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const { error, response } = await api.GET('/journal');

    expect(session.logouts).toBe(1);
    expect(response.status).toBe(401);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(refreshes()).toHaveLength(1);
  });

  it('logs out and surfaces the 401 when the refresh after a 401 fails', async () => {
    const session = testSession({
      access_token: rejectedToken(),
      refresh_token: 'not-a-refresh-token',
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const results = await Promise.all([api.GET('/journal'), api.GET('/projects')]);

    expect(results.map(({ response }) => response.status)).toEqual([401, 401]);
    expect(results.every(({ error }) => error instanceof ApiError && error.status === 401)).toBe(
      true,
    );
    expect(refreshes()).toHaveLength(1);
    expect(session.logouts).toBe(1);
    expect(callsTo('/journal')).toHaveLength(1);
  });

  it('does not refresh or log out when the login itself answers 401', async () => {
    const session = testSession(null);
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const { error } = await loginWithPassword(api, {
      email: maya.email,
      password: 'not-her-password',
      recaptchaToken: await mockCaptchaSolution(),
    });

    expect(error).toMatchObject({ status: 401, detail: 'Incorrect email or password.' });
    expect(refreshes()).toHaveLength(0);
    expect(session.logouts).toBe(0);
    expect(requests[0]?.token).toBeNull();
  });

  it('stays anonymous without a session', async () => {
    const api = createApiClient({ baseUrl: TEST_BASE_URL });

    const { error } = await api.GET('/journal');

    expect(error).toMatchObject({ status: 401, detail: 'Not authenticated' });
    expect(refreshes()).toHaveLength(0);
  });

  it('logs out without a bearer token and without refreshing first, then the token is dead', async () => {
    const refreshToken = mockRefreshTokenFor(maya.id);
    const session = testSession({ access_token: expiredToken(), refresh_token: refreshToken });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });

    const { response } = await logout(api, refreshToken);

    expect(response.status).toBe(204);
    expect(requests).toEqual([{ method: 'POST', path: '/api/auth/logout', token: null }]);
    const bare = createApiClient({ baseUrl: TEST_BASE_URL });
    const { error } = await bare.POST('/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(error).toMatchObject({ status: 401 });
  });

  it('is logged out by a password reset: the old access token is refused, then refresh fails', async () => {
    const session = testSession({
      access_token: mockTokenFor(maya.id),
      refresh_token: mockRefreshTokenFor(maya.id),
    });
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });
    const bare = createApiClient({ baseUrl: TEST_BASE_URL });
    await bare.POST('/auth/reset-password', {
      body: { token: fixtures.RESET_TOKEN_MAYA, new_password: 'a-brand-new-password' },
    });

    const { error } = await api.GET('/journal');

    expect(error).toMatchObject({
      status: 401,
      detail: 'This session has ended. Please log in again.',
    });
    expect(refreshes()).toHaveLength(1);
    expect(session.logouts).toBe(1);
  });
});
