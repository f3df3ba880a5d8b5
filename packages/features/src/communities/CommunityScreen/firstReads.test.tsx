import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, users } from '@wegrow/api/mocks';
import { server } from '@wegrow/api/mocks/node';
import { DEFAULT_COMMUNITY_LAYOUT } from '@wegrow/contract/communities';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/unit';
import { sectionTabs } from '../texts';
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

describe('the member’s page (issues 34, 44)', () => {
  it('reads and shows only the section its address opens, in one piece, and the others when chosen', async () => {
    const started: string[] = [];
    const record = ({ request }: { request: Request }) => {
      started.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    const id = fixtures.communityIds.riverside;
    const user = userEvent.setup();
    renderScreen(<CommunityScreen communityId={id} />, {
      session: { userId: users.lena.id },
      start: `/communities/${id}#events`,
    });
    expect(screen.getByText('Loading community...')).toBeVisible();
    const events = await screen.findByRole(
      'heading',
      { level: 2, name: 'Upcoming Events' },
      { timeout: 5000 },
    );
    expect(events).toBeInTheDocument();
    expect(screen.queryByText('Loading community...')).toBeNull();
    // It drew its content in the same commit as its title: no loading state of its own.
    expect(screen.queryByText('Loading events...')).toBeNull();
    // One section at a time; every section a tab, in the community's (default) order.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      DEFAULT_COMMUNITY_LAYOUT.map((section) => sectionTabs[section]),
    );
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    const read = (part: string) => started.includes(`/api/communities/${id}/${part}`);
    expect(read('events') && read('calendar-link')).toBe(true);
    expect(['projects', 'chat', 'resources', 'full-members'].filter(read)).toEqual([]);
    // Another tab: its own section, read now.
    await user.click(screen.getByRole('tab', { name: 'Chat' }));
    expect(await screen.findByRole('log', { name: 'Chat messages' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Community Chat',
    ]);
    expect(read('chat')).toBe(true);
    server.events.removeListener('request:start', record);
  });
});
