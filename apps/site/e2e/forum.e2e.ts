/**
 * End to end, We Talk's list and a talk's own page (issue 33) on the real server, in Debian's
 * Chromium: a member posts a 5,000-character untitled Markdown talk; the list shows its first line
 * as the heading and a short plain-text excerpt, never the whole talk; opening it shows the whole
 * text at its own address (`/WeTalk?talk=…`), and a reload of that address still shows it once 20
 * newer talks have pushed it off the list's first page. Run after
 * `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/forum.e2e.ts` (from the repository root).
 */
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

const FIRST_LINE = 'Compost notes for the whole street';
const LAST_WORDS = 'the end of my compost notes.';
const BODY = '**Mulch** and *patience* win. ';
const TALK = `## ${FIRST_LINE}\n\n${BODY.repeat(200)}`.slice(0, 5000 - LAST_WORDS.length - 1);
const TEXT = `${TALK.trimEnd()}\n${LAST_WORDS}`;

describe('We Talk: the list excerpt and a talk opened by its address', () => {
  const site = setupSite();

  it('lists a long untitled talk by its first line and an excerpt; its own page shows it all, also after a reload', async () => {
    expect(TEXT.length).toBeLessThanOrEqual(5000);
    const author = await site.newMember('composter');
    const page = await site.newPage({ session: author });
    await page.goto('/WeTalk');
    await page.getByRole('heading', { level: 1, name: 'We Talk' }).waitFor(LONG);
    await page.getByRole('textbox', { name: 'Start a new talk' }).fill(TEXT);
    await page.getByRole('button', { name: 'Post' }).click();

    // The card: the first line (no `##`) as its heading, then a plain excerpt of about 200 characters.
    const card = page
      .getByRole('list', { name: 'Talks' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: FIRST_LINE }) });
    await card.waitFor(LONG);
    const shown = (await card.textContent()) ?? '';
    expect(shown).toContain('Mulch and patience win.');
    expect(shown).not.toMatch(/[#*]/);
    expect(shown).not.toContain(LAST_WORDS);
    const excerpt = card.getByText(/^Mulch and patience win\./);
    const excerptText = (await excerpt.textContent()) ?? '';
    expect(excerptText.endsWith('…')).toBe(true);
    expect([...excerptText].length).toBeLessThanOrEqual(200);
    expect([...excerptText].length).toBeGreaterThan(120);

    // Opened: the whole text, at the talk's own address.
    await card.getByRole('button', { name: 'Open' }).click();
    await page.getByText(LAST_WORDS).waitFor(LONG);
    const address = new URL(page.url());
    expect(address.pathname).toBe('/WeTalk');
    const id = Number(address.searchParams.get('talk'));
    expect(id).toBeGreaterThan(0);

    // Twenty newer talks (three members, within the posting limit) push it off the first page.
    const others = await Promise.all(['a', 'b', 'c'].map((n) => site.newMember(`talker-${n}`)));
    for (let n = 0; n < 20; n += 1) {
      const posted = await site.api(others[n % 3] ?? null, '/forum/threads', {
        method: 'POST',
        body: JSON.stringify({ text: `Newer talk ${String(n)}` }),
      });
      expect(posted.status).toBe(201);
    }
    const first = (await (await site.api(null, '/forum/threads?limit=20')).json()) as {
      id: number;
    }[];
    expect(first.map((talk) => talk.id)).not.toContain(id);

    // A reload of the address (as a link would) still opens it, whole, read on its own.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: /^Talk by / }).waitFor(LONG);
    await page.getByText(LAST_WORDS).waitFor(LONG);
    await page.getByRole('heading', { name: FIRST_LINE }).waitFor(LONG);
    await page.getByText('No comments yet.').waitFor(LONG);
  });
});
