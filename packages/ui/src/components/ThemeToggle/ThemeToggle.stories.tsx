import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { COLOR_MODE_STORAGE_KEY } from '../../theme/colorMode';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'App chrome/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing it switches the class on <html> (and back); the switch state follows. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    const before = document.documentElement.classList.contains('wg-dark');
    await userEvent.click(toggle);
    await expect(document.documentElement.classList.contains('wg-dark')).toBe(!before);
    await expect(toggle).toHaveAttribute('aria-checked', String(!before));
    await userEvent.click(toggle);
    await expect(document.documentElement.classList.contains('wg-dark')).toBe(before);
    // The story leaves no stored preference behind for the next one.
    localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  },
};

export const IconOnly: Story = {
  args: { showLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  },
};
