import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { ManifestationPage } from './ManifestationPage';

const meta = {
  title: 'Manifestation',
  component: ManifestationPage,
  ...screenStory({ route: 'sheasPage' }),
} satisfies Meta<typeof ManifestationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The static text, and the way back to the experiments. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manifestation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to Experiments/ })).toHaveAttribute(
      'href',
      '/experiments',
    );
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Populated });
