import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { expectLocation, narrow, openedDialog, screenStory } from '../../testing';
import { LoginRequired } from './LoginRequired';

/**
 * The Login Required modal a visitor meets at a route that needs a login (the route table's
 * `requiresLogin`), here with the words of the projects screen.
 */
const meta = {
  title: 'Sign-in required',
  component: LoginRequired,
  // At /projects, the route the spec gives these words; anywhere else shows a stand-in page.
  ...screenStory({ route: 'projects' }),
  args: {
    title: 'Login Required',
    message: 'You must be logged in to view or manage your projects.',
  },
} satisfies Meta<typeof LoginRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal: its title and message, Go to Login (/login) and Continue Browsing. */
export const Projects: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Login Required');
    await expect(dialog).toHaveAccessibleDescription(
      'You must be logged in to view or manage your projects.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(dialog).getByRole('button', { name: 'Continue Browsing' })).toBeVisible();
  },
};

/** Continue Browsing takes the visitor on to the home page. */
export const ContinueBrowsing: Story = {
  play: async ({ canvas }) => {
    const dialog = await openedDialog('dialog', 'Login Required');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    await expectLocation(canvas, '/');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Arrived at /' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A 320 px phone: the sign-in prompt. */
export const Narrow: Story = narrow({ ...Projects });
