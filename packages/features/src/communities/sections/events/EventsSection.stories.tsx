import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill, screenStory, type StoryCanvas, narrow, openedDialog } from '../../../testing';
import { LONG, readerArgs, readerSession, sectionFrame } from '../storybook';
import { EventsSection } from './EventsSection';

async function calendarShown(canvas: StoryCanvas, month = 'January 2026') {
  return canvas.findByRole('grid', { name: `Community events, ${month}` }, LONG);
}

/**
 * Upcoming Events of Riverside Growers on 5 January 2026 (en-GB): the rain
 * garden dig (10 Jan, maya's), soup night (6 Feb, sam's) and the seed swap (14 Feb, lena's).
 */
const meta = {
  title: 'Events',
  component: EventsSection,
  ...screenStory({ decorators: [sectionFrame('Upcoming Events')] }),
  args: { ...readerArgs('lena'), today: '2026-01-05', locale: 'en-GB', timeZone: 'UTC' },
  parameters: { session: readerSession('lena') },
} satisfies Meta<typeof EventsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: the month with the dig on the 10th, the upcoming list, Add to calendar (.ics). */
export const Member: Story = {
  play: async ({ canvas }) => {
    const grid = await calendarShown(canvas);
    await expect(
      within(grid).getByRole('button', { name: /\b10 January 2026/ }),
    ).toHaveAccessibleDescription('1 event: Rain garden dig');
    const upcoming = canvas.getByRole('list', { name: 'Coming up' });
    await expect(within(upcoming).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(upcoming).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    const ics = await canvas.findByRole('link', { name: /Add to calendar/ }, LONG);
    await expect(ics.getAttribute('href')).toMatch(/events\.ics\?token=/);
  },
};

const rainGardenDig = {
  id: 90,
  community_id: 1,
  title: 'Rain garden dig',
  description: 'Meet at the community centre at 10.',
  date: '2026-01-10',
  user_id: 1,
};

/**
 * RSVPs and a place: the place linked to its map; the counts and who answered what, the reader's own answer pressed (lena: Maybe); she
 * answers Going on soup night and is counted at once.
 */
export const Rsvps: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          jsonHandler('get', '/communities/{id}/events', [
            {
              ...rainGardenDig,
              place: 'Riverside community centre',
              place_url: 'https://maps.example.org/riverside',
              rsvps: {
                date: rainGardenDig.date,
                going: 2,
                waiting: 0,
                maybe: 1,
                not_going: 1,
                mine: 'maybe',
                my_place: null,
                people: [
                  { user: { id: 1, username: 'maya' }, status: 'going', place: null },
                  { user: { id: 2, username: 'sam' }, status: 'going', place: null },
                  { user: { id: 3, username: 'lena' }, status: 'maybe', place: null },
                  { user: { id: 4, username: 'ivy' }, status: 'not_going', place: null },
                ],
              },
            },
          ]),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    const dig = canvas.getByRole('listitem', { name: 'Rain garden dig' });
    await expect(dig).toHaveTextContent('2 going · 1 maybe · 1 not going');
    await expect(dig).toHaveTextContent('Going: maya, sam');
    await expect(dig).toHaveTextContent('Not going: ivy');
    await expect(
      within(dig).getByRole('link', { name: /Riverside community centre/ }),
    ).toHaveAttribute('href', 'https://maps.example.org/riverside');
    const answer = within(dig).getByRole('group', { name: 'Are you going to Rain garden dig?' });
    await expect(within(answer).getByRole('button', { name: 'Maybe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(answer).getByRole('button', { name: 'Going' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/**
 * A reader in another zone (New York) than the event's (London): its own times and zone, then the
 * reader's ("09:30–11:00 Europe/London · 04:30–06:00 your time").
 */
export const InAnotherZone: Story = {
  args: { timeZone: 'America/New_York' },
  parameters: {
    msw: {
      handlers: {
        communities: [
          jsonHandler('get', '/communities/{id}/events', [
            {
              ...rainGardenDig,
              start_time: '09:30',
              end_time: '11:00',
              time_zone: 'Europe/London',
            },
          ]),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    const dig = canvas.getByRole('listitem', { name: 'Rain garden dig' });
    await expect(dig).toHaveTextContent('09:30–11:00 Europe/London · 04:30–06:00 your time');
  },
};

/** Answering: lena says Going to the dig; she is counted and named. */
export const AnswerGoing: Story = {
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    const dig = canvas.getByRole('listitem', { name: 'Rain garden dig' });
    await expect(dig).toHaveTextContent('0 going · 0 maybe · 0 not going');
    await userEvent.click(within(dig).getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(dig).toHaveTextContent('Going: lena'), LONG);
    await expect(dig).toHaveTextContent('1 going · 0 maybe · 0 not going');
    await expect(within(dig).getByRole('button', { name: 'Going' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** An admin edits and deletes every event. */
export const Admin: Story = {
  args: readerArgs('sam'),
  parameters: { session: readerSession('sam') },
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    const upcoming = canvas.getByRole('list', { name: 'Coming up' });
    await expect(within(upcoming).getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
  },
};

/**
 * Next month: February, with soup night and the seed swap on their days (the swap over a
 * weekend, on both; the list says "Saturday, 14 February 2026 – Sunday, 15 February 2026").
 */
export const NextMonth: Story = {
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    const grid = await calendarShown(canvas, 'February 2026');
    for (const day of [14, 15])
      await expect(
        within(grid).getByRole('button', { name: new RegExp(`\\b${day} February 2026`) }),
      ).toHaveAccessibleDescription('1 event: Seed swap');
    const swap = within(canvas.getByRole('list', { name: 'Coming up' })).getByRole('listitem', {
      name: 'Seed swap',
    });
    await expect(swap).toHaveTextContent(/14 February 2026 – Sunday,? 15 February 2026/);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { communities: [jsonHandler('get', '/communities/{id}/events', [])] } },
  },
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    await expect(canvas.getByText('No upcoming events.')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        communities: [errorHandler('get', '/communities/{id}/events', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not load the events.');
  },
};

/**
 * Choosing a day fills the date; with a title, a start time, twelve places and "Every week" the
 * event shows on that day and the next weeks, its time before its title, and the list says how it
 * repeats and how many places are taken.
 */
export const AddEvent: Story = {
  play: async ({ canvas }) => {
    const grid = await calendarShown(canvas);
    await userEvent.click(within(grid).getByRole('button', { name: /\b20 January 2026/ }));
    const form = canvas.getByRole('form', { name: 'Add an event' });
    await expect(within(form).getByRole('textbox', { name: /Date/ })).toHaveValue('2026-01-20');
    await expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
    await fill(within(form), 'Title', 'Mulch day');
    await fill(within(form), 'Start time', '18:30');
    await fill(within(form), 'Places', '12');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Repeats' }),
      'Every week',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add Event' }));
    for (const day of ['20', '27'])
      await waitFor(
        () =>
          expect(
            within(grid).getByRole('button', { name: new RegExp(`\\b${day} January 2026`) }),
          ).toHaveAccessibleDescription('1 event: 18:30 Mulch day'),
        LONG,
      );
    const upcoming = canvas.getByRole('list', { name: 'Coming up' });
    const mulch = within(upcoming).getByRole('listitem', { name: 'Mulch day' });
    await expect(mulch).toHaveTextContent(/18:30.*Every week/);
    // Twelve places a week: none taken yet.
    await expect(mulch).toHaveTextContent('0 of 12 places taken · 0 maybe · 0 not going');
  },
};

/**
 * An event needs a title, a real date, times as HH:mm with the end after the start and, when it
 * has one, a place link starting with http:// or https://: nothing is sent until all are right.
 */
export const InvalidEvent: Story = {
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add an event' });
    await fill(within(form), 'Date', '2026-02-30');
    await fill(within(form), 'Place link', 'javascript:alert(1)');
    await fill(within(form), 'Start time', '18:30');
    await fill(within(form), 'End time', '6pm');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Event' }));
    await expect(within(form).getByText('A time must be HH:mm (24-hour).')).toBeVisible();
    await expect(within(form).getByText('Enter a title.')).toBeVisible();
    await expect(within(form).getByText('Enter a date as YYYY-MM-DD.')).toBeVisible();
    await expect(
      within(form).getByText('The place link must start with http:// or https://.'),
    ).toBeVisible();
    // Well-formed times are checked together: the end must come after the start.
    await fill(within(form), 'Date', '2026-02-20');
    await fill(within(form), 'End time', '18:00');
    await expect(
      within(form).getByText('The end time must be later than the start time.'),
    ).toBeVisible();
  },
};

/** Deleting asks first: "Confirm Deletion". */
export const DeleteDialog: Story = {
  play: async ({ canvas }) => {
    await calendarShown(canvas);
    const upcoming = canvas.getByRole('list', { name: 'Coming up' });
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Delete' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this event?');
  },
};

/** 320 px: the calendar's narrow weekday names, the list and the form in one column. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await calendarShown(canvas);
  },
});
