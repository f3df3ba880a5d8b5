import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Toast, toastTones } from './Toast';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

/** A page button that raises a toast, as a screen would where the old app called `alert()`. */
function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Show notification</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  subcomponents: { ToastProvider },
  tags: ['autodocs'],
  // Docs: each story in its own iframe, so an open overlay stays in its frame instead of
  // covering (and blocking) the docs page.
  parameters: { docs: { story: { inline: false, height: '260px' } } },
  args: {
    tone: 'success',
    title: 'Entry saved',
    description: 'Your journal entry was saved to your inbox.',
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  render: ({ title, description, tone }) => (
    // A long duration keeps the toast on screen for the screenshots.
    <ToastProvider duration={600_000}>
      <Trigger
        title={String(title)}
        description={description === undefined ? undefined : String(description)}
        tone={tone}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await expect(await canvas.findByText(String(args.title))).toBeVisible();
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Import failed',
    description: 'Error importing recipe: the page has no recipe on it.',
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Password reset coming soon', description: undefined },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Login required to generate grocery list.',
    description: 'Sign in, then try again.',
  },
};

/** The close button dismisses the toast; so does Escape while it has focus. */
export const Dismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByText('Entry saved')).not.toBeInTheDocument());
  },
};

/** Several toasts stack in the bottom-right corner, newest last. */
export const Stacked: Story = {
  render: () => {
    function Several() {
      const { toast } = useToast();
      return (
        <Button
          onClick={() => {
            toast({ title: 'Post created!', tone: 'success' });
            toast({
              title: 'Request sent!',
              description: 'The garden host will reply soon.',
              tone: 'info',
            });
            toast({ title: 'Sign in required to comment.', tone: 'warning' });
          }}
        >
          Show notification
        </Button>
      );
    }
    return (
      <ToastProvider duration={600_000}>
        <Several />
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await expect(await canvas.findByText('Sign in required to comment.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  },
};
