import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import {
  move,
  newGarden,
  parseLevel,
  plant,
  shoot,
  type GardenResult,
  type GardenState,
} from '../rules/gardenEngine';
import { gardenTexts } from '../rules/gardenTexts';
import { GardenGameScreen } from './GardenGameScreen';

const SEED = 1;
const LONG = { timeout: 5000 };

/** A game after a few turns, from the fixed seed. */
function after(actions: ((state: GardenState) => GardenResult)[]): GardenState {
  return actions.reduce((state, action) => action(state).state, newGarden(SEED));
}

/** Mid-game: a type 1 plant at the start, a trail of grass, a shot in flight, the bugs coming. */
const MID_GAME = after([
  plant,
  (s) => move(s, 'up'),
  (s) => move(s, 'up'),
  (s) => move(s, 'right'),
  (s) => move(s, 'down'),
  (s) => shoot(s, 'up'),
]);

/** Level 1 one tile short of half grass, its bugs gone: the next step opens the way right. */
const ALMOST_GREEN: GardenState = (() => {
  const fresh = newGarden(SEED);
  const level = parseLevel([
    'gggggggg',
    'gggggggg',
    'gggggggg',
    'gggggg..',
    '........',
    '.....g..',
    '......1.',
    '........',
  ]);
  return { ...fresh, levels: fresh.levels.map((l, i) => (i === 0 ? level : l)) };
})();

/** Puts the focus on the board, as a keyboard player does. */
async function focusBoard(canvas: ReturnType<typeof within>) {
  const board = await canvas.findByRole('application', { name: /^Garden \d of 3, 8 by 8$/ }, LONG);
  board.focus();
  return board;
}

/**
 * The garden defence game at `/GardenGame`, from a fixed seed. It is played in turns; the plays
 * use the keyboard on the board (arrows step, Shift + arrow shoots).
 */
const meta = {
  title: 'Garden Game',
  component: GardenGameScreen,
  ...screenStory({ route: 'gardenGame' }),
  args: { seed: SEED },
} satisfies Meta<typeof GardenGameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new game: garden 1 of 3, the player at (5,5), 3 lives, 3 projectiles, 1 type 1 seed. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(await focusBoard(canvas)).toBeVisible();
    await expect(canvas.getByTestId('garden-lives')).toHaveTextContent('3');
    await expect(canvas.getByTestId('garden-ammo')).toHaveTextContent('3');
    await expect(canvas.getByText(/You are at column 6, row 6, on grass\./)).toBeVisible();
  },
};

/** Mid-game: a plant, a grass trail, a projectile flying, the enemies on their way. */
export const MidGame: Story = {
  args: { initial: MID_GAME },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('garden-moves')).toHaveTextContent('6');
    await expect(canvas.getByTestId('garden-ammo')).toHaveTextContent('2');
    await expect(canvas.getByText(/Plants: type 1 at column 6, row 6\./)).toBeInTheDocument();
    await expect(canvas.getByText('Projectiles: column 7, row 3.')).toBeInTheDocument();
  },
};

/** A move with the keyboard: the arrow up steps and turns the tile to grass. */
export const MoveWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await focusBoard(canvas);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText(/You are at column 6, row 5, on grass\./)).toBeVisible();
    await expect(canvas.getByTestId('garden-moves')).toHaveTextContent('1');
  },
};

/** A shot: Shift + arrow uses a projectile, which flies 2 tiles a turn. */
export const Shot: Story = {
  play: async ({ canvas }) => {
    await focusBoard(canvas);
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(canvas.getByTestId('garden-ammo')).toHaveTextContent('2');
    await expect(canvas.getByText('Projectiles: column 6, row 4.')).toBeInTheDocument();
  },
};

/** Three steps left on level 1: an enemy reaches the player. */
export const HitMessage: Story = {
  play: async ({ canvas }) => {
    await focusBoard(canvas);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('status')).toHaveTextContent('You were hit! 2 lives left.');
    await expect(canvas.getByTestId('garden-lives')).toHaveTextContent('2');
  },
};

/** The last life lost: 'You died! Game Over.' and Restart Game. */
export const GameOver: Story = {
  args: { initial: { ...newGarden(SEED), lives: 1 } },
  play: async ({ canvas }) => {
    await focusBoard(canvas);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('status')).toHaveTextContent(gardenTexts.gameOver);
    await expect(canvas.getByRole('button', { name: 'Restart Game' })).toBeVisible();
  },
};

/** Half the garden green: the way right opens. */
export const LevelUnlocked: Story = {
  args: { initial: ALMOST_GREEN },
  play: async ({ canvas }) => {
    await focusBoard(canvas);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status')).toHaveTextContent(gardenTexts.unlocked);
    await expect(canvas.getByTestId('garden-grass')).toHaveTextContent(
      '32 of 32 needed (way right open)',
    );
  },
};

/** A shot without projectiles: 'No projectiles!', nothing moves. */
export const NoProjectiles: Story = {
  args: { initial: { ...newGarden(SEED), ammo: 0 } },
  play: async ({ canvas }) => {
    await focusBoard(canvas);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(canvas.getByRole('status')).toHaveTextContent('No projectiles!');
    await expect(canvas.getByTestId('garden-moves')).toHaveTextContent('0');
  },
};

/** 320 px: the board shrinks, its tiles stay square; the touch controls fit. */
export const Narrow: Story = narrow({
  args: { initial: MID_GAME },
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('application', { name: 'Garden 1 of 3, 8 by 8' }, LONG);
    await expect(board.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(canvas.getByRole('button', { name: 'Move up' })).toBeVisible();
  },
});
