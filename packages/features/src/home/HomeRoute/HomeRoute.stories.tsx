import type { Meta, StoryObj } from '@storybook/react-vite';
import { users } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { createMemoryStorage } from '../../session/storage';
import { narrow, screenStory } from '../../testing';
import { WELCOME_SEEN_KEY } from '../homeRule';
import { HomeRoute } from './HomeRoute';

/** What `/` shows: the welcome page on the very first visit, then home page A or B. */
const meta = {
  title: 'Which home is shown',
  component: HomeRoute,
  ...screenStory(),
  // These stories prove which page `/` chooses; each page has its own stories and baselines.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The very first visit: the welcome page; "Step inside" then shows the visitors' home. */
export const FirstVisit: Story = {
  render: () => <HomeRoute storage={createMemoryStorage()} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to WeGrow' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Step inside' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Together, we grow' }),
    ).toBeVisible();
  },
};

/** A later visit by a visitor: home page A. */
export const Visitor: Story = {
  name: 'Signed Out',
  render: () => <HomeRoute storage={createMemoryStorage({ [WELCOME_SEEN_KEY]: 'true' })} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Together, we grow' }),
    ).toBeVisible();
  },
};

/** A later visit, signed in: home page B, greeting the user by the profile's username. */
export const SignedIn: Story = {
  parameters: { session: { userId: users.maya.id } },
  render: () => <HomeRoute storage={createMemoryStorage({ [WELCOME_SEEN_KEY]: 'true' })} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'What will you grow today?' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Welcome back, maya/)).toBeVisible();
  },
};

/** A 320 px phone: a visitor's later visit. */
export const Narrow: Story = narrow({ ...Visitor, name: 'Narrow' });
