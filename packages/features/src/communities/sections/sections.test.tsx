import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, http, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { recordRequests, renderScreen, server } from '../../testing/unit';
import { ChatSection } from './chat/ChatSection';
import { EventsSection } from './events/EventsSection';
import { GoalsSection } from './goals/GoalsSection';
import { ResourcesSection } from './resources/ResourcesSection';
import type { CommunityMemberRole } from './types';

const RIVERSIDE = fixtures.communityIds.riverside;
const WAIT = { timeout: 5000 };

/** Who reads, with their role in Riverside Growers. */
const readers = {
  maya: { userId: users.maya.id, role: 'creator' },
  sam: { userId: users.sam.id, role: 'admin' },
  lena: { userId: users.lena.id, role: 'member' },
} as const satisfies Record<string, { userId: number; role: CommunityMemberRole }>;
type Reader = keyof typeof readers;

function props(reader: Reader) {
  const { userId, role } = readers[reader];
  return { communityId: RIVERSIDE, role, myUserId: userId };
}
const session = (reader: Reader) => ({ session: { userId: readers[reader].userId } });

describe('ChatSection', () => {
  const time = { locale: 'en-GB', timeZone: 'UTC' };

  it('lists the messages oldest first, with a delete button on the reader’s own only', async () => {
    renderScreen(<ChatSection {...props('lena')} {...time} />, session('lena'));
    const log = await screen.findByRole('log', { name: 'Chat messages' }, WAIT);
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => [...item.querySelectorAll('p')].at(-1)?.textContent)).toEqual([
      'Rain garden dig is this Saturday at 10. Bring gloves!',
      'I will bring the maps and two spades.',
      'Soup for everyone after 🍲',
    ]);
    expect(within(items[0] as HTMLElement).getByText('maya')).toBeInTheDocument();
    expect(within(log).getAllByRole('button', { name: 'Delete message' })).toHaveLength(1);
    expect(
      within(items[2] as HTMLElement).getByRole('button', { name: 'Delete message' }),
    ).toBeVisible();
    expect(log).toHaveStyle({ maxHeight: '20rem', overflowY: 'auto' });
  });

  it('lets an admin delete their own messages and remove anyone else’s', async () => {
    const requests = recordRequests();
    renderScreen(<ChatSection {...props('sam')} {...time} />, session('sam'));
    const log = await screen.findByRole('log', { name: 'Chat messages' }, WAIT);
    await within(log).findAllByRole('listitem');
    const buttons = within(log).getAllByRole('button', { name: 'Delete message' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.closest('li')).toHaveTextContent('I will bring the maps');
    await userEvent.click(within(log).getByRole('button', { name: 'Remove message by lena' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(within(log).queryByText(/Soup for everyone/)).toBeNull(), WAIT);
    expect(requests.calls().filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
  });

  it('deletes a message only through its confirmation', async () => {
    const requests = recordRequests();
    renderScreen(<ChatSection {...props('lena')} />, session('lena'));
    const log = await screen.findByRole('log', { name: 'Chat messages' }, WAIT);
    await within(log).findAllByRole('listitem');
    await userEvent.click(within(log).getByRole('button', { name: 'Delete message' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.calls().filter((call) => call.startsWith('DELETE'))).toHaveLength(0);
    expect(within(log).getByText('Soup for everyone after 🍲')).toBeInTheDocument();

    await userEvent.click(within(log).getByRole('button', { name: 'Delete message' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() =>
      expect(within(log).queryByText('Soup for everyone after 🍲')).not.toBeInTheDocument(),
    );
    expect(requests.calls().filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
  });

  it('sends the trimmed message on Enter and ignores a blank one', async () => {
    const requests = recordRequests();
    renderScreen(<ChatSection {...props('lena')} {...time} />, session('lena'));
    const log = await screen.findByRole('log', { name: 'Chat messages' }, WAIT);
    const box = screen.getByRole('combobox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(requests.of(`POST /communities/${RIVERSIDE}/chat`)).toHaveLength(0);
    await userEvent.type(box, '  I can bring soup bowls  {Enter}');
    expect(await within(log).findByText('I can bring soup bowls', {}, WAIT)).toBeVisible();
    expect(box).toHaveValue('');
    const [sent] = requests.of(`POST /communities/${RIVERSIDE}/chat`);
    expect(await sent?.json()).toEqual({ content: 'I can bring soup bowls' });
  });

  it('shows messages that arrive on the stream and drops deleted ones, without reloading', async () => {
    const arrived = {
      id: 900,
      user_id: users.sam.id,
      username: 'sam',
      content: 'On my way!',
      timestamp: '2026-01-04T09:05:00.000Z',
    };
    server.use(
      http.get('/communities/{id}/chat/stream', ({ response }) => {
        return response.untyped(
          new Response(
            `id: 5\nevent: message\ndata: ${JSON.stringify(arrived)}\n\n` +
              'id: 6\nevent: deleted\ndata: {"id":201}\n\n',
            { headers: { 'Content-Type': 'text/event-stream' } },
          ),
        );
      }),
    );
    renderScreen(<ChatSection {...props('lena')} {...time} />, session('lena'));
    const log = await screen.findByRole('log', { name: 'Chat messages' }, WAIT);
    expect(await within(log).findByText('On my way!', {}, WAIT)).toBeVisible();
    await waitFor(() =>
      expect(within(log).queryByText(/Rain garden dig is this Saturday/)).not.toBeInTheDocument(),
    );
  });

  it('says so when the reader is no longer a member', async () => {
    server.use(
      http.get('/communities/{id}/chat/stream', ({ response }) =>
        response.untyped(
          new Response('event: closed\ndata: {"reason":"removed"}\n\n', {
            headers: { 'Content-Type': 'text/event-stream' },
          }),
        ),
      ),
    );
    renderScreen(<ChatSection {...props('lena')} {...time} />, session('lena'));
    expect(
      await screen.findByText(
        'The live chat has ended: you are no longer a member of this community.',
        {},
        WAIT,
      ),
    ).toBeVisible();
  });
});

describe('ChatSection, the chat hidden by the admins', () => {
  it('says so when the stream closes for it, not that the reader left', async () => {
    server.use(
      http.get('/communities/{id}/chat/stream', ({ response }) =>
        response.untyped(
          new Response('event: closed\ndata: {"reason":"hidden"}\n\n', {
            headers: { 'Content-Type': 'text/event-stream' },
          }),
        ),
      ),
    );
    renderScreen(<ChatSection {...props('lena')} locale="en-GB" timeZone="UTC" />, session('lena'));
    expect(
      await screen.findByText(
        "The live chat has ended: the community's admins have hidden the chat.",
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(
      screen.queryByText('The live chat has ended: you are no longer a member of this community.'),
    ).toBeNull();
  });
});

describe('GoalsSection', () => {
  async function goalsList() {
    return screen.findByRole('list', { name: 'Community Goals' }, WAIT);
  }
  const goal = (list: HTMLElement, title: string) =>
    within(list).getByRole('article', { name: title });

  it('sorts goals by title case-insensitively and gives a member controls on their own goal only', async () => {
    renderScreen(<GoalsSection {...props('lena')} />, session('lena'));
    const list = await goalsList();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['autumn seed swap', 'Build the rain garden', 'Plant the pollinator strip']);
    expect(
      within(goal(list, 'Plant the pollinator strip')).getByRole('button', { name: 'Edit goal' }),
    ).toBeVisible();
    expect(
      within(goal(list, 'Build the rain garden')).queryByRole('button', { name: 'Edit goal' }),
    ).toBeNull();
    const rain = goal(list, 'Build the rain garden');
    expect(within(rain).getByText('completed by sam')).toBeVisible();
    expect(within(rain).getByText('Assigned to lena')).toBeVisible();
  });

  it('lets a member assign a task to themself, complete it and undo it', async () => {
    renderScreen(<GoalsSection {...props('lena')} />, session('lena'));
    const list = await goalsList();
    const task = () => within(list).getByRole('listitem', { name: 'Spread wood-chip mulch' });
    expect(within(task()).getByText('Unassigned')).toBeVisible();
    await userEvent.click(within(task()).getByRole('button', { name: 'Assign to me' }));
    expect(await within(task()).findByText('Assigned to lena', {}, WAIT)).toBeVisible();
    await userEvent.click(within(task()).getByRole('button', { name: 'Complete' }));
    expect(await within(task()).findByText('completed by lena', {}, WAIT)).toBeVisible();
    await userEvent.click(within(task()).getByRole('button', { name: 'Undo' }));
    expect(await within(task()).findByText('Assigned to lena', {}, WAIT)).toBeVisible();
  });

  it('deletes a task after "Confirm Deletion"', async () => {
    renderScreen(<GoalsSection {...props('maya')} />, session('maya'));
    const list = await goalsList();
    const task = within(list).getByRole('listitem', { name: 'Buy native plants' });
    await userEvent.click(within(task).getByRole('button', { name: 'Delete task' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this task?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Buy native plants' })).toBeNull(),
    );
  });

  it('adds a goal and a task, and sends nothing for a blank title', async () => {
    const requests = recordRequests();
    renderScreen(<GoalsSection {...props('lena')} />, session('lena'));
    const list = await goalsList();
    const form = screen.getByRole('form', { name: 'Add a goal' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    expect(within(form).getByText('Enter a title.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveFocus();
    expect(requests.of(`POST /communities/${RIVERSIDE}/projects`)).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Compost bays');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    const added = await within(list).findByRole('article', { name: 'Compost bays' }, WAIT);
    await userEvent.type(
      within(added).getByRole('textbox', { name: 'New task' }),
      'Collect pallets{Enter}',
    );
    expect(await within(added).findByText('Collect pallets', {}, WAIT)).toBeVisible();
  });
});

describe('ResourcesSection', () => {
  it('opens each resource safely in a new tab, https:// prefixed when the url has no scheme', async () => {
    renderScreen(<ResourcesSection {...props('lena')} />, session('lena'));
    const link = await screen.findByRole('link', { name: /Seed saving basics/ }, WAIT);
    expect(link).toHaveAttribute('href', 'https://seedsavers.org/learn');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Lena added only that one: her controls are there and not on the others.
    const board = screen.getByRole('list', { name: 'Resource Board' });
    expect(within(board).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
  });

  it('refuses another scheme before sending, and adds a url without a scheme', async () => {
    const requests = recordRequests();
    renderScreen(<ResourcesSection {...props('lena')} />, session('lena'));
    await screen.findByRole('list', { name: 'Resource Board' }, WAIT);
    const form = screen.getByRole('form', { name: 'Add a resource' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Compost guide');
    await userEvent.type(within(form).getByRole('textbox', { name: /URL/ }), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Resource' }));
    expect(
      within(form).getByText(
        'The URL must be a web address (http:// or https://, or no scheme at all).',
      ),
    ).toBeVisible();
    expect(requests.of(`POST /communities/${RIVERSIDE}/resources`)).toHaveLength(0);
    await userEvent.clear(within(form).getByRole('textbox', { name: /URL/ }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: /URL/ }),
      'compost.example/guide',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add Resource' }));
    const link = await screen.findByRole('link', { name: /Compost guide/ }, WAIT);
    expect(link).toHaveAttribute('href', 'https://compost.example/guide');
  });
});

describe('EventsSection', () => {
  const fixed = { today: '2026-01-05', locale: 'en-GB', timeZone: 'UTC' };

  it('shows the month with events on their days, the upcoming list and the .ics link', async () => {
    renderScreen(<EventsSection {...props('lena')} {...fixed} />, session('lena'));
    const grid = await screen.findByRole('grid', { name: 'Community events, January 2026' }, WAIT);
    const day = within(grid).getByRole('button', { name: /\b10 January 2026/ });
    expect(day).toHaveAccessibleDescription('1 event: Rain garden dig');
    const upcoming = screen.getByRole('list', { name: 'Coming up' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Rain garden dig', 'Soup night', 'Seed swap']);
    // Lena added the seed swap: hers to edit, not the others.
    expect(within(upcoming).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const february = screen.getByRole('grid', { name: 'Community events, February 2026' });
    expect(
      within(february).getByRole('button', { name: /\b6 February 2026/ }),
    ).toHaveAccessibleDescription('1 event: Soup night');
    const ics = await screen.findByRole('link', { name: /Add to calendar/ }, WAIT);
    expect(ics.getAttribute('href')).toMatch(/\/api\/communities\/1\/events\.ics\?token=/);
  });

  it('adds an event on the day chosen in the calendar, and needs a title', async () => {
    const requests = recordRequests();
    renderScreen(<EventsSection {...props('lena')} {...fixed} />, session('lena'));
    const grid = await screen.findByRole('grid', {}, WAIT);
    await userEvent.click(within(grid).getByRole('button', { name: /\b20 January 2026/ }));
    const form = screen.getByRole('form', { name: 'Add an event' });
    expect(within(form).getByRole('textbox', { name: /Date/ })).toHaveValue('2026-01-20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Event' }));
    expect(within(form).getByText('Enter a title.')).toBeVisible();
    expect(requests.of(`POST /communities/${RIVERSIDE}/events`)).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Mulch day');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Event' }));
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', { name: /\b20 January 2026/ }),
      ).toHaveAccessibleDescription('1 event: Mulch day'),
    );
    const [sent] = requests.of(`POST /communities/${RIVERSIDE}/events`);
    expect(await sent?.json()).toEqual({
      title: 'Mulch day',
      description: '',
      date: '2026-01-20',
      // One day, all day and once: no last day, no times, the reader's zone, no repetition.
      end_date: null,
      start_time: null,
      end_time: null,
      time_zone: 'UTC',
      repeat: 'none',
      repeat_until: null,
      // No number of places: anyone may come.
      capacity: null,
      community_id: RIVERSIDE,
    });
  });
});
