import { jsonHandler, users, type MockUserName } from '@wegrow/api/mocks';

/**
 * A seed member's profile as `GET /auth/account/me` answers it, with the address verified or not:
 * the fakes' members are all verified, so a story or test of the unverified notices swaps this in.
 * `username` stands in for the seed's handle when given.
 */
export function profileHandler(
  name: MockUserName,
  { verified, username }: { verified: boolean; username?: string | null },
) {
  const user = users[name];
  return jsonHandler('get', '/auth/account/me', {
    id: user.id,
    email: user.email,
    email_verified: verified,
    username: username === undefined ? user.username : username,
    bio: user.bio,
    profile_pic: null,
  });
}
