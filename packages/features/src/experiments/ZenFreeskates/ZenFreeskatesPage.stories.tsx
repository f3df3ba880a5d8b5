import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { defaultExperimentsConfig } from '../config';
import { ZenFreeskatesPage } from './ZenFreeskatesPage';

const meta = {
  title: 'Zen Freeskates',
  component: ZenFreeskatesPage,
  ...screenStory({ route: 'zenFreeskates' }),
  args: { config: defaultExperimentsConfig },
} satisfies Meta<typeof ZenFreeskatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promo, with the contact by e-mail. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zen Freeskates' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'freeskates@wegrow.example' })).toHaveAttribute(
      'href',
      'mailto:freeskates@wegrow.example',
    );
  },
};

/** At the promo's other spelling, `/zen-freeskates`. */
export const OtherSpelling: Story = narrow({
  parameters: { screen: { start: '/zen-freeskates' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zen Freeskates' })).toBeVisible();
  },
});
