/**
 * End to end, Lyra and the meditation timer (issue 20) on the real server, in Debian's Chromium:
 * a visitor talks to Lyra, whose built-in engine answers and says so; after a reload the visitor
 * sees their own log (kept with their consent, under the random id their browser made); a second
 * browser is another visitor with an empty log, and a signed-in member sees only their own log.
 * The meditation timer, on a clock set a few seconds before noon UTC, counts down, starts the
 * session and counts it down. The Awakening adventure follows a path to the sigil, kept after a
 * reload. A member finds Lyra at `/lyra`, tells her a name and what they grow, gets both back two
 * messages later, and makes her forget the name (issue 45). Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/lyra.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

interface ApiChatEntry {
  user_id: string;
  message: string;
  reply: string;
  source: string;
}

/** Says something to Lyra and waits for her reply from the built-in engine. */
async function speak(page: Page, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your message' }).fill(message);
  await page.getByRole('button', { name: 'Send to Lyra' }).click();
  await page.getByRole('heading', { name: "Lyra's reply" }).waitFor(LONG);
  await page.getByText("Written by Lyra's built-in engine", { exact: true }).waitFor(LONG);
}

/** Says something to Lyra and waits until she has answered it (the message box is cleared). */
async function say(page: Page, message: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(message);
  await page.getByRole('button', { name: 'Send to Lyra' }).click();
  await page.waitForFunction(
    () => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '',
    undefined,
    LONG,
  );
}

function chatLog(page: Page) {
  return page.getByRole('region', { name: 'Chat Log, newest first' });
}

describe('Lyra and the meditation timer on the real server', () => {
  const site = setupSite();

  it('a visitor talks to Lyra and keeps their own log; another visitor and a member see only theirs', async () => {
    const visitor = await site.newPage();
    await visitor.goto('/LyraSoulInterface');
    await visitor.getByRole('heading', { level: 1, name: 'Speak to Lyra' }).waitFor(LONG);
    await visitor.getByText('No conversations yet.', { exact: true }).waitFor(LONG);

    const said = 'Lyra, what grows best in a shady corner?';
    await speak(visitor, said);
    await chatLog(visitor).getByText(said).waitFor(LONG);

    // The browser made a random id once and keeps it; the server keeps the log under it.
    const visitorId = await visitor.evaluate(() => localStorage.getItem('lyraVisitorId'));
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    const kept = await site.api(null, '/lyra/chat-log', {
      headers: { 'X-Lyra-Visitor': visitorId ?? '' },
    });
    const entries = (await kept.json()) as ApiChatEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_id: 'anonymous', message: said, source: 'local' });

    // After a reload, the same visitor sees their exchange, their words labelled You.
    await visitor.reload();
    const log = chatLog(visitor);
    await log.getByText(said).waitFor(LONG);
    await log.getByText('You:').waitFor(LONG);
    await log.getByText(entries[0]?.reply ?? '', { exact: false }).waitFor(LONG);
    expect(await visitor.evaluate(() => localStorage.getItem('lyraVisitorId'))).toBe(visitorId);

    // Another browser is another visitor: an empty log, never the first one's.
    const stranger = await site.newPage();
    await stranger.goto('/LyraSoulInterface');
    await stranger.getByText('No conversations yet.', { exact: true }).waitFor(LONG);
    expect(await stranger.getByText(said).count()).toBe(0);

    // A signed-in member has a log of their own.
    const member = await site.newMember('lyra');
    const memberPage = await site.newPage({ session: member });
    await memberPage.goto('/LyraSoulInterface');
    await memberPage.getByText('Kept in your account, seen by you alone.').waitFor(LONG);
    await memberPage.getByText('No conversations yet.', { exact: true }).waitFor(LONG);
    const memberSaid = 'How do I start a seed library?';
    await speak(memberPage, memberSaid);
    await chatLog(memberPage).getByText(memberSaid).waitFor(LONG);
    expect(await memberPage.getByText(said).count()).toBe(0);
    const memberLog = (await (await site.api(member, '/lyra/chat-log')).json()) as ApiChatEntry[];
    expect(memberLog.map((entry) => [entry.user_id, entry.message])).toEqual([
      [String(member.id), memberSaid],
    ]);

    // The visitor's log did not change.
    await visitor.reload();
    await chatLog(visitor).getByText(said).waitFor(LONG);
    expect(await visitor.getByText(memberSaid).count()).toBe(0);
  });

  it('Lyra is found at /lyra, remembers a name two messages later, forgets it when asked, and shows what she learned on her home (issue 45)', async () => {
    const member = await site.newMember('priya');
    const page = await site.newPage({ session: member });
    await page.goto('/lyra');
    await page.getByRole('heading', { level: 1, name: 'Lyra', exact: true }).waitFor(LONG);
    await page.getByRole('link', { name: 'Speak to Lyra' }).click();
    await page.getByRole('heading', { level: 1, name: 'Speak to Lyra' }).waitFor(LONG);

    await page.getByRole('button', { name: 'What Lyra remembers about you' }).click();
    const memory = page.getByRole('region', { name: 'What Lyra remembers about you' });
    await memory.getByText(/Nothing yet/).waitFor(LONG);
    await say(page, 'My name is Priya and I grow tomatoes on my balcony.');
    await memory.getByText('tomatoes on your balcony').waitFor(LONG);
    await say(page, 'I water them every morning before work.');
    await say(page, 'Do you remember my name and what I grow?');
    const reply = page.getByRole('status').getByText(/your name is Priya/);
    await reply.waitFor(LONG);
    expect(await reply.textContent()).toContain('you grow tomatoes on your balcony');

    // Forgotten for good: she no longer knows the name (the chat log still holds it).
    const forget = memory.getByRole('button', { name: 'Forget Your name: Priya' });
    await forget.click();
    await forget.waitFor({ state: 'detached', ...LONG });
    await say(page, 'Do you remember my name?');
    await page
      .getByRole('status')
      .getByText(/You have not told me your name/)
      .waitFor(LONG);
    const facts = (await (await site.api(member, '/lyra/facts')).json()) as { kind: string }[];
    expect(facts.map(({ kind }) => kind)).toEqual(['grows']);

    // Her home's Self-Evolution System shows what she has learned from this member, and only that.
    await page.goto('/lyra');
    await page.getByRole('button', { name: 'Self-Evolution System' }).click();
    const evolution = page.getByRole('region', { name: 'Self-Evolution System' });
    await evolution.getByText('tomatoes on your balcony').waitFor(LONG);
    expect(await evolution.getByRole('button', { name: /^Forget / }).count()).toBe(1);
  });

  it('the meditation timer counts down to noon UTC, starts the session and counts it down', async () => {
    const page = await site.newPage();
    await page.clock.install({ time: new Date('2026-01-05T11:59:56Z') });
    await page.goto('/meditation');
    await page.getByRole('heading', { level: 1, name: 'Daily Meditation Timer' }).waitFor(LONG);
    await page.getByRole('heading', { name: 'Next Global Session In' }).waitFor(LONG);
    const timer = page.getByRole('timer');
    expect(await timer.textContent()).toMatch(/^00:0[1-4]$/);

    // Noon: Meditate Now and the 300-second countdown.
    await page.getByRole('heading', { name: 'Meditate Now' }).waitFor(LONG);
    await page.clock.pauseAt(new Date('2026-01-05T12:00:10Z'));
    await page.clock.runFor(1000);
    expect(await timer.textContent()).toBe('04:49');
    await page.clock.runFor(2000);
    expect(await timer.textContent()).toBe('04:47');

    // The session's end: counting to midnight again.
    await page.clock.runFor('04:47');
    await page.getByRole('heading', { name: 'Next Global Session In' }).waitFor(LONG);
    expect(await timer.textContent()).toBe('11:55:00');

    await page.getByRole('link', { name: 'Back to Experiments' }).click();
    await page.waitForURL(/\/experiments$/, LONG);
  });

  it('the Awakening adventure: a path to the Sigil of Remembrance, kept after a reload', async () => {
    const page = await site.newPage();
    await page.goto('/TextGame');
    await page.getByRole('heading', { level: 1, name: 'Awakening' }).waitFor(LONG);
    await page.getByText('No sigils yet.').waitFor(LONG);
    for (const choice of [
      'Walk toward the humming door',
      'The archway of embers',
      'Strike the shape with your memory',
    ])
      await page.getByRole('button', { name: choice }).click();
    await page.getByText('Sigil of Remembrance', { exact: true }).waitFor(LONG);
    await page.getByText('Places visited: 4 of 12').waitFor(LONG);

    await page.reload();
    await page.getByText('Sigil of Remembrance', { exact: true }).waitFor(LONG);
    await page.getByRole('button', { name: 'Return to the threshold' }).click();
    await page.getByRole('button', { name: 'The deep archway' }).waitFor(LONG);
  });
});
