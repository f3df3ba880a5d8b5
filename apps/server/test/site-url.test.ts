/**
 * Links in answers (calendar addresses, the iCalendar feed, the blog's Atom feed) when
 * PUBLIC_SITE_URL is unset (development): they follow the address the request came to, its `Host`
 * and protocol, or `X-Forwarded-Host` / `X-Forwarded-Proto` only behind a trusted proxy
 * (TRUST_PROXY); never `http://localhost:PORT` for someone who opened the site elsewhere. With
 * PUBLIC_SITE_URL set, the request's address is never used (test/community-calendar.test.ts,
 * test/blog.test.ts). In production the server refuses to start without it (test/config.test.ts).
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../src/platform/config';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

const UNSET = { publicSiteUrl: 'http://localhost:3000', publicSiteUrlSet: false };

interface Link {
  url: string;
  webcal_url: string;
}

/** An app without PUBLIC_SITE_URL, a community and its creator's calendar address. */
async function setUp(trustProxy: TrustProxy) {
  const t = await createTestApp({ config: { ...UNSET, trustProxy } });
  const maya = await newUser(t.app, 'maya');
  const { id } = await t.app.services.communities.community.create(maya, { name: 'Links' });
  await t.app.services.communities.events.create(maya, id, {
    title: 'Seed swap',
    date: '2026-05-02',
  });
  return { t, maya, communityId: id };
}

const linkFor = async (t: TestApp, user: TestUser, communityId: number, headers = {}) => {
  const res = await call(t.app, 'getCommunityCalendarLink', {
    method: 'GET',
    url: `/api/communities/${communityId}/calendar-link`,
    headers: { ...user.auth, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Link>();
};

const get = (t: TestApp, operationId: string, url: string, headers: InjectOptions['headers']) =>
  call(t.app, operationId, { method: 'GET', url, headers });

describe('links without PUBLIC_SITE_URL (no trusted proxy)', () => {
  let t: TestApp;
  let maya: TestUser;
  let communityId: number;
  beforeAll(async () => {
    ({ t, maya, communityId } = await setUp(false));
  }, 120_000);
  afterAll(() => t.close());

  it('calendar addresses, the iCalendar feed and the Atom feed follow the request’s Host', async () => {
    const host = { host: 'garden.lan:8080' };
    const link = await linkFor(t, maya, communityId, host);
    expect(link.url).toMatch(
      new RegExp(`^http://garden\\.lan:8080/api/communities/${communityId}/events\\.ics\\?token=`),
    );
    expect(link.webcal_url).toBe(link.url.replace('http:', 'webcal:'));

    const path = link.url.replace('http://garden.lan:8080', '');
    const feed = await get(t, 'getCommunityCalendar', path, host);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`URL:http://garden.lan:8080/communities/${communityId}`);
    expect(feed.body).not.toContain('localhost');

    const atom = await get(t, 'getBlogFeed', '/api/blog/feed.xml', host);
    expect(atom.statusCode).toBe(200);
    expect(atom.body).toContain('href="http://garden.lan:8080/blog"');
    expect(atom.body).toContain('href="http://garden.lan:8080/api/blog/feed.xml"');
    expect(atom.body).not.toContain('localhost');
  });

  it('ignores X-Forwarded-Host and -Proto when no proxy is trusted', async () => {
    const link = await linkFor(t, maya, communityId, {
      host: 'garden.lan:8080',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(link.url.startsWith('http://garden.lan:8080/')).toBe(true);
  });

  it('falls back to http://localhost:PORT for a Host that is no host name', async () => {
    const link = await linkFor(t, maya, communityId, { host: 'bad host/"x' });
    expect(link.url.startsWith('http://localhost:3000/')).toBe(true);
  });
});

describe('links without PUBLIC_SITE_URL behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  let maya: TestUser;
  let communityId: number;
  beforeAll(async () => {
    // One proxy in front (TRUST_PROXY=1); inject's requests come from 127.0.0.1, the proxy.
    ({ t, maya, communityId } = await setUp({ hops: 1 }));
  }, 120_000);
  afterAll(() => t.close());

  it('use the proxy’s X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const link = await linkFor(t, maya, communityId, {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'wegrow.example.org',
      'x-forwarded-proto': 'https',
    });
    expect(link.url).toMatch(
      new RegExp(`^https://wegrow\\.example\\.org/api/communities/${communityId}/events\\.ics`),
    );
    expect(link.webcal_url.startsWith('webcal://wegrow.example.org/')).toBe(true);
  });
});
