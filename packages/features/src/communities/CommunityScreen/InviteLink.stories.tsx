import type { Meta, StoryObj } from '@storybook/react-vite';
import { users } from '@wegrow/api/mocks';
import { expect } from 'storybook/test';
import { narrow, screenStory } from '../../testing';
import { CommunityRoute } from './CommunityRoutes';

const LONG = { timeout: 5000 };

/**
 * `/communities/1?invite=TOKEN`, as ivy (not a member of Riverside Growers)
 * follows a link that is not the community's active one (revoked, replaced or never made).
 */
const meta = {
  title: 'Invite link',
  component: CommunityRoute,
  ...screenStory({ route: 'community', start: `/communities/1?invite=${'A'.repeat(43)}` }),
  args: { today: '2026-01-05', locale: 'en-GB', timeZone: 'UTC' },
  parameters: { session: { userId: users.ivy.id } },
} satisfies Meta<typeof CommunityRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message, and the page as before: Request to Join (nothing changed). */
export const InvalidLink: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This invite link is no longer valid.', {}, LONG),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Request to Join' }, LONG),
    ).toBeVisible();
  },
};

/** A 320 px phone: the invalid link. */
export const Narrow: Story = narrow({ ...InvalidLink });
