import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Badge, badgeVariants } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3, label: '3 unread' },
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(canvas.getByText('3 unread')).toBeInTheDocument();
  },
};

/** At zero the badge renders nothing at all. */
export const ZeroIsHidden: Story = {
  args: { count: 0, label: '0 unread' },
  render: (args) => (
    <Inline gap="2">
      <Link href="/Account" variant="standalone" tone="neutral">
        Account
      </Link>
      <Badge {...args} variant="danger" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
    await expect(canvas.queryByText('0 unread')).not.toBeInTheDocument();
  },
};

/** Above 99 it shows "99+"; screen readers still hear the label. */
export const OverMax: Story = {
  args: { count: 120, label: '120 unread', variant: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread')).toBeInTheDocument();
  },
};

/** The red navigation badge inside the Account link: "Account, 3 unread". */
export const NavigationBadge: Story = {
  render: (args) => (
    <nav aria-label="Main">
      <Link href="/Account" variant="standalone" tone="neutral">
        Account <Badge {...args} variant="danger" />
      </Link>
    </nav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account 3 unread' })).toBeVisible();
  },
};

export const CountVariants: Story = {
  render: (args) => (
    <Inline gap="3">
      {badgeVariants.map((variant) => (
        <Badge key={variant} {...args} variant={variant} count={7} label={`7 (${variant})`} />
      ))}
    </Inline>
  ),
};

/** Word badges for statuses and roles. */
export const Labels: Story = {
  args: { count: undefined, label: undefined },
  render: (args) => (
    <Inline gap="2">
      <Badge {...args}>Blitz</Badge>
      <Badge {...args} variant="accent">
        Admin
      </Badge>
      <Badge {...args} variant="success">
        Approved
      </Badge>
      <Badge {...args} variant="warning">
        Pending
      </Badge>
      <Badge {...args} variant="danger">
        Out of stock
      </Badge>
    </Inline>
  ),
};
