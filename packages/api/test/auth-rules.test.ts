/**
 * (d) The fakes enforce the server's rules: 401 without a valid token, 403 for the wrong user or
 * role, 404 for unknown ids, 422 for invalid input (Ajv against the contract), 409 for conflicts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '../src';
import {
  fixtures,
  mockCaptchaSolution,
  mockSessionFor,
  mockTokenFor,
  resetDb,
  users,
  type MockUserName,
} from '../src/mocks';
import { server } from '../src/mocks/node';
import { TEST_BASE_URL, testSession } from './support/session';

const { inboxIds, blogPostIds, forumThreadIds, communityIds, volunteerRequestIds, projectIds } =
  fixtures;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const as = (user: MockUserName): ApiClient =>
  createApiClient({ baseUrl: TEST_BASE_URL, session: testSession(mockSessionFor(users[user].id)) });
const anonymous = () => createApiClient({ baseUrl: TEST_BASE_URL });

/** A raw call with a given Authorization header (the client would refresh a bad token). */
const withHeader = (authorization: string) =>
  fetch(`${TEST_BASE_URL}/journal`, { headers: { Authorization: authorization } });

function expectError(error: unknown, status: number, detail?: string | RegExp) {
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  if (detail !== undefined) expect((error as ApiError).detail).toMatch(detail);
}

describe('(d) authentication', () => {
  it('answers 401 {detail} without a token where the contract requires one', async () => {
    const { error } = await anonymous().GET('/journal');
    expectError(error, 401, 'Not authenticated');
  });

  it('answers 401 to an invalid or expired token, even where a token is optional', async () => {
    for (const [authorization, detail] of [
      [
        `Bearer ${mockTokenFor(users.maya.id).replace(/\.[^.]+$/, '.forged')}`,
        'Invalid access token',
      ],
      [`Bearer ${mockTokenFor(users.maya.id, { expiresInSeconds: -1 })}`, 'Access token expired'],
      ['Bearer not-a-jwt', 'Invalid access token'],
      ['Basic bWF5YTpzZWNyZXQ=', 'Malformed Authorization header'],
    ] as const) {
      const response = await withHeader(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail });
    }
    const optional = await fetch(`${TEST_BASE_URL}/lyra`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-a-jwt', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Hello' }),
    });
    expect(optional.status).toBe(401);
  });

  it('ignores tokens on public operations and serves them anonymously', async () => {
    const response = await fetch(`${TEST_BASE_URL}/blog/owner`, {
      headers: { Authorization: 'Bearer junk' },
    });
    expect(response.status).toBe(200);
  });

  it('logs in only with a seed user’s password', async () => {
    const login = async (password: string) =>
      fetch(`${TEST_BASE_URL}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: users.lena.email,
          password,
          recaptcha_token: await mockCaptchaSolution(),
        }),
      });
    expect((await login(users.lena.password)).status).toBe(200);
    expect((await login(users.maya.password)).status).toBe(401);
  });
});

describe('(d) permissions', () => {
  it("answers 403 on another user's inbox", async () => {
    const { error } = await as('sam').GET('/inbox/{userId}', {
      params: { path: { userId: users.maya.id } },
    });
    expectError(error, 403, 'You can only read your own inbox.');
    const read = await as('sam').POST('/inbox/read/{messageId}', {
      params: { path: { messageId: inboxIds.mayaUnreadSaved } },
    });
    expectError(read.error, 403);
  });

  it('answers 403 to a blog post edit by anyone but the blog owner', async () => {
    const edit = {
      params: { path: { id: blogPostIds.gardenBlitz } },
      body: { title: 'Mine now', content: 'Hello' },
    };
    const { error } = await as('maya').PUT('/blog/{id}', edit);
    expectError(error, 403, 'Only the blog owner can edit posts.');
    const { response } = await as('shea').PUT('/blog/{id}', edit);
    expect(response.status).toBe(200);
  });

  it('lets only the author or the forum admin delete a thread', async () => {
    const thread = { params: { path: { id: forumThreadIds.mayaTools } } };
    expectError((await as('lena').DELETE('/forum/threads/{id}', thread)).error, 403);
    expect((await as('rowan').DELETE('/forum/threads/{id}', thread)).response.status).toBe(204);
  });

  it('applies community roles: member, pending, outsider, admin, creator', async () => {
    const riverside = { params: { path: { id: communityIds.riverside } } };
    expectError(
      (await as('lena').PUT('/communities/{id}', { ...riverside, body: { name: 'Lena land' } }))
        .error,
      403,
      'Only community admins can do this.',
    );
    expectError((await as('theo').GET('/communities/{id}/chat', riverside)).error, 403);
    expectError((await as('ivy').GET('/communities/{id}/projects', riverside)).error, 403);
    expectError(
      (
        await as('sam').PUT('/communities/{id}/members/{userId}/toggle-admin', {
          params: { path: { id: communityIds.riverside, userId: users.maya.id } },
        })
      ).error,
      409,
      'The creator is always an admin.',
    );
    expectError((await as('sam').DELETE('/communities/{id}', riverside)).error, 403);
    // An outsider may ask to join, and stays out until approved.
    expect((await as('ivy').POST('/communities/{id}/join', riverside)).response.status).toBe(201);
    expectError((await as('ivy').GET('/communities/{id}/events', riverside)).error, 403);
  });

  it('lets only the garden host decide volunteer requests, once', async () => {
    const decide = {
      params: { path: { requestId: volunteerRequestIds.pending } },
      body: { status: 'Approved' as const },
    };
    expectError(
      (await as('maya').PATCH('/volunteers/approve/{requestId}', decide)).error,
      403,
      'Only the garden host can approve or reject requests.',
    );
    expect((await as('sam').PATCH('/volunteers/approve/{requestId}', decide)).response.status).toBe(
      200,
    );
    expectError((await as('sam').PATCH('/volunteers/approve/{requestId}', decide)).error, 409);
  });

  it("answers 404 for another user's project, as for an unknown id (never 403)", async () => {
    expectError(
      (await as('sam').GET('/projects/{id}', { params: { path: { id: projectIds.foodForest } } }))
        .error,
      404,
      'Project not found.',
    );
    expectError(
      (await as('maya').GET('/projects/{id}', { params: { path: { id: 999 } } })).error,
      404,
    );
  });
});

describe('(d) validation and conflicts', () => {
  it('answers 422 {detail} to a body that breaks the contract, in a sentence', async () => {
    const { error } = await as('maya').POST('/journal', { body: { title: '', content: 'x' } });
    expectError(error, 422, 'Title must not be empty.');
    const extra = await fetch(`${TEST_BASE_URL}/blog/comment`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${mockTokenFor(users.maya.id)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ post_id: blogPostIds.gardenBlitz, content: 'Hi', admin: true }),
    });
    expect(extra.status).toBe(422);
    expect(await extra.json()).toEqual({
      detail: 'The request has a field it does not accept: admin.',
    });
  });

  it('answers 422 to a malformed path parameter', async () => {
    const response = await fetch(`${TEST_BASE_URL}/projects/abc`, {
      headers: { Authorization: `Bearer ${mockTokenFor(users.maya.id)}` },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: 'ID must be a whole number.' });
  });

  it('answers 409 where the contract says', async () => {
    const { error } = await as('maya').POST('/meal-planning/categories', {
      body: { categories: ['vegetables'], type: 'food' },
    });
    expectError(error, 409, 'Category already exists!');
    expectError(
      (
        await as('lena').POST('/communities/{id}/join', {
          params: { path: { id: communityIds.riverside } },
        })
      ).error,
      409,
      'You are already a member of this community.',
    );
    // Asking again while pending changes nothing: the same request, 200.
    const again = await as('theo').POST('/communities/{id}/join', {
      params: { path: { id: communityIds.riverside } },
    });
    expect(again.response.status).toBe(200);
  });
});
