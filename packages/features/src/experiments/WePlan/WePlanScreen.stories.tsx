import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenStory, narrow, pasteInto } from '../../testing';
import { clearBoards, seedBoard, seededPlan } from '../shared/storySeeds';
import { WePlanScreen } from './WePlanScreen';

const meta = {
  title: 'We Plan',
  component: WePlanScreen,
  ...screenStory({ route: 'wePlan' }),
  beforeEach: clearBoards,
} satisfies Meta<typeof WePlanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh tab: no ideas yet, and the way back to the experiments. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ideas yet. Propose the first one.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to Experiments/ })).toHaveAttribute(
      'href',
      '/experiments',
    );
  },
};

/**
 * A blank idea is ignored; a new one is listed and opened; a blank comment is ignored; Summarize
 * Discussion counts the comments.
 */
export const ProposeAndDiscuss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Idea' }));
    await expect(canvas.getByText('No ideas yet. Propose the first one.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your idea' }), 'Repair café{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Your idea' })).toHaveValue('');
    const discussion = canvas.getByRole('region', { name: 'Discussion' });
    await expect(within(discussion).getByText('Repair café')).toBeVisible();
    await userEvent.click(within(discussion).getByRole('button', { name: 'Comment' }));
    await expect(within(discussion).getByText('No comments yet.')).toBeVisible();
    await pasteInto(
      within(discussion).getByRole('textbox', { name: 'Your comment' }),
      'The library has a free room on Sundays.',
    );
    await userEvent.click(within(discussion).getByRole('button', { name: 'Comment' }));
    await expect(
      within(discussion).getByText('The library has a free room on Sundays.'),
    ).toBeVisible();
    await userEvent.click(within(discussion).getByRole('button', { name: 'Summarize Discussion' }));
    await expect(within(discussion).getByRole('status')).toHaveTextContent(
      'Synthesis of "Repair café": 1 comment so far.',
    );
  },
};

/** Ideas kept in this tab (a reload brings them back), one selected with its discussion. */
export const WithIdeas: Story = {
  beforeEach: () => seedBoard('wePlan', seededPlan),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 comments')).toBeVisible();
    await userEvent.click(canvas.getByText('Monthly seed swap at the community garden'));
    const discussion = canvas.getByRole('region', { name: 'Discussion' });
    await expect(within(discussion).getByText('No comments yet.')).toBeVisible();
  },
};

/** A 320 px phone, with the discussion open. */
export const Narrow: Story = narrow({
  beforeEach: () => seedBoard('wePlan', seededPlan),
});
