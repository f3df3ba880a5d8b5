import type { Meta, StoryObj } from '@storybook/react-vite';
import { jsonHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { narrow, screenStory, type TestSession } from '../../testing';
import { CommunityEventRoute } from './CommunityEventRoute';

const maya: TestSession = { userId: users.maya.id };
const lena: TestSession = { userId: users.lena.id };
const LONG = { timeout: 5000 };

/** Soup night (id 92) of Riverside Growers, on 6 February 2026, with its answers for lena. */
const soupNight = {
  id: 92,
  community_id: 1,
  title: 'Soup night',
  description: 'First Friday: **bring a bowl**.\n\n- leek and potato\n- lentil',
  date: '2026-02-06',
  user_id: users.sam.id,
  place: 'Riverside community centre',
  place_url: 'https://meet.example.org/soup',
  start_time: '18:30',
  end_time: '21:00',
  time_zone: 'Europe/London',
  repeat: 'monthly' as const,
  repeat_until: null,
  end_date: null,
  capacity: null,
  cancelled_dates: [],
};

const person = (id: number, username: string, status: 'going' | 'maybe', place: number | null) => ({
  user: { id, username },
  status,
  place,
});

/**
 * The page of one event (`/communities/1/events/92?date=…`), read by lena in New York: its times
 * in London and in hers, the place and its online link, the description as Markdown, who is going,
 * the answers for that date, Share and Add to my calendar.
 */
const meta = {
  title: 'Event page',
  component: CommunityEventRoute,
  ...screenStory({ route: 'communityEvent', start: '/communities/1/events/92?date=2026-02-06' }),
  args: { today: '2026-01-05', locale: 'en-GB', timeZone: 'America/New_York' },
  parameters: { session: lena },
} satisfies Meta<typeof CommunityEventRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything an event's page shows; Share copies the address and says so. */
export const Populated: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          jsonHandler('get', '/communities/{id}/events/{eventId}', {
            ...soupNight,
            rsvps: {
              date: '2026-02-06',
              going: 2,
              waiting: 0,
              maybe: 1,
              not_going: 0,
              mine: 'maybe',
              my_place: null,
              people: [
                person(users.maya.id, 'maya', 'going', null),
                person(users.sam.id, 'sam', 'going', null),
                person(users.lena.id, 'lena', 'maybe', null),
              ],
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Soup night' }, LONG),
    ).toBeVisible();
    const page = canvas.getByRole('article');
    await expect(page).toHaveTextContent(
      'Friday, 6 February 2026 · 18:30–21:00 Europe/London · 13:30–16:00 your time',
    );
    await expect(canvas.getByRole('link', { name: /meet\.example\.org\/soup/ })).toHaveAttribute(
      'href',
      'https://meet.example.org/soup',
    );
    await expect(canvas.getByText('bring a bowl').tagName).toBe('STRONG');
    await expect(page).toHaveTextContent('maya, sam');
    await expect(canvas.getByRole('button', { name: 'Maybe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel this date' })).toBeNull();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByText('Link copied', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to my calendar' })).toBeEnabled();
  },
};

/** A full date: two places taken, lena second on the waiting list (and told her place). */
export const WaitingList: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          jsonHandler('get', '/communities/{id}/events/{eventId}', {
            ...soupNight,
            capacity: 2,
            rsvps: {
              date: '2026-02-06',
              going: 2,
              waiting: 2,
              maybe: 0,
              not_going: 0,
              mine: 'going',
              my_place: 2,
              people: [
                person(users.maya.id, 'maya', 'going', null),
                person(users.sam.id, 'sam', 'going', null),
                person(users.theo.id, 'theo', 'going', 1),
                person(users.lena.id, 'lena', 'going', 2),
              ],
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Soup night' }, LONG);
    await expect(canvas.getByRole('article')).toHaveTextContent(
      '2 of 2 places taken · 2 waiting · 0 maybe · 0 not going',
    );
    const list = canvas.getByRole('list', { name: 'Waiting list' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['theo', 'lena']);
    await expect(canvas.getByText('You are on the waiting list (place 2).')).toBeVisible();
  },
};

/**
 * maya (the creator) cancels this date of the series: the page says it is cancelled and offers no
 * answer any more.
 */
export const CancelledDate: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Soup night' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel this date' }));
    await expect(canvas.getByRole('article')).toHaveTextContent(
      'Cancel the event on Friday, 6 February 2026? The series goes on; those coming are told.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel this date' }));
    await expect(await canvas.findByText('This date is cancelled.', {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Going' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel this date' })).toBeNull();
  },
};

/** An event that does not exist: said so, with the way back to the community. */
export const NotFound: Story = {
  parameters: { screen: { start: '/communities/1/events/999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Event not found.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the community' })).toHaveAttribute(
      'href',
      '/communities/1',
    );
  },
};

/** A 320 px phone: the whole event page. */
export const Narrow: Story = narrow({ ...Populated });
