import type { ApiSession } from '../../src';

/** An in-memory session for tests, counting logouts. */
export interface TestSession extends ApiSession {
  logouts: number;
  tokens: { access_token: string; refresh_token: string } | null;
}

export function testSession(
  tokens: { access_token: string; refresh_token: string } | null,
): TestSession {
  const session: TestSession = {
    logouts: 0,
    tokens,
    getAccessToken: () => session.tokens?.access_token ?? null,
    getRefreshToken: () => session.tokens?.refresh_token ?? null,
    setTokens: (next) => {
      session.tokens = { access_token: next.access_token, refresh_token: next.refresh_token };
    },
    onLogout: () => {
      session.logouts += 1;
      session.tokens = null;
    },
  };
  return session;
}

/** The API as tests reach the MSW Node server (Node's fetch needs an absolute URL). */
export const TEST_BASE_URL = 'http://localhost/api';
