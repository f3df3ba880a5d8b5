/**
 * End to end, events people attend (issue 33) on the real server, in Debian's Chromium: A adds an
 * event on the screen; B, a member, answers Going and is counted and named; A moves the event to
 * another day in its Edit dialog; B's inbox says the event changed, with its new date. A adds a
 * weekly event at 18:30 Berlin time with a Markdown description: the calendar shows it, with its
 * time, on two weeks, and the .ics feed has it with DTSTART;TZID and an RRULE. An event with one
 * place (issue 44): A goes, B waits, A says Not going, B moves up and is told; B opens the event's
 * page and downloads it as .ics. Run after the site's build:
 * `pnpm exec vitest run --project e2e apps/site/e2e/community-events.e2e.ts`.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { communityOf, nameMember } from './community-fixtures';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

interface InboxMessage {
  subject: string;
  content: string;
  sender: { kind: string; name: string };
}

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('community events on the real server', () => {
  const site = setupSite();

  it('A adds an event, B answers Going, A moves it and B is told in their inbox', async () => {
    const stamp = String(Date.now()).slice(-9);
    const a = await site.newMember('events-a');
    const b = await site.newMember('events-b');
    const nameB = `bea_${stamp}`;
    await nameMember(site, b, nameB);
    const name = `E2E Events ${stamp}`;
    const id = await communityOf(site, a, b, name, 'Events end to end.');

    const pageA = await site.newPage({ session: a });
    await pageA.goto(`/communities/${id}#events`);
    await pageA.getByRole('heading', { level: 1, name }).waitFor(LONG);
    const event = `Pond clean ${stamp}`;
    const addEvent = pageA.getByRole('form', { name: 'Add an event' });
    await addEvent.getByRole('textbox', { name: 'Title' }).fill(event);
    // The date picked in the calendar (issue 44): typed, then a day later by the keyboard.
    const dateField = addEvent.getByRole('textbox', { name: 'Date' });
    await dateField.fill(isoDaysFromNow(9));
    const choose = addEvent.getByRole('button', { name: 'Choose date, Date' });
    await choose.click();
    await pageA.keyboard.press('ArrowRight');
    await pageA.keyboard.press('Enter');
    await expect.poll(() => dateField.inputValue(), LONG).toBe(isoDaysFromNow(10));
    await expect
      .poll(() => choose.evaluate((button) => button === document.activeElement), LONG)
      .toBe(true);
    await addEvent.getByRole('button', { name: 'Add Event' }).click();
    await pageA
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: event })
      .waitFor(LONG);

    // B answers Going: counted, named, and the answer pressed.
    const pageB = await site.newPage({ session: b });
    await pageB.goto(`/communities/${id}#events`);
    const cardB = pageB
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: event });
    await cardB.waitFor(LONG);
    await cardB.getByRole('button', { name: 'Going', exact: true }).click();
    await cardB.getByText(`Going: ${nameB}`).waitFor(LONG);
    await expect(cardB.getByText('1 going · 0 maybe · 0 not going').count()).resolves.toBe(1);
    await expect(
      cardB.getByRole('button', { name: 'Going', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    // A moves it to another day in the Edit dialog.
    const moved = isoDaysFromNow(17);
    await pageA.reload();
    const cardA = pageA
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: event });
    await cardA.getByText(`Going: ${nameB}`).waitFor(LONG);
    await cardA.getByRole('button', { name: 'Edit' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Edit Event' });
    await dialog.getByRole('textbox', { name: 'Date' }).fill(moved);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden', ...LONG });

    // B's inbox says so, from the community.
    const notice = await site.poll(`"Event changed" in ${b.email}'s inbox`, async () => {
      const response = await site.api(b, `/inbox/${b.id}`);
      if (response.status !== 200) return undefined;
      const messages = (await response.json()) as InboxMessage[];
      return messages.find(
        (message) =>
          message.subject === 'Event changed' &&
          message.sender.kind === 'community' &&
          message.sender.name === name,
      );
    });
    expect(notice.content).toBe(`"${event}" in ${name} is now on ${moved}.`);
  });

  it('A adds a weekly timed event and a camp over three days: on their days of the calendar, TZID, RRULE and the last day in the .ics', async () => {
    const stamp = String(Date.now()).slice(-9);
    const a = await site.newMember('events-weekly-a');
    const b = await site.newMember('events-weekly-b');
    const name = `E2E Weekly ${stamp}`;
    const id = await communityOf(site, a, b, name, 'Weekly events end to end.');
    // The 3rd and the 10th of next month: in the future, and on one page of the calendar.
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const first = `${month.toISOString().slice(0, 8)}03`;

    const page = await site.newPage({ session: a });
    await page.goto(`/communities/${id}#events`);
    await page.getByRole('heading', { level: 1, name }).waitFor(LONG);
    const event = `Evening dig ${stamp}`;
    const form = page.getByRole('form', { name: 'Add an event' });
    await form.getByRole('textbox', { name: 'Title' }).fill(event);
    await form.getByRole('textbox', { name: 'Date' }).fill(first);
    await form.getByRole('textbox', { name: 'Start time' }).fill('18:30');
    await form.getByRole('textbox', { name: 'End time' }).fill('20:00');
    await form.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Berlin');
    await form.getByRole('combobox', { name: 'Repeats' }).selectOption('weekly');
    await form.getByRole('textbox', { name: 'Description' }).fill('**Bring** gloves.');
    await form.getByRole('button', { name: 'Add Event' }).click();

    const card = page
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: event });
    await card.getByText('Every week').waitFor(LONG);
    await expect(card.locator('strong', { hasText: 'Bring' }).count()).resolves.toBe(1);
    // The calendar is on the event's month after adding it: the 3rd and the 10th carry it.
    await page.getByText(`18:30 ${event}`).first().waitFor(LONG);
    await expect(page.getByText(`18:30 ${event}`).count()).resolves.toBeGreaterThanOrEqual(2);

    // A camp over three days (the 20th to the 22nd), all day: on each of its days, one range.
    const camp = `Camp ${stamp}`;
    const firstDay = `${month.toISOString().slice(0, 8)}20`;
    const lastDay = `${month.toISOString().slice(0, 8)}22`;
    await form.getByRole('textbox', { name: 'Title' }).fill(camp);
    await form.getByRole('textbox', { name: 'Date' }).fill(firstDay);
    await form.getByRole('textbox', { name: 'Last day' }).fill(lastDay);
    await form.getByRole('button', { name: 'Add Event' }).click();
    const campCard = page
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: camp });
    await campCard.locator(`time[datetime="${lastDay}"]`).waitFor(LONG);
    await expect(page.getByText(camp, { exact: true }).count()).resolves.toBeGreaterThanOrEqual(4);

    const link = await site.api(a, `/communities/${id}/calendar-link`);
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const ics = await fetch(url);
    expect(ics.status).toBe(200);
    const lines = (await ics.text()).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`DTSTART;TZID=Europe/Berlin:${first.replace(/-/g, '')}T183000`);
    expect(lines).toContain(`DTEND;TZID=Europe/Berlin:${first.replace(/-/g, '')}T200000`);
    expect(lines).toContain('RRULE:FREQ=WEEKLY');
    // The camp's DTEND is exclusive: the day after its last.
    expect(lines).toContain(
      `DTEND;VALUE=DATE:${month.toISOString().slice(0, 8).replace(/-/g, '')}23`,
    );
  });

  it('one place: A goes, B waits; A says Not going, B moves up and is told; the event page and its .ics', async () => {
    const stamp = String(Date.now()).slice(-9);
    const a = await site.newMember('events-place-a');
    const b = await site.newMember('events-place-b');
    const nameA = `ada_${stamp}`;
    await nameMember(site, a, nameA);
    const name = `E2E Places ${stamp}`;
    const id = await communityOf(site, a, b, name, 'Places end to end.');
    const day = isoDaysFromNow(12);

    const pageA = await site.newPage({ session: a });
    await pageA.goto(`/communities/${id}#events`);
    await pageA.getByRole('heading', { level: 1, name }).waitFor(LONG);
    const event = `Boat trip ${stamp}`;
    const form = pageA.getByRole('form', { name: 'Add an event' });
    await form.getByRole('textbox', { name: 'Title' }).fill(event);
    await form.getByRole('textbox', { name: 'Date' }).fill(day);
    await form.getByRole('textbox', { name: 'Places' }).fill('1');
    await form.getByRole('button', { name: 'Add Event' }).click();
    const cardA = pageA
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: event });
    await cardA.getByText('0 of 1 places taken').waitFor(LONG);
    await cardA.getByRole('button', { name: 'Going', exact: true }).click();
    await cardA.getByText('1 of 1 places taken').waitFor(LONG);

    // B says Going to the full event: on the waiting list, first.
    const pageB = await site.newPage({ session: b });
    await pageB.goto(`/communities/${id}#events`);
    const cardB = pageB
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: event });
    await cardB.waitFor(LONG);
    await cardB.getByRole('button', { name: 'Going', exact: true }).click();
    await cardB.getByText('You are on the waiting list (place 1).').waitFor(LONG);
    await cardB.getByText('1 of 1 places taken · 1 waiting').waitFor(LONG);

    // A gives up the place: B has it, and is told.
    await cardA.getByRole('button', { name: 'Not going', exact: true }).click();
    const notice = await site.poll(`"You have a place" in ${b.email}'s inbox`, async () => {
      const response = await site.api(b, `/inbox/${b.id}`);
      if (response.status !== 200) return undefined;
      const messages = (await response.json()) as InboxMessage[];
      return messages.find(
        (message) => message.subject === 'You have a place' && message.sender.name === name,
      );
    });
    expect(notice.content).toBe(
      `A place opened up at "${event}" in ${name} on ${day}: you are going.`,
    );

    // B opens the event's page from its title: going now; "Add to my calendar" downloads it.
    await pageB.reload();
    await pageB.getByRole('link', { name: event }).click();
    await pageB.getByRole('heading', { level: 1, name: event }).waitFor(LONG);
    expect(new URL(pageB.url()).pathname).toMatch(new RegExp(`^/communities/${id}/events/\\d+$`));
    await pageB.getByText('1 of 1 places taken').waitFor(LONG);
    await expect(
      pageB.getByRole('button', { name: 'Going', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    const [download] = await Promise.all([
      pageB.waitForEvent('download', LONG),
      pageB.getByRole('button', { name: 'Add to my calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^event-\\d+-${day}\\.ics$`));
    // The browser is remote: the file is saved here first.
    const file = join(await mkdtemp(join(tmpdir(), 'event-ics-')), download.suggestedFilename());
    await download.saveAs(file);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`SUMMARY:${event}\r\n`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}\r\n`);
  });
});
