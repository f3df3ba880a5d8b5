/**
 * What the blog's screens read from the fakes beyond the conformance scenarios: the owner's name,
 * comment authors, and a feed that escapes the posts' text.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src';
import {
  blogOwner,
  fixtures,
  mockSessionFor,
  resetDb,
  users,
  type MockUserName,
} from '../src/mocks';
import { server } from '../src/mocks/node';
import { TEST_BASE_URL, testSession } from './support/session';

const { blogPostIds } = fixtures;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

const as = (user: MockUserName): ApiClient =>
  createApiClient({ baseUrl: TEST_BASE_URL, session: testSession(mockSessionFor(users[user].id)) });
const anonymous = () => createApiClient({ baseUrl: TEST_BASE_URL });

describe('the blog fakes', () => {
  it('name the owner by username, with their id, never their e-mail', async () => {
    const { data } = await anonymous().GET('/blog/owner');
    expect(data).toEqual({ id: blogOwner.id, name: blogOwner.username });
  });

  it('give every comment its author', async () => {
    const { data } = await anonymous().GET('/blog/{id}/comments', {
      params: { path: { id: blogPostIds.gardenBlitz } },
    });
    expect(data?.map((comment) => comment.author)).toEqual([
      { id: users.maya.id, username: 'maya' },
      { id: users.lena.id, username: 'lena' },
    ]);
  });

  it('serve an Atom feed that keeps a post’s markup as escaped text', async () => {
    await as('shea').POST('/blog', {
      body: { title: 'Tags <b>&</b> "quotes"', content: '<script>alert(1)</script>' },
    });
    const { data, response } = await anonymous().GET('/blog/feed.xml', { parseAs: 'text' });
    expect(response.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(data).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(data).toContain(
      '<title type="text">Tags &lt;b&gt;&amp;&lt;/b&gt; &quot;quotes&quot;</title>',
    );
    expect(data).toContain('<content type="text">&lt;script&gt;alert(1)&lt;/script&gt;</content>');
    expect(data).not.toContain('<script>');
    expect(data).toContain(`<link rel="alternate" type="text/html" href="http://localhost/blog/`);
  });
});
