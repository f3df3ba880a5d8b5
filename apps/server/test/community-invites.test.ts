/**
 * Invite links (issue 33): an admin's one active link, replaced by a new one and revoked; a
 * signed-in user following it joins as an approved member at once (a pending request approved);
 * a revoked, replaced or unknown token is refused with "This invite link is no longer valid." and
 * changes nothing.
 */
import { COMMUNITY_DETAILS, INVITE_TOKEN_PATTERN } from '@wegrow/contract/communities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newUser(t.app, 'invite-admin');
}, 120_000);
afterAll(() => t.close());

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access_token}` });

async function newCommunity(): Promise<number> {
  const res = await call(t.app, 'createCommunity', {
    method: 'POST',
    url: '/api/communities/create',
    headers: bearer(admin),
    payload: { name: 'Seed Savers' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function invite(id: number, method: 'GET' | 'POST' | 'DELETE', user = admin) {
  const operationId = {
    GET: 'getCommunityInvite',
    POST: 'createCommunityInvite',
    DELETE: 'revokeCommunityInvite',
  }[method];
  return call(t.app, operationId, {
    method,
    url: `/api/communities/${id}/invite`,
    headers: bearer(user),
  });
}

async function accept(id: number, user: TestUser, token: string) {
  return call(t.app, 'acceptCommunityInvite', {
    method: 'POST',
    url: `/api/communities/${id}/invite/accept`,
    headers: bearer(user),
    payload: { token },
  });
}

async function roleOf(id: number, user: TestUser): Promise<string> {
  const res = await call(t.app, 'getCommunity', {
    method: 'GET',
    url: `/api/communities/${id}`,
    headers: bearer(user),
  });
  return (res.json() as { my_role: string }).my_role;
}

describe('invite links', () => {
  it('an admin creates a link, a user following it is a member at once', async () => {
    const id = await newCommunity();
    expect((await invite(id, 'GET')).json()).toEqual({ token: null });
    const created = await invite(id, 'POST');
    expect(created.statusCode).toBe(201);
    const { token } = created.json() as { token: string };
    expect(token).toMatch(INVITE_TOKEN_PATTERN);
    expect((await invite(id, 'GET')).json()).toEqual({ token });

    const guest = await newUser(t.app, 'invite-guest');
    expect(await roleOf(id, guest)).toBe('visitor');
    const joined = await accept(id, guest, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ user_id: guest.id, is_approved: true, is_admin: false });
    expect(await roleOf(id, guest)).toBe('member');
    // Following it again changes nothing.
    expect((await accept(id, guest, token)).statusCode).toBe(200);
    expect(await roleOf(id, guest)).toBe('member');
  });

  it('approves a pending request', async () => {
    const id = await newCommunity();
    const { token } = (await invite(id, 'POST')).json() as { token: string };
    const asker = await newUser(t.app, 'invite-asker');
    await call(t.app, 'requestToJoinCommunity', {
      method: 'POST',
      url: `/api/communities/${id}/join`,
      headers: bearer(asker),
    });
    expect(await roleOf(id, asker)).toBe('pending');
    expect((await accept(id, asker, token)).statusCode).toBe(200);
    expect(await roleOf(id, asker)).toBe('member');
  });

  it('a revoked, replaced or unknown link is refused and changes nothing', async () => {
    const id = await newCommunity();
    const first = ((await invite(id, 'POST')).json() as { token: string }).token;
    const second = ((await invite(id, 'POST')).json() as { token: string }).token;
    expect(second).not.toBe(first);
    const late = await newUser(t.app, 'invite-late');
    const invalid = { detail: COMMUNITY_DETAILS.inviteInvalid };
    expect(COMMUNITY_DETAILS.inviteInvalid).toBe('This invite link is no longer valid.');

    const replaced = await accept(id, late, first);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toEqual(invalid);
    const unknown = await accept(id, late, 'B'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(invalid);

    expect((await invite(id, 'DELETE')).statusCode).toBe(204);
    expect((await invite(id, 'GET')).json()).toEqual({ token: null });
    const revoked = await accept(id, late, second);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(invalid);
    expect(await roleOf(id, late)).toBe('visitor');
    // A link of another community does not open this one.
    const other = await newCommunity();
    const foreign = ((await invite(other, 'POST')).json() as { token: string }).token;
    expect((await accept(id, late, foreign)).statusCode).toBe(404);
    expect(await roleOf(id, late)).toBe('visitor');
  });

  it('only admins see, create and revoke the link', async () => {
    const id = await newCommunity();
    const { token } = (await invite(id, 'POST')).json() as { token: string };
    const member = await newUser(t.app, 'invite-member');
    await accept(id, member, token);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await invite(id, method, member);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: COMMUNITY_DETAILS.adminsOnly });
    }
    expect((await invite(id, 'GET')).json()).toEqual({ token });
  });
});
