import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Grid } from '../Grid';
import { LinkCard } from './LinkCard';

const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function RouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} data-router-link="" {...rest}>
      {children}
    </a>
  );
});

const tools = [
  {
    emoji: '🪞',
    title: 'I AM',
    description: 'Your smart journal for reflection and mantras.',
    href: '/iam',
  },
  {
    emoji: '💬',
    title: 'We Talk',
    description: 'A public forum for ideas and questions.',
    href: '/wetalk',
  },
  {
    emoji: '🌱',
    title: 'We Green',
    description: 'Find and host community gardens.',
    href: '/green/gardens',
  },
  {
    emoji: '🥕',
    title: 'We Plan',
    description: 'Plan meals from what is in your pantry.',
    href: '/mealplanner',
  },
  {
    emoji: '✨',
    title: 'We Dream',
    description: 'Share a vision; see the collective dream.',
    href: '/wedream',
  },
  {
    emoji: '🏗️',
    title: 'We Build',
    description: 'The DAO hub for shared decisions.',
    href: '/webuild',
  },
];

const meta = {
  title: 'Actions/LinkCard',
  component: LinkCard,
  tags: ['autodocs'],
  args: {
    emoji: '🌱',
    title: 'We Green',
    description: 'Find and host community gardens.',
    href: '/green/gardens',
  },
  argTypes: { emoji: { control: 'text' } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <LinkCard {...args} />
    </div>
  ),
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one link, named by its title and description; the emoji is decorative. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /We Green/ });
    await expect(link).toHaveAttribute('href', '/green/gardens');
    await expect(canvas.getByRole('heading', { level: 3, name: 'We Green' })).toBeInTheDocument();
  },
};

/** Home page A: six tool tiles; three columns wide, one column on a phone. */
export const HomeGrid: Story = {
  render: () => (
    <Grid as="ul" columns={3} aria-label="Tools">
      {tools.map((tool) => (
        <li key={tool.href}>
          <LinkCard {...tool} />
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

export const Narrow: Story = {
  render: () => (
    <Grid as="ul" columns={3} aria-label="Tools" style={{ width: 320 }}>
      {tools.slice(0, 3).map((tool) => (
        <li key={tool.href}>
          <LinkCard {...tool} />
        </li>
      ))}
    </Grid>
  ),
};

export const WithoutEmoji: Story = { args: { emoji: undefined } };

/** A tag under the description (e.g. "New" for a page just opened); it is part of the name. */
export const WithTag: Story = {
  args: { tag: 'New' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /We Green.*New$/ })).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

/**
 * A long title (and a word longer than the line) wraps inside the card, clear of the arrow; so does
 * a long word in the description.
 */
export const LongTitle: Story = {
  args: {
    title: 'Gemeinschaftsgartenfreiwilligenkoordination for the whole neighbourhood',
    description: `A title longer than the card is wide, and a word too: ${'é'.repeat(50)}.`,
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <LinkCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Gemeinschafts/ });
    const heading = canvas.getByRole('heading', { level: 3 });
    const arrow = heading.querySelector('[aria-hidden="true"]');
    if (!arrow) throw new Error('no arrow');
    const card = link.getBoundingClientRect();
    const arrowBox = arrow.getBoundingClientRect();
    // The text, measured without the arrow, ends before the arrow starts.
    const range = document.createRange();
    range.selectNodeContents(heading.firstChild ?? heading);
    const text = range.getBoundingClientRect();
    await expect(text.right).toBeLessThanOrEqual(arrowBox.left);
    await expect(arrowBox.right).toBeLessThanOrEqual(card.right);
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    const description = canvas.getByText(/a word too/);
    await expect(description.scrollWidth).toBeLessThanOrEqual(description.clientWidth);
  },
};

/** Keyboard focus outlines the whole card. */
export const Focused: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /We Green/ })).toHaveFocus();
  },
};

export const AsRouterLink: Story = {
  args: { href: undefined },
  // Pixel for pixel the Default story: this one proves the router link is used, not a look.
  parameters: { visual: { disable: true } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <LinkCard {...args} asChild>
        <RouterLink to="/green/gardens" />
      </LinkCard>
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /We Green/ });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/green/gardens');
  },
};
