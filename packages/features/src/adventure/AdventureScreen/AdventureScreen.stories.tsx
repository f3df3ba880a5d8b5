import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createMemoryStorage } from '../../session/storage';
import { screenStory, narrow } from '../../testing';
import { ADVENTURE_STORAGE_KEY, type Progress } from '../rules/engine';
import { story, type StoryMap } from '../rules/story';
import { AdventureScreen } from './AdventureScreen';

/** Awakening at `/TextGame`. Progress is kept in a memory storage per story. */
const meta = {
  title: 'Adventure',
  component: AdventureScreen,
  ...screenStory({ route: 'textGame' }),
} satisfies Meta<typeof AdventureScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = (progress: Progress) =>
  createMemoryStorage({ [ADVENTURE_STORAGE_KEY]: JSON.stringify(progress) });

/** The start: the first passage, two choices, nothing collected. */
export const Start: Story = {
  args: { storage: createMemoryStorage() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You wake inside a dream/)).toBeVisible();
    const choices = within(canvas.getByRole('navigation', { name: 'What do you do?' }));
    await expect(choices.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByText('No sigils yet.')).toBeVisible();
    await expect(canvas.getByText('No beliefs yet.')).toBeVisible();
    await expect(canvas.getByText('Places visited: 1 of 12')).toBeVisible();
  },
};

/** A gain: start → glyph → memory adds the belief; the focus moves to the new passage. */
export const CollectBelief: Story = {
  args: { storage: createMemoryStorage() },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Kneel to read the glyph in the stone' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Let the memory come' }));
    await expect(canvas.getByText('I shape timelines with remembrance')).toBeVisible();
    await expect(
      canvas.getByText(/You remember a day you chose kindness/).parentElement,
    ).toHaveFocus();
    await expect(canvas.getByText('Places visited: 3 of 12')).toBeVisible();
  },
};

/** The sigil, by keyboard: threshold → forge → sigil. */
export const CollectSigil: Story = {
  args: {
    storage: saved({
      current: 'threshold',
      visited: ['start', 'threshold'],
      sigils: [],
      beliefs: [],
    }),
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'The archway of embers' }).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: 'Strike the shape with your memory' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Sigil of Remembrance')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Return to the threshold' })).toBeVisible();
  },
};

/** The end state: all four gains collected, every place visited, back at the threshold. */
export const AllCollected: Story = {
  args: {
    storage: saved({
      current: 'song',
      visited: [...Object.keys(story)] as Progress['visited'],
      sigils: ['Sigil of Remembrance'],
      beliefs: [
        'I shape timelines with remembrance',
        'I am surrounded by unseen allies',
        'I walk with the Original Song',
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You hum the note/)).toBeVisible();
    await expect(canvas.getByText('Places visited: 12 of 12')).toBeVisible();
    await expect(canvas.getByText('I walk with the Original Song')).toBeVisible();
  },
};

const deadEnd: StoryMap = {
  ...story,
  dream: { text: 'The dream thins to nothing, and you drift.', choices: [] },
};

/** A node without choices (only in a test map): Restart Dream returns to start, keeping gains. */
export const RestartDream: Story = {
  args: {
    map: deadEnd,
    storage: saved({
      current: 'dream',
      visited: ['start', 'threshold', 'meadow', 'dream'],
      sigils: ['Sigil of Remembrance'],
      beliefs: [],
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restart Dream' }));
    await expect(canvas.getByText(/You wake inside a dream/)).toBeVisible();
    await expect(canvas.getByText('Sigil of Remembrance')).toBeVisible();
  },
};

/** 320 px, at the threshold's four archways. */
export const Narrow: Story = narrow({
  args: {
    storage: saved({
      current: 'threshold',
      visited: ['start', 'threshold'],
      sigils: [],
      beliefs: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'The deep archway' })).toBeVisible();
  },
});
