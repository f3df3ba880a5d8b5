/**
 * End to end, the experiments area's screens with a server side (issue 19) on the real server, in
 * Debian's Chromium: on We Talk a member starts a talk and comments on it in the browser, another
 * member gets no Delete on it (and the API answers 403), the forum admin (the seed's demo
 * account, `FORUM_ADMIN_EMAIL`'s default) deletes it in the browser, and a visitor is asked to
 * log in to comment; We Learn shows the built-in engine's breakdown of a text; We Choose lists
 * the bills the server fetched from a fake openparliament.ca started here on loopback (allowed
 * through `IMPORT_ALLOWED_HOSTS`), with the answers' real shape. Run after
 * `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/lab.e2e.ts` (from the repository root).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, setupSite } from './harness';

const LONG = { timeout: 30_000 };

const TALK = 'Shall we build a seed exchange shelf at the library?';
const COMMENT = 'Yes, I can bring jars and labels.';

interface ApiThread {
  id: number;
  text: string;
  comment_count: number;
}

function talkCard(page: Page, text: string) {
  return page.getByRole('list', { name: 'Talks' }).getByRole('article').filter({ hasText: text });
}

/** openparliament.ca's answers (`format=json`) for one bill, its detail and its sponsor. */
const UPSTREAM: Record<string, unknown> = {
  '/bills/?format=json&limit=20': {
    objects: [
      {
        session: '45-1',
        legisinfo_id: 13102364,
        introduced: '2025-10-02',
        name: { en: 'An Act to support community gardens on public land', fr: 'Loi…' },
        number: 'C-231',
        url: '/bills/45-1/C-231/',
      },
    ],
    pagination: { offset: 0, limit: 20, next_url: null, previous_url: null },
  },
  '/bills/45-1/C-231/?format=json': {
    session: '45-1',
    number: 'C-231',
    name: { en: 'An Act to support community gardens on public land', fr: 'Loi…' },
    short_title: { en: 'Community Gardens Act', fr: 'Loi sur les jardins communautaires' },
    status: { en: 'At second reading in the House of Commons', fr: 'Deuxième lecture' },
    sponsor_politician_url: '/politicians/jane-doe/',
    url: '/bills/45-1/C-231/',
  },
  '/politicians/jane-doe/?format=json': { name: 'Jane Doe', url: '/politicians/jane-doe/' },
};

describe('the lab on the real server', () => {
  // Filled before the server starts (this file's hooks run in the order they are registered).
  const env: Record<string, string> = {};
  let upstream: Server | undefined;
  beforeAll(async () => {
    const server = createServer((request, response) => {
      const answer = UPSTREAM[request.url ?? ''];
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? { error: 'Not found' }));
    });
    upstream = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    env['BILLS_SOURCE_URL'] = `http://127.0.0.1:${port}`;
    env['IMPORT_ALLOWED_HOSTS'] = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
  });
  const site = setupSite({ env });

  it('We Talk: a member posts a talk and a comment, another cannot delete it, the forum admin does; a visitor is asked to log in', async () => {
    const author = await site.newMember('talker');
    const page = await site.newPage({ session: author });
    await page.goto('/WeTalk');
    await page.getByRole('heading', { level: 1, name: 'We Talk' }).waitFor(LONG);

    // Blank text is ignored; then the talk is posted and listed first.
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByRole('textbox', { name: 'Start a new talk' }).fill(TALK);
    await page.getByRole('button', { name: 'Post' }).click();
    const card = talkCard(page, TALK);
    await card.waitFor(LONG);
    await card.getByText('0 comments').waitFor(LONG);
    const first = page.getByRole('list', { name: 'Talks' }).getByRole('article').first();
    expect(await first.textContent()).toContain(TALK);

    // Opened: no comments yet; the author comments.
    await card.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Delete talk' }).waitFor(LONG);
    await page.getByRole('textbox', { name: 'Add a comment' }).fill(COMMENT);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText(COMMENT).waitFor(LONG);
    await page.getByRole('button', { name: 'Back to all talks' }).click();
    await talkCard(page, TALK).getByText('1 comment').waitFor(LONG);

    const threads = (await (await site.api(null, '/forum/threads')).json()) as ApiThread[];
    const thread = threads.find((row) => row.text === TALK);
    expect(thread?.comment_count).toBe(1);
    if (!thread) throw new Error('the talk is not listed by the API');

    // Another member: the talk is shown, without Delete; the server refuses it too.
    const other = await site.newMember('other');
    const otherPage = await site.newPage({ session: other });
    await otherPage.goto('/wetalk');
    const seen = talkCard(otherPage, TALK);
    await seen.waitFor(LONG);
    expect(await seen.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await seen.getByRole('button', { name: 'Open' }).click();
    await otherPage.getByRole('list', { name: 'Comments' }).getByText(COMMENT).waitFor(LONG);
    expect(await otherPage.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    const refused = await site.api(other, `/forum/threads/${String(thread.id)}`, {
      method: 'DELETE',
    });
    expect(refused.status).toBe(403);

    // A visitor reads the talk and its comment, and is asked to log in to comment.
    const visitor = await site.newPage();
    await visitor.goto('/WeTalk');
    await visitor.getByText('Sign in to start a talk.').waitFor(LONG);
    await talkCard(visitor, TALK).getByRole('button', { name: 'Open' }).click();
    await visitor.getByRole('list', { name: 'Comments' }).getByText(COMMENT).waitFor(LONG);
    await visitor.getByText('Login to add a comment').waitFor(LONG);
    expect(await visitor.getByRole('textbox', { name: 'Add a comment' }).count()).toBe(0);

    // The forum admin deletes it in the browser, after confirming.
    const admin = await site.login(DEMO.forumAdmin);
    const adminPage = await site.newPage({ session: admin });
    await adminPage.goto('/WeTalk');
    const adminCard = talkCard(adminPage, TALK);
    await adminCard.getByRole('button', { name: 'Delete' }).click();
    const dialog = adminPage.getByRole('alertdialog');
    await dialog.getByText('Delete this talk and all its comments?').waitFor(LONG);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await adminPage.getByText('Talk deleted.').first().waitFor(LONG);
    await adminCard.waitFor({ state: 'detached', ...LONG });
    const after = (await (await site.api(null, '/forum/threads')).json()) as ApiThread[];
    expect(after.some((row) => row.text === TALK)).toBe(false);
  });

  it("We Learn: the built-in engine's breakdown of a text, in six sections", async () => {
    const page = await site.newPage();
    await page.goto('/WeLearn');
    await page
      .getByRole('textbox', { name: 'Policy text' })
      .fill(
        'The bill gives tenants a right to a rent-controlled lease renewal. It funds 2,000 new co-op homes.',
      );
    await page.getByRole('button', { name: 'Interpret Policy' }).click();
    const result = page.getByRole('region', { name: 'Breakdown' });
    await result.waitFor(LONG);
    await result.getByText('Written by the built-in engine').waitFor(LONG);
    expect(await result.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'What it says',
      'Who it impacts',
      'Pros',
      'Cons',
      'Controversy',
      'Why it matters',
    ]);
    await result
      .getByText(/tenants/)
      .first()
      .waitFor(LONG);
    await page.getByRole('button', { name: 'Interpret Policy' }).waitFor(LONG);
  });

  it('We Choose: the bills the server fetched from the parliament service (a fake one here)', async () => {
    const page = await site.newPage();
    await page.goto('/wechoose');
    const bills = page.getByRole('list', { name: 'Current Bills' });
    await bills.getByText('Community Gardens Act').waitFor(LONG);
    const text = (await bills.textContent()) ?? '';
    expect(text).toContain('C-231');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('At second reading in the House of Commons');
    const link = bills.getByRole('link', { name: /View Full Bill/ });
    expect(await link.getAttribute('href')).toBe(
      'https://www.parl.ca/legisinfo/en/bill/45-1/c-231',
    );
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});
