import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, users } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory, type TestSession, narrow, openedDialog } from '../../testing';
import { newFarm, type FarmState } from '../rules/farmEngine';
import { FARM_LOCAL_KEY, serializeFarm } from '../rules/farmSave';
import { farmTexts } from '../rules/farmTexts';
import { FarmGameScreen } from './FarmGameScreen';
import { farmLocalKey } from './farmStore';

const maya: TestSession = { userId: users.maya.id };
/** The time of Maya's cloud save: no time away to catch up. */
const MAYA_SAVED = fixtures.MAYA_FARM_STATE.lastSavedTime;
const LONG = { timeout: 5000 };

/** Where Maya's copy of her farm is kept on this device. */
const MAYA_LOCAL_KEY = farmLocalKey(users.maya.id);

/**
 * Puts a farm in this device's storage before the story (a visitor's save, or with `key` Maya's
 * copy); every other copy is removed, before and after.
 */
function withLocalSave(text: string | null, key = FARM_LOCAL_KEY) {
  const clear = () => {
    for (const stored of [FARM_LOCAL_KEY, MAYA_LOCAL_KEY, `${MAYA_LOCAL_KEY}:base`])
      window.localStorage.removeItem(stored);
  };
  return () => {
    clear();
    if (text !== null) window.localStorage.setItem(key, text);
    return clear;
  };
}

/** Two ripe plants and 98 seeds: one harvest wins. */
const ALMOST_WON: FarmState = {
  ...newFarm(3, MAYA_SAVED),
  seeds: 98,
  water: 12,
  elapsedTime: 754,
  grid: [
    [
      { type: 'planted', growth: 20, upgrade: 'none', hasWater: true },
      { type: 'planted', growth: 20, upgrade: 'none', hasWater: true },
    ],
    [
      { type: 'dirt', growth: 0, upgrade: 'none', hasWater: false },
      { type: 'empty', growth: 0, upgrade: 'waterUpgrade', hasWater: false },
    ],
  ],
};

/**
 * The farm game at `/FarmGame`, its clock frozen (no tick) at the time of Maya's cloud save. A
 * visitor's farm is kept in this device's storage; Maya's is saved in her account.
 */
const meta = {
  title: 'Farm Game',
  component: FarmGameScreen,
  ...screenStory({ route: 'farmGame' }),
  args: { now: () => MAYA_SAVED, ticking: false },
  beforeEach: withLocalSave(null),
} satisfies Meta<typeof FarmGameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first farm: 2 × 2 empty tiles, 1 seed; saved on this device only. */
export const FreshGame: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Farm, 2 by 2' }, LONG)).toBeVisible();
    await expect(canvas.getByTestId('farm-seeds')).toHaveTextContent('1');
    await expect(canvas.getByText(farmTexts.savedOnDevice)).toBeVisible();
    await expect(
      canvas.getAllByRole('button', {
        name: /^Plot \d, \d: empty\. Add Dirt first to plant here\.$/,
      }),
    ).toHaveLength(4);
    // How to play, in three lines.
    await expect(canvas.getByRole('heading', { name: farmTexts.howToPlayTitle })).toBeVisible();
    for (const line of farmTexts.howToPlay) await expect(canvas.getByText(line)).toBeVisible();
  },
};

/** Keyboard play: Add Dirt, then Tab to the board, arrow to a tile and plant it with Enter. */
export const PlantWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Dirt' }, LONG));
    const dirt = canvas.getByRole('button', { name: 'Plot 1, 1: dirt. Press to plant: 1 seed.' });
    dirt.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', {
        name: 'Plot 1, 1: planted, growth 0/20. It grows by itself, using 1 water a second.',
      }),
    ).toHaveFocus();
    await expect(canvas.getByTestId('farm-seeds')).toHaveTextContent('0');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Plot 2, 1: empty\./ })).toHaveFocus();
  },
};

/** A purchase refused: a water upgrade needs 2 seeds. */
export const PurchaseRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Water upgrade/ }, LONG));
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Plot 2, 2: empty. Press to build a water upgrade: 2 seeds.',
      }),
    );
    // An error, styled and announced as the ui's other errors (a Notice, role="alert").
    await expect(await canvas.findByRole('alert')).toHaveTextContent(farmTexts.notEnoughSeeds);
    await expect(canvas.getByTestId('farm-seeds')).toHaveTextContent('1');
  },
};

/** Building on dirt: the toast 'Please remove dirt to build.' (once). */
export const RemoveDirtToBuild: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Dirt' }, LONG));
    await userEvent.click(canvas.getByRole('radio', { name: /Hydroponics/ }));
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Plot 1, 1: dirt. Press to build hydroponics: 2 seeds and 50 water.',
      }),
    );
    const body = within(document.body);
    await expect(await body.findByText(farmTexts.removeDirtToBuild)).toBeVisible();
    await expect(canvas.getByTestId('farm-seeds')).toHaveTextContent('1');
  },
};

/** Signed in, mid-game: Maya's 3 × 3 farm from the cloud, with a bug and a water upgrade. */
export const MidGameSignedIn: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Farm, 3 by 3' }, LONG)).toBeVisible();
    await expect(canvas.getByText(farmTexts.savedInCloud)).toBeVisible();
    await expect(canvas.getByTestId('farm-seeds')).toHaveTextContent('17');
    await expect(
      canvas.getByRole('button', {
        name: 'Plot 1, 1: planted, growth 12/20, a bug stops it growing. Press to shoo the bug.',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Plot 3, 1: empty, water upgrade. It adds 2 water a second.',
      }),
    ).toBeVisible();
  },
};

/** Back after an hour: the hour is caught up and the player told so. */
export const OfflineProgress: Story = {
  parameters: { session: maya },
  args: { now: () => MAYA_SAVED + 3_600_000 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'While you were away, 1 h 0 min 0 s of farming was caught up.',
        {},
        LONG,
      ),
    ).toBeVisible();
  },
};

/** The harvest that reaches 100 seeds: the win dialog, with Save Score and Keep Playing. */
export const WinDialog: Story = {
  beforeEach: withLocalSave(JSON.stringify(ALMOST_WON)),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Plot 1, 1: ready to harvest. Press to harvest: +2 seeds, +1 food.' },
        LONG,
      ),
    );
    const dialog = await openedDialog('dialog', farmTexts.winTitle);
    await expect(dialog).toHaveTextContent('You reached 100 seeds in 12 min 34 s.');
    await expect(within(dialog).getByRole('button', { name: 'Save Score' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Keep Playing Without Saving' }),
    ).toBeVisible();
  },
};

/** Save Score keeps the time as the best and resumes. */
export const ScoreSaved: Story = {
  beforeEach: withLocalSave(JSON.stringify(ALMOST_WON)),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Plot 1, 1: ready to harvest. Press to harvest: +2 seeds, +1 food.' },
        LONG,
      ),
    );
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Save Score' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('farm-best-time')).toHaveTextContent('12 min 34 s');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

/** A corrupt save on this device is set aside with a notice, and a new farm starts. */
export const InvalidSave: Story = {
  beforeEach: withLocalSave('{"grid":"lost","elapsedTime":12}'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(farmTexts.invalidSave, {}, LONG)).toBeVisible();
    await expect(canvas.getByTestId('farm-seeds')).toHaveTextContent('1');
    await expect(window.localStorage.getItem(FARM_LOCAL_KEY)).toBeNull();
  },
};

/** 320 px: the board shrinks, its tiles stay square. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('group', { name: 'Farm, 3 by 3' }, LONG);
    await expect(board.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
});

/**
 * Maya's copy on this device differs from her account's save (played elsewhere and here): she
 * chooses which farm to keep, seeing both.
 */
export const SavesDisagree: Story = {
  parameters: { session: maya },
  beforeEach: withLocalSave(
    serializeFarm(
      { ...newFarm(5, MAYA_SAVED), seeds: 33, food: 4, elapsedTime: 1_260 },
      MAYA_SAVED - 7_200_000,
    ),
    MAYA_LOCAL_KEY,
  ),
  play: async () => {
    const dialog = await openedDialog('dialog', farmTexts.conflictTitle, LONG);
    await expect(within(dialog).getByRole('button', { name: farmTexts.keepDevice })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: farmTexts.keepSaved })).toBeVisible();
    await expect(dialog).toHaveTextContent('2 h ago');
  },
};

/** New farm asks first: the farm is replaced wherever it is saved. */
export const NewFarmConfirmation: Story = {
  // Not screenshotted: its look is the ui's ConfirmDialog over Fresh Game (both have baselines),
  // and the baselines are at their 60 MB budget; the play function still checks the words.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: farmTexts.newFarm }, LONG));
    const dialog = await openedDialog('alertdialog', farmTexts.newFarmTitle);
    await expect(dialog).toHaveTextContent(farmTexts.newFarmMessage);
    await expect(
      within(dialog).getByRole('button', { name: farmTexts.newFarmConfirm }),
    ).toBeVisible();
  },
};
