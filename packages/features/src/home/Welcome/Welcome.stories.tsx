import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { Welcome } from './Welcome';

const meta = {
  title: 'Welcome',
  component: Welcome,
  ...screenStory(),
} satisfies Meta<typeof Welcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first-time visitor: step inside, join, or see every tool. */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to WeGrow' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Step inside' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Join WeGrow' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByRole('link', { name: /every tool/ })).toHaveAttribute(
      'href',
      '/LandingPage',
    );
  },
};

/** Signed in: no invitation to sign up. */
export const SignedIn: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Join WeGrow' })).not.toBeInTheDocument();
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Visitor, name: 'Narrow' });
