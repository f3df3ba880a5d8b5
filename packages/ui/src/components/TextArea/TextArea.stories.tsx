import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Content', placeholder: 'Write your truth...' },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.type(area, 'Today I planted basil.{Enter}It smelled like summer.');
    await expect(area).toHaveValue('Today I planted basil.\nIt smelled like summer.');
  },
};

/** The journal's live character count, without a limit. */
export const WithCount: Story = {
  args: { showCount: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Content' });
    await expect(canvas.getByText('0 characters')).toBeVisible();
    await userEvent.type(area, 'Grateful');
    await expect(canvas.getByText('8 characters')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('8 characters');
  },
};

/** With `maxLength` the count reads "used / limit" and the browser stops input at the limit. */
export const WithLimit: Story = {
  args: {
    showCount: true,
    maxLength: 280,
    label: 'Bio',
    placeholder: 'Saving your bio is coming soon.',
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bio' }), 'Gardener and cook.');
    await expect(canvas.getByText('18 / 280')).toBeVisible();
  },
};

/**
 * Near the limit the count turns amber and screen readers hear it once (politely), not on every
 * keystroke; the count itself describes the text area.
 */
export const NearLimit: Story = {
  args: {
    showCount: true,
    maxLength: 40,
    label: 'Mantra',
    defaultValue: 'I grow with patience and ',
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mantra' }), 'love.');
    await expect(canvas.getByText('30 / 40')).toBeVisible();
    await expect(canvas.getByText('Near the limit of 40 characters.')).toBeInTheDocument();
  },
};

export const AtLimit: Story = {
  args: { showCount: true, maxLength: 24, label: 'Mantra', defaultValue: 'I grow with patience.' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Mantra' });
    await userEvent.type(area, ' Always!');
    await expect(area).toHaveValue('I grow with patience. Al');
    await expect(canvas.getByText('24 / 24')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Ingredients',
    hint: 'Separate ingredients with commas.',
    placeholder: 'rice, lentils, onion',
  },
};

export const WithError: Story = {
  args: { label: 'Comment', error: 'Please write a comment before posting.', required: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleErrorMessage('Please write a comment before posting.');
  },
};

export const Disabled: Story = {
  args: { label: 'Bio', disabled: true, defaultValue: 'Saving your bio is coming soon.' },
};
