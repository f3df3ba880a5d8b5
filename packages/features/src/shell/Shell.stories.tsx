import type { Meta, StoryObj } from '@storybook/react-vite';
import { jsonHandler, users } from '@wegrow/api/mocks';
import { EMAIL_VERIFICATION_TEXTS } from '@wegrow/contract/details';
import { Heading, Stack, Text } from '@wegrow/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory, STORY_YEAR, type TestSession, narrow, profileHandler } from '../testing';
import { UnverifiedNotice } from '../session/api/UnverifiedNotice';
import { signOutOnArrival } from '../session/signOutOnArrival';
import { Shell } from './Shell';

const maya: TestSession = { userId: users.maya.id };

const meta = {
  title: 'Site frame',
  component: Shell,
  ...screenStory({ start: '/communities' }),
  parameters: { layout: 'fullscreen' },
  args: {
    year: STORY_YEAR,
    children: (
      <Stack align="stretch" gap="3">
        <Heading level={1}>Communities</Heading>
        <Text>The page of the route shows here, between the navigation and the footer.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the seven links, then Sign Up and Login; no Account, no Logout. */
export const LoggedOut: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // One name per tool (toolNames).
    for (const name of ['Home', 'Communities', 'Farm Game', 'Blog', 'Projects', 'Journal']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Meal Planner' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Communities' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(nav).queryByRole('link', { name: /Account/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'WeGrow' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${STORY_YEAR} WeGrow`);
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  },
};

/** Signed in with three unread messages: Account carries the red badge; Logout replaces Sign Up and Login. */
export const LoggedInWithUnread: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: { inbox: [jsonHandler('get', '/inbox/unread/{userId}', { unread: 3 })] },
    },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      await within(nav).findByRole('link', { name: 'Account, 3 unread messages' }),
    ).toHaveAttribute('href', '/Account');
    await expect(within(nav).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Signed in with nothing unread: the badge is hidden. */
export const LoggedInNoUnread: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: { inbox: [jsonHandler('get', '/inbox/unread/{userId}', { unread: 0 })] },
    },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Logout logs out and goes to /login: Sign Up and Login come back. */
export const LoggingOut: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

/**
 * Arriving after deleting the account (`signOutOnArrival`): the session ends once the page shows,
 * and the page says why, above its content, until dismissed.
 */
export const ArrivedAfterAccountDeleted: Story = {
  parameters: {
    session: maya,
    screen: { startState: signOutOnArrival('Your account was deleted.') },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your account was deleted.')).toBeVisible();
    // Signed out: Login is offered again.
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** The arrival notice dismissed: gone, and the address keeps no state (a reload shows none). */
export const ArrivalNoticeDismissed: Story = {
  parameters: {
    session: maya,
    screen: { startState: signOutOnArrival('Your account was deleted.') },
    // The same picture as Logged Out: what it proves is the dismissal.
    visual: { disable: true },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(canvas.queryByText('Your account was deleted.')).not.toBeInTheDocument(),
    );
  },
};

/**
 * Signed in with an address not verified yet: a quiet notice above every page (but the
 * Account page, which has its own) says where the link went and sends it again; dismissed (×), it
 * stays away for the visit. (The site mounts it at the top of the page area.)
 */
export const UnverifiedAddress: Story = {
  args: {
    children: (
      <>
        <UnverifiedNotice />
        {meta.args.children}
      </>
    ),
  },
  parameters: {
    session: { userId: users.ivy.id },
    msw: {
      handlers: {
        auth: [
          profileHandler('ivy', { verified: false }),
          jsonHandler('post', '/auth/verify-email/resend', {
            message: EMAIL_VERIFICATION_TEXTS.resent,
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    // After the profile, and the notice's own code, have come.
    const title = await canvas.findByText(
      'Your e-mail address is not verified yet',
      {},
      { timeout: 5000 },
    );
    const notice = title.closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('The notice is not there.');
    await expect(notice).toHaveTextContent(users.ivy.email);
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await expect(
      await within(notice).findByText(EMAIL_VERIFICATION_TEXTS.resent, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The theme switch is reachable by keyboard and flips the colour mode. */
export const ThemeSwitch: Story = {
  // Its keyboard focus is part of what it shows (and all that tells it from Logged Out).
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.documentElement).toHaveClass('wg-dark'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.documentElement).toHaveClass('wg-light'));
  },
};

/** The header element of the shell (the theme switch and the Menu must be in it on a phone). */
function header(canvas: ReturnType<typeof within>): HTMLElement {
  const banner = canvas.getByRole('banner');
  return banner;
}

/** 320 px, signed out: the links collapse behind the Menu button; the theme switch stays up. */
export const NarrowLoggedOut: Story = narrow({
  play: async ({ canvas }) => {
    const top = within(header(canvas));
    await expect(top.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(top.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    // Nothing spills out of a 320 px header.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
});

/**
 * 375 px, signed in with unread messages: the header keeps the theme switch and shows the unread
 * count on the Menu button (it was only at the bottom of the page and inside the menu); Logout is
 * in the menu.
 */
export const NarrowLoggedInHeader: Story = narrow(
  {
    parameters: {
      session: maya,
      msw: {
        handlers: { inbox: [jsonHandler('get', '/inbox/unread/{userId}', { unread: 2 })] },
      },
    },
    play: async ({ canvas }) => {
      const top = within(header(canvas));
      const menu = await top.findByRole('button', { name: 'Menu, 2 unread messages' });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveTextContent('2');
      await expect(top.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
      await expect(within(canvas.getByRole('contentinfo')).queryByRole('switch')).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    },
  },
  375,
);

/** 320 px, signed in with unread messages, the menu opened with the keyboard. */
export const NarrowLoggedInMenuOpen: Story = narrow({
  parameters: {
    session: maya,
    msw: {
      handlers: { inbox: [jsonHandler('get', '/inbox/unread/{userId}', { unread: 3 })] },
    },
  },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('button', { name: 'Menu, 3 unread messages' });
    // With its count the Menu button keeps to its icon and count: nothing overlaps the title.
    const title = canvas.getByRole('link', { name: 'WeGrow' }).getBoundingClientRect();
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(title.right);
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const account = await canvas.findByRole('link', { name: 'Account, 3 unread messages' });
    // The menu slides open in Storybook: its links are visible once it has.
    await waitFor(() => expect(account).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Meal Planner' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
});
