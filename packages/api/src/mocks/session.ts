import { findUser } from './db';
import { users } from './fixtures/users';
import type { UserRow } from './rows';
import {
  createMockAccessToken,
  createMockRefreshToken,
  type MockTokenOptions,
} from './support/tokens';

function userFor(userId: number): Pick<UserRow, 'id' | 'email'> {
  const user = findUser(userId) ?? Object.values(users).find((seed) => seed.id === userId);
  if (!user) throw new Error(`No mock user with id ${userId} (see fixtures/users.ts).`);
  return user;
}

/**
 * A bearer token the fakes accept for this user, e.g. for a story's session:
 * `mockTokenFor(users.maya.id)`; `mockTokenFor(id, { expiresInSeconds: -60 })` is expired.
 */
export function mockTokenFor(userId: number, options?: MockTokenOptions): string {
  return createMockAccessToken(userFor(userId), options);
}

/** A refresh token the fakes accept once for this user. */
export function mockRefreshTokenFor(userId: number): string {
  return createMockRefreshToken(userFor(userId).id);
}

/**
 * A whole logged-in session as the browser keeps it (spec 1 §3: access_token, refresh_token,
 * user_id, user_email), for a story's `parameters.session` or a test.
 */
export function mockSessionFor(userId: number, options?: MockTokenOptions) {
  const user = userFor(userId);
  return {
    access_token: createMockAccessToken(user, options),
    refresh_token: createMockRefreshToken(user.id),
    user_id: user.id,
    user_email: user.email,
  };
}
