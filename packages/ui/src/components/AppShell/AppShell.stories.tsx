import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { NavBar, type NavItem } from '../NavBar';
import { ThemeToggle } from '../ThemeToggle';
import { AppShell } from './AppShell';

const items: NavItem[] = [
  { label: 'Home', href: '#/', current: true },
  { label: 'Community', href: '#/communities' },
  { label: 'Game', href: '#/farmgame' },
  { label: 'Blog', href: '#/blog' },
  { label: 'Projects', href: '#/projects' },
  { label: 'Journal', href: '#/journal' },
  { label: 'MealPlan', href: '#/MealPlanning' },
];

const page = (
  <div style={{ display: 'grid', gap: 24 }}>
    <h1 style={{ margin: 0, fontFamily: 'var(--wg-font-heading)' }}>Welcome home</h1>
    <p style={{ margin: 0, maxWidth: 640 }}>
      A movement about growing communities, reclaiming self-trust and building new systems rooted in
      love, cooperation and shared joy.
    </p>
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
      }}
    >
      <Card title="I AM" titleAs="h2">
        Your smart journal.
      </Card>
      <Card title="We Plan" titleAs="h2">
        Meals for the week, from your pantry.
      </Card>
      <Card title="We Green" titleAs="h2">
        Gardens near you.
      </Card>
    </div>
  </div>
);

const meta = {
  title: 'App chrome/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'WeGrow',
    logo: '🌱',
    year: 2025,
    children: page,
    nav: (
      <NavBar
        items={items}
        account={{ label: 'Account', href: '#/Account', count: 2 }}
        // As the site does: Logout beside the links (in the Menu on a phone), the theme switch
        // always in the header.
        menuActions={
          <Button variant="ghost" size="sm">
            Logout
          </Button>
        }
        actions={<ThemeToggle showLabel={false} />}
      />
    ),
    footer: <a href="#codex">Codex</a>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('WeGrow');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 WeGrow');
  },
};

/** The skip link is first in the tab order and moves focus to the main content. */
export const SkipLink: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

const phone: Decorator = (Story) => (
  <div style={{ width: 320 }}>
    <Story />
  </div>
);

/**
 * At 320 px the navigation collapses to the Menu button, which carries the unread count; the theme
 * switch stays in the header. Nothing overlaps the title: with so little room the button keeps its
 * icon and count and drops the word (its name stays "Menu").
 */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu, 2 unread' });
    await expect(menu).toBeVisible();
    const title = canvas.getByRole('link', { name: 'WeGrow' }).getBoundingClientRect();
    const toggle = canvas.getByRole('switch').getBoundingClientRect();
    const button = menu.getBoundingClientRect();
    await expect(button.left).toBeGreaterThanOrEqual(title.right);
    await expect(toggle.left).toBeGreaterThanOrEqual(button.right);
    await expect(toggle.right).toBeLessThanOrEqual(320);
  },
};

export const PhoneMenuOpen: Story = {
  decorators: [phone],
  args: {
    nav: (
      <NavBar
        items={items}
        defaultMenuOpen
        account={{ label: 'Account', href: '#/Account', count: 2 }}
        actions={<ThemeToggle showLabel={false} />}
      />
    ),
  },
};

/** Signed out, with no navigation actions. */
export const SignedOut: Story = {
  args: {
    nav: (
      <NavBar
        items={[
          ...items,
          { label: 'Sign Up', href: '#/signup' },
          { label: 'Login', href: '#/login' },
        ]}
      />
    ),
  },
};
