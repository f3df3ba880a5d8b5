import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ThemeToggle } from '../ThemeToggle';
import { NavBar, type NavItem } from './NavBar';

/** The spec's top navigation (document 1, "Top navigation"). */
const topNavigation: NavItem[] = [
  { label: 'Home', href: '#/' },
  { label: 'Community', href: '#/communities', current: true },
  { label: 'Game', href: '#/farmgame' },
  { label: 'Blog', href: '#/blog' },
  { label: 'Projects', href: '#/projects' },
  { label: 'Journal', href: '#/journal' },
  { label: 'MealPlan', href: '#/MealPlanning' },
];

const meta = {
  title: 'App chrome/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  args: {
    items: topNavigation,
    account: { label: 'Account', href: '#/Account', count: 3 },
    menuActions: (
      <Button variant="ghost" size="sm">
        Logout
      </Button>
    ),
    actions: <ThemeToggle showLabel={false} />,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: Account with an unread badge, Logout and the theme switch. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Account, 3 unread' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: /^Menu/ })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Signed out: Sign Up and Login instead of Account. */
export const SignedOut: Story = {
  args: {
    items: [
      ...topNavigation.map((item) => ({ ...item, current: item.label === 'Home' })),
      { label: 'Sign Up', href: '#/signup' },
      { label: 'Login', href: '#/login' },
    ],
    account: undefined,
    actions: <ThemeToggle showLabel={false} />,
  },
};

/** No unread messages: the badge is hidden and the link is just "Account". */
export const NoUnread: Story = {
  args: { account: { label: 'Account', href: '#/Account', count: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
  },
};

const narrow: Decorator = (Story) => (
  <div style={{ width: 320, minHeight: 560 }}>
    <Story />
  </div>
);

/**
 * At 320 px the links and Logout collapse behind the Menu button, which carries the unread count
 * so it stays in the header; the theme switch stays beside it.
 */
export const Collapsed: Story = {
  decorators: [narrow],
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu, 3 unread' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveTextContent('Menu 3');
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

/** The collapsed menu opened: Esc closes it and returns focus to the button. */
export const CollapsedOpen: Story = {
  decorators: [narrow],
  args: { defaultMenuOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu, 3 unread' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Account, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const MenuKeyboard: Story = {
  parameters: { visual: { keepFocus: true } },
  decorators: [narrow],
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu, 3 unread' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

const onNavigate = fn();

/** Any router: `renderLink` receives the props to spread on its link component. */
export const WithRouterLinks: Story = {
  // Pixel for pixel the Signed In story: this one proves `renderLink` is used, not a look.
  parameters: { visual: { disable: true } },
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
          props.onClick();
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Blog' }));
    await expect(onNavigate).toHaveBeenCalledWith('#/blog');
  },
};

/** Pages just opened carry a "New" tag, shown and read as part of the link's name. */
export const WithTags: Story = {
  args: {
    items: topNavigation.map((item) =>
      ['Game', 'Blog', 'MealPlan'].includes(item.label) ? { ...item, tag: 'New' } : item,
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Blog, New' })).toHaveTextContent(
      'Blog New',
    );
    await expect(within(nav).getByRole('link', { name: 'Journal' })).toBeVisible();
  },
};

/** Collapsed and open, with tags: the menu lists them too. */
export const CollapsedWithTags: Story = {
  decorators: [narrow],
  args: {
    defaultMenuOpen: true,
    account: { label: 'Account', href: '#/Account', count: 0 },
    items: topNavigation.map((item) =>
      ['Game', 'Blog', 'MealPlan'].includes(item.label) ? { ...item, tag: 'New' } : item,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'MealPlan, New' })).toBeVisible();
  },
};
