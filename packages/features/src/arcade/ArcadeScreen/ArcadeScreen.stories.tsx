import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { newArcade, start, type ArcadeState } from '../rules/arcadeEngine';
import { ARCADE_BEST_KEY, serializeBest } from '../rules/arcadeBest';
import { arcadeTexts } from '../rules/arcadeTexts';
import { ArcadeScreen } from './ArcadeScreen';

const LONG = { timeout: 5000 };

/** Puts a best score in this device's storage before the story (none: cleared). */
function withBest(best: number | null) {
  return () => {
    if (best === null) window.localStorage.removeItem(ARCADE_BEST_KEY);
    else window.localStorage.setItem(ARCADE_BEST_KEY, serializeBest(best));
    return () => window.localStorage.removeItem(ARCADE_BEST_KEY);
  };
}

/** Seed 1's game (chasers at 6,11 · 1,1 · 3,9 · 17,15 · 14,15, counted from 1), being played. */
const PLAYING: ArcadeState = start(newArcade(1));

/** 12.3 s in: two portals placed, the chasers closer. */
const MID_GAME: ArcadeState = {
  ...PLAYING,
  player: { x: 12, y: 5 },
  chasers: [
    { x: 9, y: 8 },
    { x: 6, y: 3 },
    { x: 7, y: 7 },
    { x: 14, y: 10 },
    { x: 12, y: 11 },
  ],
  portals: [
    { x: 10, y: 7 },
    { x: 12, y: 5 },
  ],
  elapsedMs: 12_300,
  sinceStepMs: 300,
};

/** Three portals already placed: a fourth is refused. */
const ALL_PORTALS: ArcadeState = {
  ...MID_GAME,
  portals: [...MID_GAME.portals, { x: 3, y: 2 }],
};

/** Caught after 23 s: a chaser stands on the gray player. */
const CAUGHT: ArcadeState = {
  ...MID_GAME,
  status: 'caught',
  chasers: [{ x: 12, y: 5 }, ...MID_GAME.chasers.slice(1)],
  elapsedMs: 23_000,
  sinceStepMs: 0,
};

/**
 * The arcade game at `/SheasGame` with seed 1 and its clock stopped (stories show one instant;
 * the moves still play). The best score is kept in this device's storage.
 */
const meta = {
  title: 'Arcade',
  component: ArcadeScreen,
  ...screenStory({ route: 'sheasGame' }),
  args: { seed: 1, ticking: false },
  beforeEach: withBest(null),
} satisfies Meta<typeof ArcadeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the start: nothing moves until Start; the controls are listed. */
export const StartScreen: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('application', { name: arcadeTexts.board }, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(arcadeTexts.ready);
    await expect(canvas.getByTestId('arcade-portals')).toHaveTextContent('3');
    await expect(canvas.getByTestId('arcade-best')).toHaveTextContent('None yet');
    await expect(canvas.getByText(arcadeTexts.controls[0])).toBeVisible();
  },
};

/** Start, then a move with the keyboard: the board has the focus and the player steps right. */
export const MoveWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }, LONG));
    const board = canvas.getByRole('application', { name: arcadeTexts.board });
    await expect(board).toHaveFocus();
    await expect(canvas.getByTestId('arcade-status')).toHaveTextContent('Playing');
    await expect(board).toHaveAccessibleDescription(/^You: column 11, row 8\./);
    await userEvent.keyboard('{ArrowRight}');
    await expect(board).toHaveAccessibleDescription(/^You: column 12, row 8\./);
    await userEvent.keyboard('p');
    await expect(canvas.getByTestId('arcade-portals')).toHaveTextContent('2');
    await expect(canvas.getByRole('status')).toHaveTextContent('Portal placed. 2 portals left.');
  },
};

/** Mid-game: two portals placed, 12 seconds survived, paused (the clock is stopped). */
export const MidGameWithPortals: Story = {
  args: { initial: MID_GAME },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('arcade-score', {}, LONG)).toHaveTextContent(
      '12 seconds',
    );
    await expect(canvas.getByTestId('arcade-portals')).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

/** A fourth portal is refused with a clear message, on-screen button used (touch). */
export const FourthPortalRefused: Story = {
  args: { initial: ALL_PORTALS },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place portal' }, LONG));
    await expect(canvas.getByRole('status')).toHaveTextContent(arcadeTexts.portalCap);
    await expect(canvas.getByTestId('arcade-portals')).toHaveTextContent('0');
  },
};

/** Caught: the player turns gray, "Caught" in words, the score becomes the first best. */
export const CaughtGameOver: Story = {
  args: { initial: CAUGHT },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('arcade-status', {}, LONG)).toHaveTextContent('Caught');
    await expect(canvas.getByTestId('arcade-best')).toHaveTextContent('23 seconds');
    await expect(canvas.getByRole('status')).toHaveTextContent(arcadeTexts.newBest(23));
    await expect(canvas.getByRole('button', { name: 'Restart' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start' })).toBeNull();
  },
};

/** A best score from an earlier game on this device, shown before the start. */
export const BestScoreShown: Story = {
  beforeEach: withBest(42),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('arcade-best', {}, LONG)).toHaveTextContent(
      '42 seconds',
    );
  },
};

/** 320 px: the board shrinks to fit, its tiles stay square; the touch controls wrap. */
export const Narrow: Story = narrow({
  args: { initial: MID_GAME },
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('application', { name: arcadeTexts.board }, LONG);
    await expect(board.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(canvas.getByRole('button', { name: 'Move up' })).toBeVisible();
  },
});
