import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingHandler, users } from '@wegrow/api/mocks';
import { expect, waitFor } from 'storybook/test';
import { narrow, screenStory } from '../../testing';
import { PERSON_TEXTS, PersonScreen } from './PersonScreen';

/**
 * A member's public profile (`/people/:username`), where a mention links; dates in
 * en-GB, UTC.
 */
const meta = {
  title: "Person's profile",
  component: PersonScreen,
  ...screenStory({ route: 'person', start: `/people/${users.maya.username ?? 'maya'}` }),
  args: { locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof PersonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya: her picture, her username, when she joined and her bio. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'maya' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Member since January 2026')).toBeVisible();
    const picture = await canvas.findByRole<HTMLImageElement>('img', {
      name: "maya's profile picture",
    });
    await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
  },
};

/** The profile is on its way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { notifications: [loadingHandler('get', '/people/{username}')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(PERSON_TEXTS.loading);
  },
};

/** Nobody has this username: the server's words. */
export const NotFound: Story = {
  parameters: { screen: { start: '/people/nobody-here' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No member has this username.', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A 320 px phone: a profile. */
export const Narrow: Story = narrow({ ...Profile });
