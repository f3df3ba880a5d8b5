/**
 * End to end, communities part 2 (issue 17) on the real server, in Debian's Chromium, with two
 * members in two browser contexts of one community (made, joined and approved through the API;
 * communities.e2e.ts walks that on the screens): A sends a chat message and B sees it arrive
 * without reloading (the live stream); B has no delete control for it and the API refuses B (403);
 * A adds a goal with a task, B assigns it to themself and completes it, A sees "completed by B";
 * A adds a resource without a scheme and its link opens https://…; A adds an event and it shows on
 * its day of the calendar; the calendar link's .ics parses and holds the event. Run after
 * `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/community-sections.e2e.ts` (from the root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { communityOf, nameMember, openChat } from './community-fixtures';
import { setupSite } from './harness';

const LONG = { timeout: 30_000 };

/** Chooses a section's tab and waits until its panel shows, headed by its title. */
async function openSection(page: Page, tab: string, title: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor(LONG);
}

/** The parts of an iCalendar text (RFC 5545): its unfolded lines' components, as name → values. */
function parseIcs(text: string): { name: string; props: Map<string, string> }[] {
  expect(text).toMatch(/\r\n$/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const stack: { name: string; props: Map<string, string> }[] = [];
  const done: { name: string; props: Map<string, string> }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon, `a content line: ${line}`).toBeGreaterThan(0);
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (key === 'BEGIN') stack.push({ name: value, props: new Map() });
    else if (key === 'END') {
      const open = stack.pop();
      expect(open?.name, `END:${value} closes what it opened`).toBe(value);
      if (open) done.push(open);
    } else {
      const current = stack.at(-1);
      expect(current, `${key} inside a component`).toBeDefined();
      current?.props.set(key, value);
    }
  }
  expect(stack, 'every BEGIN has its END').toEqual([]);
  return done;
}

/** `yyyy-MM-dd`, `days` after today (UTC, as the test machine's browser counts days). */
function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('community sections on the real server', () => {
  const site = setupSite();

  it('chats live, assigns and completes a task, links a resource safely, puts an event on its day and in the .ics', async () => {
    const stamp = String(Date.now()).slice(-9);
    const a = await site.newMember('sections-a');
    const b = await site.newMember('sections-b');
    const nameA = `ann_${stamp}`;
    const nameB = `bob_${stamp}`;
    await nameMember(site, a, nameA);
    await nameMember(site, b, nameB);
    const name = `E2E Sections ${stamp}`;
    const id = await communityOf(site, a, b, name, 'Sections end to end.');

    const pageA = await site.newPage({ session: a });
    const pageB = await site.newPage({ session: b });
    await openChat(pageA, id, name);
    await openChat(pageB, id, name);
    const logB = pageB.getByRole('log', { name: 'Chat messages' });
    await logB.getByText('No messages yet. Say hello!').waitFor(LONG);

    // ---------------------------------------------------------------- chat, live
    const hello = `Hello from A at ${stamp}`;
    let reloadedB = false;
    pageB.on('framenavigated', (frame) => {
      if (frame === pageB.mainFrame()) reloadedB = true;
    });
    await pageA.getByRole('combobox', { name: 'Message' }).fill(hello);
    await pageA.keyboard.press('Enter');
    const mineA = pageA
      .getByRole('log', { name: 'Chat messages' })
      .getByRole('listitem')
      .filter({ hasText: hello });
    await mineA.waitFor(LONG);
    await expect(mineA.getByRole('button', { name: 'Delete message' }).count()).resolves.toBe(1);

    // B sees it arrive without reloading, with its author, and has no delete control for it,
    // only Report (issue 33).
    const seenByB = logB.getByRole('listitem').filter({ hasText: hello });
    await seenByB.waitFor(LONG);
    expect(reloadedB, 'B’s page did not reload').toBe(false);
    await expect(seenByB.textContent()).resolves.toContain(nameA);
    await expect(seenByB.getByRole('button').count()).resolves.toBe(1);
    await expect(seenByB.getByRole('button', { name: /^Report/ }).count()).resolves.toBe(1);

    // …and the server refuses B's delete (the author only).
    const list = await site.api(a, `/communities/${id}/chat`);
    const messages = (await list.json()) as { id: number; content: string }[];
    const message = messages.find((m) => m.content === hello);
    expect(message).toBeDefined();
    const refused = await site.api(b, `/communities/${id}/chat/${message?.id}`, {
      method: 'DELETE',
    });
    expect(refused.status).toBe(403);
    await pageB.reload();
    await pageB.getByRole('log', { name: 'Chat messages' }).getByText(hello).waitFor(LONG);

    // ---------------------------------------------------------------- a goal and its task
    const goal = `Compost corner ${stamp}`;
    const task = `Build the bins ${stamp}`;
    await openSection(pageA, 'Goals', 'Community Goals');
    const addGoal = pageA.getByRole('form', { name: 'Add a goal' });
    await addGoal.getByRole('textbox', { name: 'Title' }).fill(goal);
    await addGoal.getByRole('button', { name: 'Add Goal' }).click();
    const goalCard = pageA.getByRole('article', { name: goal });
    await goalCard.waitFor(LONG);
    const addTask = goalCard.getByRole('form', { name: `Add Task: ${goal}` });
    await addTask.getByRole('textbox', { name: 'New task' }).fill(task);
    await addTask.getByRole('button', { name: 'Add Task' }).click();
    await goalCard.getByRole('listitem', { name: task }).getByText('Unassigned').waitFor(LONG);

    // B assigns it to themself and completes it.
    await pageB.reload();
    await openSection(pageB, 'Goals', 'Community Goals');
    const taskB = pageB.getByRole('article', { name: goal }).getByRole('listitem', { name: task });
    await taskB.getByRole('button', { name: 'Assign to me' }).click();
    await taskB.getByText(`Assigned to ${nameB}`).waitFor(LONG);
    await taskB.getByRole('button', { name: 'Complete' }).click();
    await taskB.getByText(`completed by ${nameB}`).waitFor(LONG);

    // A sees who completed it (after a reload: goals are not live).
    await pageA.reload();
    const taskA = pageA.getByRole('article', { name: goal }).getByRole('listitem', { name: task });
    await taskA.getByText(`completed by ${nameB}`).waitFor(LONG);
    await pageA.getByRole('article', { name: goal }).getByText('1 of 1 done').waitFor(LONG);

    // ---------------------------------------------------------------- a resource without a scheme
    const resource = `Compost guide ${stamp}`;
    await openSection(pageA, 'Resources', 'Resource Board');
    const addResource = pageA.getByRole('form', { name: 'Add a resource' });
    await addResource.getByRole('textbox', { name: 'Title' }).fill(resource);
    await addResource.getByRole('textbox', { name: 'URL' }).fill('example.org/compost-guide');
    await addResource.getByRole('button', { name: 'Add Resource' }).click();
    const link = pageA
      .getByRole('list', { name: 'Resource Board' })
      .getByRole('link', { name: new RegExp(resource) });
    await link.waitFor(LONG);
    await expect(link.getAttribute('href')).resolves.toBe('https://example.org/compost-guide');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toMatch(/noopener/);

    // ---------------------------------------------------------------- an event on its day
    const event = `Turning day ${stamp}`;
    const date = isoDaysFromNow(10);
    await openSection(pageA, 'Events', 'Upcoming Events');
    const addEvent = pageA.getByRole('form', { name: 'Add an event' });
    await addEvent.getByRole('textbox', { name: 'Title' }).fill(event);
    await addEvent.getByRole('textbox', { name: 'Date' }).fill(date);
    await addEvent.getByRole('button', { name: 'Add Event' }).click();
    // The calendar shows the event's month, the event on its day (and nowhere else).
    const monthTitle = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${date}T00:00:00Z`));
    const grid = pageA.getByRole('grid', { name: `Community events, ${monthTitle}` });
    const day = grid.locator(`td:has(button[data-date="${date}"])`);
    await day.getByText(event, { exact: true }).waitFor(LONG);
    await expect(grid.getByText(event, { exact: true }).count()).resolves.toBe(1);
    const dayButton = grid.locator(`button[data-date="${date}"]`);
    await expect(dayButton.getAttribute('aria-label')).resolves.toContain(
      String(Number(date.slice(8))),
    );
    const described = await dayButton.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    await expect(pageA.locator(`[id="${described}"]`).textContent()).resolves.toBe(
      `1 event: ${event}`,
    );
    await pageA
      .getByRole('list', { name: 'Coming up' })
      .getByRole('listitem', { name: event })
      .waitFor(LONG);

    // ---------------------------------------------------------------- the .ics of the page's link
    const calendarLink = pageA.getByRole('link', { name: /Add to calendar \(\.ics\)/ });
    const href = await calendarLink.getAttribute('href');
    expect(href).toMatch(new RegExp(`/api/communities/${id}/events\\.ics\\?token=`));
    const ics = await pageA.request.get(href ?? '');
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const components = parseIcs(await ics.text());
    const calendar = components.find((component) => component.name === 'VCALENDAR');
    expect(calendar?.props.get('VERSION')).toBe('2.0');
    const events = components.filter((component) => component.name === 'VEVENT');
    expect(events.map((vevent) => vevent.props.get('SUMMARY'))).toEqual([event]);
    const [vevent] = events;
    expect(vevent?.props.get('DTSTART;VALUE=DATE')).toBe(date.replaceAll('-', ''));
    expect(vevent?.props.get('UID')).toBeTruthy();
  }, 240_000);
});
