import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { HomeA } from './HomeA';

const meta = {
  title: 'Home (signed out)',
  component: HomeA,
  ...screenStory(),
} satisfies Meta<typeof HomeA>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitors' home: welcome text, four buttons (Lyra's the last) and the two sections. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Together, we grow' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open your journal/ })).toHaveAttribute(
      'href',
      '/journal',
    );
    await expect(canvas.getByRole('link', { name: /Plan your meals/ })).toHaveAttribute(
      'href',
      '/MealPlanning',
    );
    await expect(canvas.getByRole('link', { name: /Manage your projects/ })).toHaveAttribute(
      'href',
      '/projects',
    );
    await expect(canvas.getByRole('link', { name: /Talk with Lyra/ })).toHaveAttribute(
      'href',
      '/lyra',
    );
    await expect(canvas.getByRole('region', { name: "What We're Growing" })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Our Philosophy' })).toBeVisible();
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...SignedOut });
