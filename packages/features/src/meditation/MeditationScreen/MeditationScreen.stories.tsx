import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { screenStory, narrow, realNow } from '../../testing';
import { MeditationScreen } from './MeditationScreen';

/** A clock stopped at an instant (UTC). */
const fixed = (iso: string) => () => new Date(iso);

/**
 * A running clock that reads `iso` the first time it is read, then moves with real time (the
 * stories' own clock is stopped: `realNow`).
 */
function runningFrom(iso: string): () => Date {
  let offset: number | null = null;
  return () => {
    offset ??= Date.parse(iso) - realNow();
    return new Date(realNow() + offset);
  };
}

/**
 * The Daily Meditation Timer at `/meditation`. The clock is fixed (and the tick off) so each state
 * is stable; `Ticking` runs the real tick on a clock that starts at 11:59:58 UTC.
 */
const meta = {
  title: 'Meditation',
  component: MeditationScreen,
  ...screenStory({ route: 'meditation' }),
  args: { ticking: false },
} satisfies Meta<typeof MeditationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a session, more than an hour away: hh:mm:ss. The button leads to the lab index. */
export const Waiting: Story = {
  args: { now: fixed('2026-01-05T12:05:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Next Global Session In' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('11:55:00');
    await expect(canvas.getByRole('link', { name: 'Back to Experiments' })).toHaveAttribute(
      'href',
      '/experiments',
    );
    await expect(canvas.getByRole('switch', { name: /Soft chime/ })).not.toBeChecked();
  },
};

/** Under an hour to go: mm:ss; one second before noon. */
export const EdgeBeforeSession: Story = {
  args: { now: fixed('2026-01-05T11:59:59Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Next Global Session In' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:01');
  },
};

/** During a session: Meditate Now and the 300-second countdown. */
export const MeditateNow: Story = {
  args: { now: fixed('2026-01-05T12:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Meditate Now' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:00');
  },
};

/** The session's last second. */
export const EdgeSessionEnd: Story = {
  args: { now: fixed('2026-01-05T12:04:59Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Meditate Now' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:01');
  },
};

/** The chime turned on (off by default; turning it on is the gesture that allows sound). */
export const ChimeOn: Story = {
  args: { now: fixed('2026-01-05T06:30:00Z') },
  play: async ({ canvas }) => {
    const chime = canvas.getByRole('switch', { name: /Soft chime/ });
    await userEvent.click(chime);
    await expect(chime).toBeChecked();
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:30:00');
  },
};

/** The real 1-second tick across noon: the countdown runs into Meditate Now. */
export const Ticking: Story = {
  args: {
    ticking: true,
    now: runningFrom('2026-01-05T11:59:58.5Z'),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Next Global Session In' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/00:0[12]/);
    await waitFor(
      () => expect(canvas.getByRole('heading', { name: 'Meditate Now' })).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent(/0[45]:\d\d/);
  },
};

/** 320 px, in a session. */
export const Narrow: Story = narrow({
  args: { now: fixed('2026-01-05T00:02:30Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('02:30');
  },
});
