/**
 * End to end, the Smart Journal (issue 13) on the real server, in Debian's Chromium: a member
 * writes an entry, sees it listed with its count, asks for each of the three insights and sees
 * them arrive from the built-in engine, deletes one, edits the entry and deletes it; the Smart
 * Journal's inbox note raises the navigation badge. Then the same server with `AI_BASE_URL`
 * pointing at a fake OpenAI-compatible server started here: the insight is the fake's answer and
 * the screen names the model. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/journal.e2e.ts` (from the repository root).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fakeOpenAi';
import { browserYesterday, setupSite, type Member, type Site } from './harness';

const LONG = { timeout: 30_000 };

const TITLE = 'Frost on the cold frame';
const CONTENT =
  'Woke before the alarm and felt calm. The frost made lace on the cold frame. ' +
  'I want to start the seed library at the spring swap with Sam.';

interface ApiEntry {
  id: number;
  title: string;
  content: string;
  reflection: string | null;
  mantra: string | null;
  next_action: string | null;
  insights: Record<
    'reflection' | 'mantra' | 'next_action',
    { status: string; source: string | null }
  >;
}

async function entriesOf(site: Site, member: Member): Promise<ApiEntry[]> {
  const response = await site.api(member, '/journal');
  expect(response.status).toBe(200);
  return (await response.json()) as ApiEntry[];
}

async function unreadOf(site: Site, member: Member): Promise<number> {
  const response = await site.api(member, `/inbox/${member.id}`);
  expect(response.status).toBe(200);
  const messages = (await response.json()) as { read: boolean }[];
  return messages.filter((message) => !message.read).length;
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Writes an entry with the new-entry form and waits for it to be listed. */
async function writeEntry(page: Page, title: string, content: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Entry' }).fill(content);
  // The live count under the content, as typed.
  await page
    .getByRole('form', { name: 'New Entry' })
    .getByText(`${content.length} characters`, { exact: true })
    .waitFor(LONG);
  await page.getByRole('button', { name: 'Save Entry' }).click();
  const entry = page.getByRole('article', { name: title });
  await entry.waitFor(LONG);
  return entry;
}

/** Chooses an insight in an entry's chooser and presses Go. */
async function requestInsight(entry: Locator, option: string): Promise<void> {
  await entry.getByRole('combobox', { name: 'Choose an Insight' }).selectOption({ label: option });
  await entry.getByRole('button', { name: 'Go', exact: true }).click();
}

describe('the Smart Journal on the real server (the built-in engine)', () => {
  const site = setupSite();

  it('writes an entry, gets the three insights from the built-in engine, deletes one, edits and deletes the entry; the badge rises', async () => {
    const member = await site.newMember('journal');
    const page = await site.newPage({ session: member });
    await page.goto('/smartjournal');
    // A new account has no username: the heading is 'I AM'.
    await page.getByRole('heading', { level: 1, name: 'I AM', exact: true }).waitFor(LONG);
    await page.getByRole('main').getByText('Smart Journal', { exact: true }).waitFor(LONG);
    await page.getByText("You haven't journaled yet... what's on your mind?").waitFor(LONG);
    // The welcome message is unread.
    await mainNav(page)
      .getByRole('link', { name: /^Account, 1 unread/ })
      .waitFor(LONG);

    // Write an entry: listed with its count; the note in the inbox raises the badge.
    const entry = await writeEntry(page, TITLE, CONTENT);
    await page.getByText('Entry saved. A note is waiting in your inbox.').waitFor(LONG);
    await entry.getByText(`${CONTENT.length} characters`).waitFor(LONG);
    await mainNav(page)
      .getByRole('link', { name: /^Account, 2 unread/ })
      .waitFor(LONG);
    expect(await unreadOf(site, member)).toBe(2);
    const [saved] = await entriesOf(site, member);
    expect(saved).toMatchObject({ title: TITLE, content: CONTENT });
    await entry.getByRole('button', { name: 'Show entry' }).click();
    await entry.getByText('Woke before the alarm and felt calm.', { exact: false }).waitFor(LONG);

    // The three insights, from the built-in engine.
    const insights = [
      { option: 'Reflect', panel: 'Reflection', kind: 'reflection' },
      { option: 'Mantra Maker', panel: 'Mantra', kind: 'mantra' },
      { option: 'What should I do next?', panel: 'Next Action', kind: 'next_action' },
    ] as const;
    for (const { option, panel } of insights) {
      await requestInsight(entry, option);
      await entry
        .getByRole('group', { name: panel })
        .getByText('Written by the built-in engine')
        .waitFor(LONG);
    }
    const [withInsights] = await entriesOf(site, member);
    for (const { panel, kind } of insights) {
      const text = withInsights?.[kind];
      expect(text, kind).toBeTruthy();
      expect(withInsights?.insights[kind]).toMatchObject({ status: 'ready', source: 'local' });
      await entry
        .getByRole('group', { name: panel })
        .getByText(text ?? '', { exact: true })
        .waitFor(LONG);
    }
    // The mantra is an "I am…" sentence; Go is now disabled for it.
    expect(withInsights?.mantra).toMatch(/^I am /);
    await entry
      .getByRole('combobox', { name: 'Choose an Insight' })
      .selectOption({ label: 'Mantra Maker' });
    expect(await entry.getByRole('button', { name: 'Go', exact: true }).isDisabled()).toBe(true);

    // Delete the mantra.
    await entry.getByRole('button', { name: 'Delete mantra' }).click();
    const confirmMantra = page.getByRole('alertdialog', { name: 'Delete Mantra' });
    await confirmMantra.getByText('Are you sure you want to delete this mantra?').waitFor(LONG);
    await confirmMantra.getByRole('button', { name: 'Yes, Delete' }).click();
    await entry.getByRole('group', { name: 'Mantra' }).waitFor({ state: 'detached', ...LONG });
    const [withoutMantra] = await entriesOf(site, member);
    expect(withoutMantra?.mantra).toBeNull();
    expect(withoutMantra?.reflection).toBe(withInsights?.reflection);

    // Edit the entry.
    await entry.getByRole('button', { name: 'Edit', exact: true }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Entry' });
    await editing.getByRole('textbox', { name: 'Title' }).fill('Frost, and a plan');
    await editing.getByRole('button', { name: 'Save Changes' }).click();
    await editing.waitFor({ state: 'detached', ...LONG });
    const edited = page.getByRole('article', { name: 'Frost, and a plan' });
    await edited.getByText(/ · edited$/).waitFor(LONG);
    const [afterEdit] = await entriesOf(site, member);
    expect(afterEdit).toMatchObject({ title: 'Frost, and a plan', content: CONTENT });

    // Delete the entry.
    await edited.getByRole('button', { name: 'Delete entry' }).click();
    const confirmEntry = page.getByRole('alertdialog', { name: 'Delete Journal Entry' });
    await confirmEntry
      .getByText('Are you sure you want to delete this journal entry?')
      .waitFor(LONG);
    await confirmEntry.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText("You haven't journaled yet... what's on your mind?").waitFor(LONG);
    expect(await entriesOf(site, member)).toEqual([]);
  }, 180_000);

  it('dates an entry yesterday and lists it by that day; an entry that speaks of not wanting to live shows where to get help at once, once, with the country kept (issue 45)', async () => {
    const member = await site.newMember('dated');
    const page = await site.newPage({ session: member });
    await page.goto('/journal');
    await page.getByText("You haven't journaled yet... what's on your mind?").waitFor(LONG);
    await writeEntry(page, 'Today', 'A quiet morning with the seedlings.');
    // Writing about yesterday: the Date field takes the day (the browser's own calendar day).
    const yesterday = await browserYesterday(page);
    await page.getByRole('textbox', { name: 'Date' }).fill(yesterday);
    const late = await writeEntry(page, 'Yesterday', 'The walk by the river, written a day late.');
    await late.getByText('yesterday', { exact: true }).waitFor(LONG);
    // Its first lines show before Show entry.
    await late.getByText('The walk by the river, written a day late.').waitFor(LONG);
    const titles = page
      .getByRole('list', { name: 'Past Entries' })
      .getByRole('heading', { level: 3 });
    expect(await titles.allTextContents()).toEqual(['Today', 'Yesterday']);
    const dated = await entriesOf(site, member);
    expect(dated.map((entry) => entry.title)).toEqual(['Today', 'Yesterday']);
    const offset = await page.evaluate(
      (iso) => new Date(iso).toLocaleDateString('sv-SE'),
      (dated[1] as ApiEntry & { created_at: string }).created_at,
    );
    expect(offset).toBe(yesterday);

    // Crisis help on save: once, the directory as a real link, no insights for it.
    await writeEntry(page, 'Tonight', 'I don’t want to live anymore. Everything is too much.');
    const help = page.getByTestId('crisis-help');
    await help.waitFor(LONG);
    expect(await help.count()).toBe(1);
    expect(await help.getByRole('link', { name: /findahelpline\.com/ }).getAttribute('href')).toBe(
      'https://findahelpline.com',
    );
    const crisis = page.getByRole('article', { name: 'Tonight' });
    expect(await crisis.getByRole('combobox', { name: 'Choose an Insight' }).count()).toBe(0);
    await help.getByRole('combobox', { name: 'Your country' }).selectOption('IE');
    await help.getByRole('link', { name: /Samaritans \(Ireland\): call 116 123/ }).waitFor(LONG);
    const settings = await site.api(member, '/journal/settings');
    expect(await settings.json()).toEqual({ country: 'IE' });
    // After a reload the card offers the same help, with the country kept.
    await page.reload();
    const again = page.getByRole('article', { name: 'Tonight' });
    await again.getByRole('button', { name: 'Where to get help now' }).click();
    await again.getByRole('link', { name: /Samaritans \(Ireland\)/ }).waitFor(LONG);
  }, 180_000);

  it('opens the month calendar on demand (its own chunk): today’s entry marked, a 2-day streak, a day chosen shows its entries (issue 45)', async () => {
    const member = await site.newMember('calendar');
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const written = await site.api(member, '/journal', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Seed swap',
        content: 'Beans for squash.',
        created_at: yesterday,
      }),
    });
    expect(written.status).toBe(201);
    const page = await site.newPage({ session: member });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/JournalCalendar[^/]*\.js/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/journal');
    await writeEntry(page, 'Frost', 'The kale is sweeter now.');
    // Not loaded with the page: only when the member opens it.
    expect(chunks).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Calendar', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('2-day streak', { exact: true }).waitFor(LONG);
    expect(chunks.length).toBeGreaterThan(0);
    const grid = page.getByRole('grid', { name: /^Journal entries, / });
    const today = grid.locator('[aria-current="date"]');
    expect(await today.getAttribute('aria-label')).toMatch(/, 1 event$/);
    await today.click();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Frost$/ })
      .waitFor(LONG);
    // The day before holds the entry dated yesterday.
    await today.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Seed swap$/ })
      .waitFor(LONG);
  }, 120_000);

  it('the Journal (/iam) saves without an inbox note', async () => {
    const member = await site.newMember('iam');
    const page = await site.newPage({ session: member });
    await page.goto('/iam');
    await page.getByRole('heading', { level: 1, name: 'I AM', exact: true }).waitFor(LONG);
    await page.getByRole('main').getByText('Journal', { exact: true }).waitFor(LONG);
    await expect(page.title()).resolves.toBe('Journal · WeGrow');
    await writeEntry(page, 'Quiet day', 'Nothing to report, and that is fine.');
    await page.getByText('Entry saved.', { exact: true }).waitFor(LONG);
    expect(await unreadOf(site, member)).toBe(1);
  }, 120_000);

  it('shows a visitor the page, and the Login Required modal on saving; the draft waits through the login', async () => {
    const member = await site.newMember('detour');
    const page = await site.newPage();
    await page.goto('/smartjournal');
    await page.getByRole('heading', { level: 1, name: 'I AM', exact: true }).waitFor(LONG);
    await page.getByText('Please log in to use the Smart Journal features.').waitFor(LONG);
    await page.getByRole('textbox', { name: 'Title' }).fill('Frost');
    await page.getByRole('textbox', { name: 'Entry' }).fill('Lace on the cold frame.');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    const modal = page.getByRole('dialog', { name: 'Login Required' });
    await modal.getByText('Please log in to use the Smart Journal features.').waitFor(LONG);
    await modal.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login', LONG);

    // Logged in, back on the journal with the words written before (issue 30); saved as they are.
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await form.getByText('Verified', { exact: true }).waitFor({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/smartjournal', LONG);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.inputValue(), LONG).toBe('Frost');
    expect(await page.getByRole('textbox', { name: 'Entry' }).inputValue()).toBe(
      'Lace on the cold frame.',
    );
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect.poll(() => title.inputValue(), LONG).toBe('');
    await expect
      .poll(async () => (await entriesOf(site, member)).map((entry) => entry.title), LONG)
      .toEqual(['Frost']);
  }, 120_000);
});

describe('the Smart Journal with an OpenAI-compatible provider', () => {
  const MODEL = 'fake-gpt-e2e';
  const ANSWER = 'You notice small beauty even in the cold; that attention is a kind of care.';
  // Filled before the server starts (this describe's hooks run in the order they are registered).
  const env: Record<string, string> = { AI_MODEL: MODEL, AI_API_KEY: 'sk-e2e-not-a-secret' };
  let fake: FakeOpenAi | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    env['AI_BASE_URL'] = fake.baseUrl;
  });
  afterAll(async () => {
    await fake?.close();
  });
  const site = setupSite({ env });

  it("shows the model's answer as the insight, and names the model", async () => {
    if (!fake) throw new Error('The fake provider did not start.');
    fake.queue(ANSWER);
    const member = await site.newMember('model');
    const page = await site.newPage({ session: member });
    await page.goto('/smartjournal');
    await page.getByRole('heading', { level: 1, name: 'I AM', exact: true }).waitFor(LONG);
    const entry = await writeEntry(page, TITLE, CONTENT);
    await requestInsight(entry, 'Reflect');
    const panel = entry.getByRole('group', { name: 'Reflection' });
    await panel.getByText(ANSWER, { exact: true }).waitFor(LONG);
    await panel.getByText(`Written by the AI model ${MODEL}`).waitFor(LONG);

    const [saved] = await entriesOf(site, member);
    expect(saved?.reflection).toBe(ANSWER);
    expect(saved?.insights.reflection).toMatchObject({ status: 'ready', source: MODEL });
    // One chat completion, for this model, with the key and the entry as material.
    const calls = fake.requests.filter((request) => request.url === '/v1/chat/completions');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBe('Bearer sk-e2e-not-a-secret');
    expect(calls[0]?.body).toMatchObject({ model: MODEL });
    expect(JSON.stringify(calls[0]?.body)).toContain('seed library');
  }, 120_000);
});
