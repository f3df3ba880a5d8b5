/**
 * Community fixtures the community e2e tests share, made through the API: a member's username and a
 * community of A's with B an approved member.
 */
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
