import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { WeGreenPage } from './WeGreenPage';

const meta = {
  title: 'We Green',
  component: WeGreenPage,
  ...screenStory({ route: 'weGreen' }),
} satisfies Meta<typeof WeGreenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SEED pitch with the links to Garden Blitz and the Garden Directory. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Earn SEED by volunteering/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Join a Garden Blitz/ })).toHaveAttribute(
      'href',
      '/gardenblitz',
    );
    await expect(canvas.getByRole('link', { name: /Browse the Garden Directory/ })).toHaveAttribute(
      'href',
      '/gardendirectory',
    );
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Populated });
