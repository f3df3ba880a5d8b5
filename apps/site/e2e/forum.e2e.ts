/**
 * End to end, We Talk's list and a talk's own page (issue 33) on the real server, in Debian's
 * Chromium: a member posts a 5,000-character untitled Markdown talk; the list shows its first line
 * as the heading and a short plain-text excerpt, never the whole talk; opening it shows the whole
 * text at its own address (`/WeTalk?talk=…`), and a reload of that address still shows it once 20
 * newer talks have pushed it off the list's first page. A member reports another member's titled
 * talk (its page headed by its title); the forum admin gets the inbox notice, follows its link to
 * the Reports section (`/WeTalk#reports`, scrolled into view), dismisses the report; the talk
 * stays and the reporter is told. Issue 44: a member likes another's talk (the count shows 1),
 * the author edits its title and text in place and the other sees "(edited)" after a reload, and
 * the list sorted by Top is in the address (`/WeTalk?sort=top`); the forum admin creates a
 * category, a member files a talk in it, the list filtered by it is in the address (reloaded, the
 * same view), and the admin moves the talk to another category. Issue 45: a visitor searches
 * "potato" and finds a talk about "seed potatoes", the word marked. Run after
 * `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/forum.e2e.ts` (from the repository root).
 */
import { describe, expect, it } from 'vitest';
import { inboxMessage } from './community-fixtures';
import { DEMO, setupSite } from './harness';

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

  it('a search for "potato" finds "seed potatoes", the matched word marked (issue 45)', async () => {
    const grower = await site.newMember('spud-grower');
    const posted = await site.api(grower, '/forum/threads', {
      method: 'POST',
      body: JSON.stringify({ title: 'Spare tubers', text: 'Who has seed potatoes to swap?' }),
    });
    expect(posted.status).toBe(201);
    const page = await site.newPage();
    await page.goto('/WeTalk');
    await page.getByRole('heading', { level: 1, name: 'We Talk' }).waitFor(LONG);
    const box = page.getByRole('searchbox', { name: 'Search talks' });
    await box.waitFor(LONG);
    await box.fill('potato');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'Results for “potato”' }).waitFor(LONG);
    const card = page
      .getByRole('list', { name: 'Talks' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Spare tubers' }) });
    // The results replace the list shown while they load: wait for the marks.
    await expect.poll(() => card.locator('mark').allTextContents(), LONG).toEqual(['potatoes']);
    // The last word as it is typed finds it too.
    await box.fill('seed pot');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'Results for “seed pot”' }).waitFor(LONG);
    await expect
      .poll(() => card.locator('mark').allTextContents(), LONG)
      .toEqual(['seed', 'potatoes']);
  });

  it('a member reports a talk; the forum admin follows the notice to the reports and dismisses it; the reporter is told', async () => {
    const [author, reporter] = await Promise.all([
      site.newMember('barrel-fan'),
      site.newMember('reporter'),
    ]);
    const title = `Rain barrels for sale ${String(Date.now())}`;
    const posted = await site.api(author, '/forum/threads', {
      method: 'POST',
      body: JSON.stringify({ title, text: 'Cheap barrels, message me.' }),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };

    // The reporter opens the talk (headed by its title) and reports it as off topic.
    const page = await site.newPage({ session: reporter });
    await page.goto(`/WeTalk?talk=${String(id)}`);
    await page.getByRole('heading', { level: 2, name: title }).waitFor(LONG);
    await page.getByRole('button', { name: 'Report talk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report talk' });
    await dialog.getByRole('radio', { name: 'Off topic' }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    // The toast itself: its announcement in the live region ("Notification Report sent") may
    // already be there too, and a loose match of both fails the wait.
    await page.getByText('Report sent', { exact: true }).waitFor(LONG);
    // The talk now says "Reported" to its reporter in place of Report (issue 44), also after a
    // reload (the server keeps it).
    const reported = page.getByText(/^Reported \(You reported this talk\.\)$/);
    await reported.waitFor(LONG);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: title }).waitFor(LONG);
    await reported.waitFor(LONG);
    expect(await page.getByRole('button', { name: 'Report talk' }).count()).toBe(0);

    // The forum admin's inbox notice links to the forum's reports.
    const admin = await site.login(DEMO.forumAdmin);
    const notice = await inboxMessage(site, admin, 'New report', (m) => m.content.includes(title));
    expect(notice.content).toContain('(Off topic)');
    const link = /Review it: (\S+)$/.exec(notice.content)?.[1];
    expect(link).toBe('/WeTalk#reports');

    // The admin follows the notice's link from their inbox (a client-side navigation).
    const adminPage = await site.newPage({ session: admin });
    await adminPage.goto('/Account');
    await adminPage.getByRole('tab', { name: /^Inbox/ }).click();
    await adminPage
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('link', { name: 'Open the report in We Talk' })
      .click();
    await adminPage.waitForURL(/\/WeTalk#reports$/);
    const reports = adminPage.getByRole('region', { name: 'Reports' });
    const report = reports.getByRole('listitem').filter({ hasText: title });
    await report.waitFor(LONG);
    // Landed on the section: scrolled into view (below the talks) and its heading focused.
    await expect
      .poll(
        () =>
          adminPage.evaluate(() => {
            const top = document.getElementById('reports')?.getBoundingClientRect().top ?? -1;
            return top >= 0 && top < window.innerHeight && document.activeElement?.id;
          }),
        { timeout: 10_000 },
      )
      .toBe('we-talk-reports');
    await report.getByRole('button', { name: 'Dismiss' }).click();
    await adminPage
      .getByRole('alertdialog', { name: 'Dismiss Report' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await report.waitFor({ state: 'detached', ...LONG });

    // The talk stays; the reporter is told it was kept.
    expect((await site.api(null, `/forum/threads/${String(id)}`)).status).toBe(200);
    const outcome = await inboxMessage(site, reporter, 'Your report was reviewed', (m) =>
      m.content.includes(title),
    );
    expect(outcome.content).toContain('and kept it');
  });

  it('a member likes a talk; its author edits it, marked "(edited)" for the other; the list sorted by top is in the address', async () => {
    const [author, fan] = await Promise.all([site.newMember('editor'), site.newMember('fan')]);
    const title = `Seed swap ${String(Date.now())}`;
    const posted = await site.api(author, '/forum/threads', {
      method: 'POST',
      body: JSON.stringify({ title, text: 'Bring your seeds on Saturday.' }),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };

    // B likes it: a toggle, named with the count.
    const fanPage = await site.newPage({ session: fan });
    await fanPage.goto(`/WeTalk?talk=${String(id)}`);
    await fanPage.getByRole('heading', { level: 2, name: title }).waitFor(LONG);
    await fanPage.getByRole('button', { name: 'Like this talk, 0 likes' }).click();
    const liked = fanPage.getByRole('button', { name: 'Like this talk, 1 like' });
    await liked.waitFor(LONG);
    expect(await liked.getAttribute('aria-pressed')).toBe('true');

    // A edits the title and the text in place.
    const authorPage = await site.newPage({ session: author });
    await authorPage.goto(`/WeTalk?talk=${String(id)}`);
    await authorPage.getByRole('button', { name: 'Edit talk' }).click();
    await authorPage.getByRole('textbox', { name: 'Title (optional)' }).fill(`${title}!`);
    await authorPage
      .getByRole('textbox', { name: 'Edit the talk' })
      .fill('Bring your seeds on Sunday.');
    await authorPage.getByRole('button', { name: 'Save' }).click();
    await authorPage.getByText('(edited)').waitFor(LONG);

    // B reloads: the new words, marked edited, still liked.
    await fanPage.reload();
    await fanPage.getByRole('heading', { level: 2, name: `${title}!` }).waitFor(LONG);
    await fanPage.getByText('Bring your seeds on Sunday.').waitFor(LONG);
    await fanPage.getByText('(edited)').waitFor(LONG);
    await fanPage.getByRole('button', { name: 'Like this talk, 1 like' }).waitFor(LONG);

    // The list sorted by Top: the choice is in the address, and Back returns to it.
    await fanPage.getByRole('button', { name: 'Back to all talks' }).click();
    await fanPage.getByRole('radio', { name: 'Top' }).click();
    await fanPage.waitForURL(/\/WeTalk\?sort=top$/);
    await fanPage
      .getByRole('list', { name: 'Talks' })
      .getByRole('article')
      .first()
      .getByRole('heading', { name: `${title}!` })
      .waitFor(LONG);
    expect(await fanPage.getByRole('radio', { name: 'Top' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('the forum admin creates a category; a member files a talk in it; the filtered list reloads the same; the admin moves the talk', async () => {
    const stamp = String(Date.now()).slice(-6);
    const name = `Beans ${stamp}`;
    const admin = await site.login(DEMO.forumAdmin);
    const adminPage = await site.newPage({ session: admin });
    await adminPage.goto('/WeTalk');
    await adminPage.getByRole('button', { name: 'Manage categories' }).click(LONG);
    const dialog = adminPage.getByRole('dialog', { name: 'Manage categories' });
    const form = dialog.getByRole('form', { name: 'New category' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('radio', { name: 'Blue' }).check();
    await form.getByRole('textbox', { name: 'Description (optional)' }).fill('Runner and broad.');
    await form.getByRole('button', { name: 'Create category' }).click();
    await dialog.getByText('Runner and broad.').waitFor(LONG);
    await adminPage.keyboard.press('Escape');

    // A member starts a talk filed in it.
    const member = await site.newMember('bean-grower');
    const page = await site.newPage({ session: member });
    await page.goto('/WeTalk');
    const newTalk = page.getByRole('form', { name: 'Start a new talk' });
    await newTalk.getByRole('combobox', { name: 'Category' }).selectOption({ label: name });
    const title = `Bean poles ${stamp}`;
    await newTalk.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
    await newTalk.getByRole('textbox', { name: 'Start a new talk' }).fill('Hazel or bamboo?');
    await newTalk.getByRole('button', { name: 'Post' }).click();
    const card = page
      .getByRole('list', { name: 'Talks' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    // Its chip: the category's name ("Category:" is for screen readers).
    await card.getByText(`Category: ${name}`, { exact: true }).waitFor(LONG);

    // The list filtered by the category: in the address, and a reload shows the same view.
    await page.getByRole('combobox', { name: 'Show talks in' }).selectOption({ label: name });
    await page.waitForURL(/\/WeTalk\?category=\d+$/);
    const filtered = page.url();
    await page.getByRole('heading', { level: 2, name: `Talks in ${name}` }).waitFor(LONG);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: `Talks in ${name}` }).waitFor(LONG);
    expect(page.url()).toBe(filtered);
    const shown = page.getByRole('list', { name: 'Talks' }).getByRole('article');
    await shown.first().waitFor(LONG);
    expect(await shown.count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Show talks in' }).inputValue()).toBe(
      new URL(filtered).searchParams.get('category'),
    );

    // The forum admin moves it to Uncategorised from its page; the filtered list no longer has it.
    const { id } = (
      (await (await site.api(null, `/forum/threads?q=${encodeURIComponent(stamp)}`)).json()) as {
        id: number;
      }[]
    )[0] ?? { id: 0 };
    await adminPage.goto(`/WeTalk?talk=${String(id)}`);
    await adminPage.getByRole('heading', { level: 2, name: title }).waitFor(LONG);
    await adminPage
      .getByRole('combobox', { name: 'Move to category' })
      .selectOption({ label: 'Uncategorised' });
    await adminPage.getByRole('button', { name: 'Move', exact: true }).click();
    await adminPage.getByText('Moved to Uncategorised.', { exact: true }).waitFor(LONG);
    await page.reload();
    await page.getByText(`No talks in ${name} yet.`).waitFor(LONG);
  });
});
