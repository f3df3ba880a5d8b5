import { screen, waitFor } from '@testing-library/react';
import { fixtures, users } from '@wegrow/api/mocks';
import { server } from '@wegrow/api/mocks/node';
import { DEFAULT_COMMUNITY_LAYOUT } from '@wegrow/contract/communities';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/unit';
import { sectionTitles } from '../texts';
import { CommunityScreen } from './CommunityScreen';
import { firstReads } from './firstReads';

/** Every section, as a community without a stored layout shows them. */
const ALL = DEFAULT_COMMUNITY_LAYOUT;

/** What a member's sections read first; an admin's add the join requests and the invite. */
const MEMBER_READS = [
  '/communities/{id}/projects',
  '/communities/{id}/chat',
  '/communities/{id}/resources',
  '/communities/{id}/events',
  '/communities/{id}/calendar-link',
  '/communities/{id}/full-members',
];

describe('firstReads', () => {
  it('reads what each shown section draws first, the admins’ reads only for admins', () => {
    expect(firstReads(ALL, 'member')).toEqual(MEMBER_READS);
    expect(firstReads(ALL, 'admin')).toEqual([
      ...MEMBER_READS,
      '/communities/{id}/join-requests',
      '/communities/{id}/invite',
    ]);
    expect(firstReads(['chat', 'component_manager'], 'creator')).toEqual([
      '/communities/{id}/chat',
    ]);
    expect(firstReads([], 'member')).toEqual([]);
  });
});

describe('the member’s page (issue 34)', () => {
  it('starts the sections’ reads together and shows the sections with their content, one per task', async () => {
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => {
      started.push(new URL(request.url).pathname);
    });
    renderScreen(<CommunityScreen communityId={fixtures.communityIds.riverside} />, {
      session: { userId: users.lena.id },
    });
    expect(screen.getByText('Loading community...')).toBeVisible();
    // Drawn one per task, in order, unseen under the loading state until the last is drawn.
    const drawn = () => document.querySelectorAll('h2').length;
    await waitFor(() => expect(drawn()).toBeGreaterThan(0), { timeout: 5000 });
    expect(drawn()).toBeLessThan(ALL.length);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.getByText('Loading community...')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Community Goals' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('Loading community...')).toBeNull();
    // Every section, in the community's (default) order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      DEFAULT_COMMUNITY_LAYOUT.map((section) => sectionTitles[section]),
    );
    // No section waits on its own: each drew its content in the same commit as its title.
    for (const loading of [
      'Loading goals...',
      'Loading messages...',
      'Loading resources...',
      'Loading events...',
      'Loading members...',
    ])
      expect(screen.queryByText(loading)).toBeNull();
    expect(screen.getByRole('list', { name: 'Community Goals' })).toBeVisible();
    expect(screen.getByRole('log', { name: 'Chat messages' })).toBeVisible();
    const id = fixtures.communityIds.riverside;
    const first = started.indexOf(`/api/communities/${id}/projects`);
    expect(first).toBeGreaterThan(started.indexOf(`/api/communities/${id}`));
    expect(started.slice(first, first + 6).sort()).toEqual(
      ['projects', 'chat', 'resources', 'events', 'calendar-link', 'full-members']
        .map((read) => `/api/communities/${id}/${read}`)
        .sort(),
    );
  });
});
