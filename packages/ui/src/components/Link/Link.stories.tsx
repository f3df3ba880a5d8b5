import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Link, linkTones, linkVariants } from './Link';

/** Stands in for a router's link component (e.g. React Router's `<Link to>`). */
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

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/login', children: 'Back to Login' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    tone: { control: 'inline-radio', options: linkTones },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text links are underlined, not told apart by colour alone. */
export const InText: Story = {
  render: (args) => (
    <Text>
      Already have an account? <Link {...args} /> to continue your journal.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: '← Back to Projects', href: '/projects' },
};

export const NeutralNavigation: Story = {
  render: (args) => (
    <Inline as="nav" aria-label="Main" gap="5">
      <Link {...args} href="/" variant="standalone" tone="neutral">
        Home
      </Link>
      <Link {...args} href="/iam" variant="standalone" tone="neutral">
        I AM
      </Link>
      <Link {...args} href="/wetalk" variant="standalone" tone="neutral">
        We Talk
      </Link>
    </Inline>
  ),
};

/** Opens in a new tab, safely, and tells screen-reader users so. */
export const External: Story = {
  args: { href: 'https://example.org/seed-library', external: true, children: 'Seed library' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Seed library (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Email: Story = {
  args: { href: 'mailto:hello@wegrow.example', children: 'hello@wegrow.example' },
};

/** A router's link styled as a Link: routing stays in the app. */
export const AsRouterLink: Story = {
  render: (args) => (
    <Link {...args} href={undefined} asChild variant="standalone">
      <RouterLink to="/iam">Open the Smart Journal</RouterLink>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open the Smart Journal' });
    await expect(link).toHaveAttribute('href', '/iam');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** A `javascript:` URL (e.g. from user content) is never rendered as a link: only its text. */
export const UnsafeHrefRendersText: Story = {
  args: { href: ' JavaScript:alert(1)', children: 'My website' },
  render: (args) => (
    <Text>
      Profile link: <Link {...args} />
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('My website').tagName).toBe('SPAN');
  },
};
