import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fill, screenStory, narrow } from '../../testing';
import { clearBoards, seedBoard, seededHelpRequests } from '../shared/storySeeds';
import { WeHelpScreen } from './WeHelpScreen';

const meta = {
  title: 'We Help',
  component: WeHelpScreen,
  ...screenStory({ route: 'weHelp' }),
  beforeEach: clearBoards,
} satisfies Meta<typeof WeHelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No requests yet: the spec's invitation, and the way back. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No requests posted yet. Be the first to reach out.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to Experiments/ })).toHaveAttribute(
      'href',
      '/experiments',
    );
  },
};

/** Posting: newest first, a blank urgency shown as Unspecified, the form emptied. */
export const Posting: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'Name or alias', 'Ana');
    await fill(canvas, 'What do you need?', 'A ride to the clinic.');
    await fill(canvas, 'Urgency', 'Thursday');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Request' }));
    await fill(canvas, 'Name or alias', 'Sam');
    await fill(canvas, 'What do you need?', 'Soup while I am ill.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Request' }));
    const cards = canvas.getAllByRole('listitem');
    await expect(cards.map((card) => card.textContent)).toEqual([
      'SamUrgency: UnspecifiedSoup while I am ill.',
      'AnaUrgency: ThursdayA ride to the clinic.',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Name or alias' })).toHaveValue('');
  },
};

/** Requests kept in this tab. */
export const Populated: Story = {
  beforeEach: () => seedBoard('weHelp', seededHelpRequests),
};

/** A 320 px phone. */
export const Narrow: Story = narrow({
  beforeEach: () => seedBoard('weHelp', seededHelpRequests),
});
