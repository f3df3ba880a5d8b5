import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrow, screenStory } from '../../testing';
import { RouteErrorView } from './RouteError';

const meta = {
  title: 'Page error',
  component: RouteErrorView,
  ...screenStory(),
  args: { error: new Error('Boom'), onReload: fn() },
} satisfies Meta<typeof RouteErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page failed while rendering: a calm message and a Reload button. */
export const SomethingWentWrong: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The page's code could not be fetched (offline, or a new release). */
export const CodeDidNotLoad: Story = {
  args: {
    error: new TypeError('Failed to fetch dynamically imported module: /assets/home-abc.js'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This page could not load' }),
    ).toBeVisible();
  },
};

/** A 320 px phone: the error page. */
export const Narrow: Story = narrow({ ...SomethingWentWrong });
