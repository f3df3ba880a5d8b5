import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColorSwatches, SpacingScale, TypeScale } from './TokenSwatches';

/** Screenshot baselines of the tokens in both modes; the docs page is Tokens.mdx. */
const meta = {
  title: 'Foundations/Tokens',
  component: ColorSwatches,
} satisfies Meta<typeof ColorSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--wg-color-accent-solid')).toBeVisible();
  },
};

export const Typography: Story = { render: () => <TypeScale /> };

export const SpacingAndRadius: Story = { render: () => <SpacingScale /> };
