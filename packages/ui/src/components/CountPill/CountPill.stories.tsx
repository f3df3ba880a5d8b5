import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Theme } from '../Theme/Theme';
import { CountPill } from './CountPill';

const meta = {
  title: 'Feedback/CountPill',
  component: CountPill,
  tags: ['autodocs'],
  args: { count: 3 },
  render: (args) => (
    <a href="#account" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      Account
      <CountPill {...args} />
    </a>
  ),
} satisfies Meta<typeof CountPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas }) => {
    // Testing Library joins the pill's hidden text with a space ("Account , 3 unread").
    await expect(canvas.getByRole('link', { name: /^Account ?, 3 unread$/ })).toBeVisible();
  },
};

export const Capped: Story = { args: { count: 120 } };

export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
  },
};

/**
 * `<Theme locale="fr">`: the number is written as French writes it, thousands apart with a narrow
 * space; the hidden text comes from the Theme's `labels.unread`.
 */
export const French: Story = {
  args: { count: 1234, max: 9999 },
  render: (args) => (
    <Theme appearance="inherit" locale="fr" labels={{ unread: (n) => `${n} non lus` }}>
      <a href="#compte" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        Compte
        <CountPill {...args} />
      </a>
    </Theme>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Compte ?, 1234 non lus$/ });
    await expect(link).toBeVisible();
    // Testing Library's matchers turn the narrow space into a plain one: the text as written.
    await expect(link.textContent).toContain('1\u202f234');
  },
};
