import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    title: "We couldn't load your inbox",
    message: 'Check your connection, then try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as an alert; "Try again" calls `onRetry`. */
export const WithRetry: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load your inbox");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  parameters: { visual: { busy: true } },
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const DefaultTitle: Story = {
  args: { title: undefined, message: 'The server did not answer.', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};

export const WithExtraAction: Story = {
  args: {
    title: 'This community could not be found',
    message: 'It may have been removed by its creator.',
    action: <Button variant="ghost">Back to Communities</Button>,
  },
};
