/**
 * Community fixtures the community e2e tests share, made through the API: a member's username and a
 * community of A's with B an approved member; and the community's chat opened on a page.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Member, Site } from './harness';

/** Gives `member` a username (a new account has none; the sections name people by it). */
export async function nameMember(site: Site, member: Member, username: string): Promise<void> {
  const response = await site.api(member, '/auth/account/me', {
    method: 'PATCH',
    body: JSON.stringify({ username }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A community of A's with B an approved member, through the API; its id. */
export async function communityOf(
  site: Site,
  a: Member,
  b: Member,
  name: string,
  description: string,
): Promise<number> {
  const created = await site.api(a, '/communities/create', {
    method: 'POST',
    body: JSON.stringify({ name, description, visibility: 'public' }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const joined = await site.api(b, `/communities/${id}/join`, { method: 'POST' });
  expect(joined.status, await joined.clone().text()).toBeLessThan(300);
  const approved = await site.api(a, `/communities/${id}/members/${b.id}/approve`, {
    method: 'POST',
  });
  expect(approved.status, await approved.clone().text()).toBeLessThan(300);
  return id;
}

/** An inbox message as the API answers it (the parts the tests read). */
export interface InboxMessage {
  subject: string;
  content: string;
  sender: { kind: string; name: string };
}

/** Waits until `member`'s inbox holds a message with `subject` that `matches`; that message. */
export function inboxMessage(
  site: Site,
  member: Member,
  subject: string,
  matches: (message: InboxMessage) => boolean,
): Promise<InboxMessage> {
  return site.poll(`"${subject}" in ${member.email}'s inbox`, async () => {
    const response = await site.api(member, `/inbox/${member.id}`);
    if (response.status !== 200) return undefined;
    const messages = (await response.json()) as InboxMessage[];
    return messages.find((message) => message.subject === subject && matches(message));
  });
}

/** Waits until `member`'s inbox holds a notice with `subject` from the community `name`. */
export function inboxNotice(
  site: Site,
  member: Member,
  subject: string,
  name: string,
): Promise<InboxMessage> {
  return inboxMessage(
    site,
    member,
    subject,
    (message) => message.sender.kind === 'community' && message.sender.name === name,
  );
}

/**
 * Opens the community's chat (`/communities/{id}#chat`) and waits until its list has loaded and its
 * live stream answered (a message sent from now on can only reach the page through the stream).
 */
export async function openChat(page: Page, id: number, name: string): Promise<Locator> {
  const wait = { timeout: 30_000 };
  const stream = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/communities/${id}/chat/stream` &&
      response.status() === 200,
    wait,
  );
  await page.goto(`/communities/${id}#chat`);
  await page.getByRole('heading', { level: 1, name }).waitFor(wait);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await log.waitFor(wait);
  await stream;
  return log;
}
