import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Type/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: '(opens in a new tab)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads "Delete entry: Morning pages" though only "Delete" is seen. */
export const ExtraContextForScreenReaders: Story = {
  render: () => (
    <Button variant="danger">
      Delete<VisuallyHidden> entry: Morning pages</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Delete entry: Morning pages' }),
    ).toBeInTheDocument();
  },
};

/** A skip link: hidden until focused with the keyboard, then shown at the top left. */
export const SkipLink: Story = {
  parameters: { visual: { keepFocus: true } },
  render: () => (
    <>
      <VisuallyHidden focusable asChild>
        <a href="#main">Skip to main content</a>
      </VisuallyHidden>
      <Text id="main">The page content.</Text>
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(24);
  },
};
