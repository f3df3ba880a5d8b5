import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, within } from 'storybook/test';
import { screenStory, type TestSession, narrow } from '../../testing';
import { DreamMachineScreen } from './DreamMachineScreen';

const maya: TestSession = { userId: users.maya.id };
const LONG = { timeout: 5000 };

/**
 * The Dream Machine at `/dreammachine`: the last blend of twelve dreams (4
 * Jan 2026, 00:00 UTC). Dates in en-GB, UTC, from 5 Jan 2026, 12:00 UTC, so screenshots are stable.
 */
const meta = {
  title: 'Dream Machine',
  component: DreamMachineScreen,
  ...screenStory({ route: 'dreamMachine' }),
  args: {
    locale: 'en-GB',
    timeZone: 'UTC',
    now: new Date('2026-01-05T12:00:00Z'),
    pageUrl: 'https://wegrow.example/dreammachine',
  },
} satisfies Meta<typeof DreamMachineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the collective dream; Share on Facebook opens the share dialog without an opener. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'We grow what we share, and we share what we grow.',
        { exact: false },
        LONG,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^Twelve dreamers imagined/)).toBeVisible();
    await expect(canvas.getByText('12 dreams contributed')).toBeVisible();
    await expect(canvas.getByText('Last updated: 4 Jan 2026, 00:00')).toBeVisible();
    const share = canvas.getByRole('link', { name: /Share on Facebook/ });
    await expect(share).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwegrow.example%2Fdreammachine',
    );
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Add your dream' })).toHaveAttribute(
      'href',
      '/wedream',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

/** Signed in, the page is the same (the collective dream is public). One dream: "1 dream contributed". */
export const SignedInOneDream: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    db.collectiveDream = {
      summary: 'One dream was shared this week: gardens on every empty lot.',
      mantra: 'We plant what we wish to harvest together.',
      count: 1,
      updated_at: '2026-01-05T00:00:04Z',
      source: 'local',
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 dream contributed', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Last updated: 5 Jan 2026, 00:00')).toBeVisible();
  },
};

/** Before the first nightly run: 0 dreams, "Last updated: unknown", and when the first blend happens. */
export const BeforeFirstRun: Story = {
  beforeEach: () => {
    db.collectiveDream = { summary: '', mantra: '', count: 0, updated_at: null, source: null };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 dreams contributed', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Last updated: unknown')).toBeVisible();
    await expect(
      canvas.getByText(
        'The Dream Machine has not blended any dreams yet. The first blend happens at midnight UTC (6 Jan 2026, 00:00).',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Collective mantra')).not.toBeInTheDocument();
  },
};

/** A run that found no dream in the last week: count 0, a date, and an invitation. */
export const NoDreamsThisWeek: Story = {
  beforeEach: () => {
    db.collectiveDream = {
      summary: '',
      mantra: '',
      count: 0,
      updated_at: '2026-01-05T00:00:02Z',
      source: null,
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 dreams contributed', {}, LONG)).toBeVisible();
    await expect(
      canvas.getByText('Nobody shared a dream in the last week. Yours could be the first.'),
    ).toBeVisible();
  },
};

/** While the collective dream loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { 'we-dream': [loadingHandler('get', '/we-dream/collective')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the collective dream...')).toBeVisible();
  },
};

/** The collective dream failed to load: said so, with Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        'we-dream': [errorHandler('get', '/we-dream/collective', 503, 'The service is busy.')],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load the collective dream.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** 320 px. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12 dreams contributed', {}, LONG)).toBeVisible();
  },
});
