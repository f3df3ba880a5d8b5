import type { Meta, StoryObj } from '@storybook/react-vite';
import { users } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { HomeB } from './HomeB';

const meta = {
  title: 'Home (signed in)',
  component: HomeB,
  ...screenStory(),
  args: { username: 'maya' },
} satisfies Meta<typeof HomeB>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in home: the six tiles, exactly as the spec lists them, and the line to Lyra. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Welcome back, maya/)).toBeVisible();
    const tiles = within(canvas.getByRole('list', { name: 'Tools' })).getAllByRole('link');
    const expected = [
      ['I AM', '/iam'],
      ['We Talk', '/wetalk'],
      ['We Green', '/green/gardens'],
      ['We Plan', '/mealplanner'],
      ['We Dream', '/wedream'],
      ['We Build', '/webuild'],
    ] as const;
    await expect(tiles).toHaveLength(expected.length);
    for (const [index, [name, href]] of expected.entries()) {
      const tile = tiles[index] as HTMLElement;
      await expect(tile).toHaveAttribute('href', href);
      await expect(within(tile).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: 'Talk with Lyra' })).toHaveAttribute(
      'href',
      '/lyra',
    );
  },
};

/**
 * A user without a username yet (Ivy, new) is greeted as a friend and invited to pick one, with a
 * link to Account; "Not now" dismisses the invitation for good (in this browser).
 */
export const NoUsername: Story = {
  args: { username: null },
  parameters: { session: { userId: users.ivy.id } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Welcome back, friend/)).toBeVisible();
    const invitation = await canvas.findByRole('status');
    await expect(invitation).toHaveTextContent('Pick a username');
    await expect(
      within(invitation).getByRole('link', { name: 'Choose a username in Account' }),
    ).toHaveAttribute('href', '/Account');
  },
};

/** "Not now": the invitation goes, and stays away on the next visit. */
export const UsernameInvitationDismissed: Story = {
  args: { username: null },
  parameters: { session: { userId: users.ivy.id }, visual: { disable: true } },
  // Ends as Populated looks without a username: the greeting and the tiles.
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByText('Pick a username')).not.toBeInTheDocument();
    await expect(canvas.getByText(/Welcome back, friend/)).toBeVisible();
  },
};

/** Someone with a username gets no invitation. */
export const WithUsername: Story = {
  parameters: { session: { userId: users.maya.id }, visual: { disable: true } },
  // Looks as Populated: it proves the invitation stays away once the profile has a username.
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Welcome back, maya/)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('username')).toHaveTextContent('maya'));
    await expect(canvas.queryByText('Pick a username')).not.toBeInTheDocument();
  },
};

/** The tiles are links in reading order; the focused one is outlined. */
export const KeyboardFocus: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /We Talk/ })).toHaveFocus();
  },
};

/** A 320 px phone: one tile per row. */
export const Narrow: Story = narrow({ ...Populated });
