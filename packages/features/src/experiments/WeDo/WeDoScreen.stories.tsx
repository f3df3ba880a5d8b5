import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fill, screenStory, narrow } from '../../testing';
import { clearBoards, seedBoard, seededPosts } from '../shared/storySeeds';
import { WeDoScreen } from './WeDoScreen';

const meta = {
  title: 'We Do',
  component: WeDoScreen,
  ...screenStory({ route: 'weDo' }),
  beforeEach: clearBoards,
} satisfies Meta<typeof WeDoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both columns empty. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No offers yet.')).toBeVisible();
    await expect(canvas.getByText('No requests yet.')).toBeVisible();
  },
};

/** An offer with tags, then I Need Help: a request in the other column. */
export const Posting: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'Title', 'Ladder to lend');
    await fill(canvas, 'Tags', 'tools, , garden');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Offer' }));
    const offers = canvas.getByRole('region', { name: 'Offers' });
    await expect(within(offers).getByRole('heading', { name: 'Ladder to lend' })).toBeVisible();
    const tags = within(offers).getByRole('list', { name: 'Tags' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['tools', 'garden']);
    await userEvent.click(canvas.getByRole('radio', { name: 'I Need Help' }));
    await fill(canvas, 'Title', 'Help with a fence');
    await fill(canvas, 'Description', 'Two posts came loose in the storm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Request' }));
    const requests = canvas.getByRole('region', { name: 'Requests' });
    await expect(
      within(requests).getByRole('heading', { name: 'Help with a fence' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/** Offers and requests kept in this tab, newest first. */
export const Populated: Story = {
  beforeEach: () => seedBoard('weDo', seededPosts),
  play: async ({ canvas }) => {
    const offers = canvas.getByRole('region', { name: 'Offers' });
    await expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Homemade plum jam', 'Bike repair help']);
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({
  beforeEach: () => seedBoard('weDo', seededPosts),
});
