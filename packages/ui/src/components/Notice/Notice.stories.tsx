import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Notice } from './Notice';
import { noticeTones } from './ToneIcon';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { tone: 'success', children: 'Check your email for a link to reset your password.' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <Notice {...args} />
    </div>
  ),
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's green message; announced politely. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Check your email for a link to reset your password.',
    );
  },
};

/** The spec's red message; announced at once. */
export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', children: 'Passwords do not match.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Sign in for full access to meal planning.' },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'You have no ingredients with quantity above 0.' },
};

export const WithTitle: Story = {
  args: {
    tone: 'success',
    title: 'Form submitted successfully!',
    children: 'A garden host will contact you within a week.',
  },
};

export const Dismissible: Story = {
  args: { tone: 'info', children: 'Saving your bio is coming soon.', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

const samples = {
  success: ['Saved!', 'Your dream was saved.'],
  error: ['Request failed', 'Error submitting form: the server did not answer.'],
  info: ['Coming soon', 'Saving your bio is coming soon.'],
  warning: ['Check your pantry', 'You have no ingredients with quantity above 0.'],
} as const;

export const AllTones: Story = {
  render: (args) => (
    <Stack align="stretch" gap="3" style={{ maxWidth: 560 }}>
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={samples[tone][0]}>
          {samples[tone][1]}
        </Notice>
      ))}
    </Stack>
  ),
};
