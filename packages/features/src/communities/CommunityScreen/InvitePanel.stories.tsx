import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, jsonHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { narrow, screenStory } from '../../testing';
import { LONG, sectionFrame } from '../sections/storybook';
import { InvitePanel } from './InvitePanel';

const TOKEN = 'q5ZP1nKk1pYjN3L0e0bXh6RjTfV7mJd2cG9sWw8aUoE';

/** The invite link in the Admin Panel of Riverside Growers, as sam (an admin) sees it. */
const meta = {
  title: 'Invite panel',
  component: InvitePanel,
  ...screenStory({ decorators: [sectionFrame('Admin Panel')] }),
  args: { communityId: fixtures.communityIds.riverside, origin: 'https://wegrow.example' },
  parameters: { session: { userId: users.sam.id } },
} satisfies Meta<typeof InvitePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No link yet: Create Invite Link. */
export const NoLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is no invite link.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Invite Link' })).toBeEnabled();
  },
};

/** The active link, with Copy, New Link and Revoke Link. */
export const ActiveLink: Story = {
  parameters: {
    msw: {
      handlers: { communities: [jsonHandler('get', '/communities/{id}/invite', { token: TOKEN })] },
    },
  },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Invite link' }, LONG);
    await expect(field).toHaveValue(`https://wegrow.example/communities/1?invite=${TOKEN}`);
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke Link' })).toBeVisible();
  },
};

/** An admin creates a link, then revokes it: none again, and it says so. */
export const Revoked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Invite Link' }, LONG));
    const field = await canvas.findByRole('textbox', { name: 'Invite link' }, LONG);
    await expect((field as HTMLInputElement).value).toMatch(
      /^https:\/\/wegrow\.example\/communities\/1\?invite=[\w-]{43}$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Link' }));
    await expect(await canvas.findByText('Invite link revoked.', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('There is no invite link.')).toBeVisible();
  },
};

/** A 320 px phone: the active link. */
export const Narrow: Story = narrow({ ...ActiveLink });
