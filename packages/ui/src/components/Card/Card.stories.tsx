import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { CountPill } from '../CountPill';
import { Card, cardPaddings, cardVariants } from './Card';

const meta = {
  title: 'Data/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Riverside Gardens',
    children: (
      <p style={{ margin: 0 }}>
        A community garden on the old mill site. Shared beds, a seed library and Saturday work
        mornings.
      </p>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};

export const WithHeaderAndFooter: Story = {
  args: {
    header: <CountPill count={2} label={(n) => `${n} new posts`} />,
    footer: (
      <>
        <Button size="sm">Join</Button>
        <Button size="sm" variant="ghost">
          Details
        </Button>
      </>
    ),
  },
};

export const Outlined: Story = { args: { variant: 'outlined' } };
export const Sunken: Story = { args: { variant: 'sunken', padding: 'sm' } };
export const Untitled: Story = { args: { title: undefined, padding: 'lg' } };

/** A whole-card link: `interactive` + `asChild` with an anchor. */
export const InteractiveLink: Story = {
  render: (args) => (
    <Card {...args} interactive asChild title="🌱 Farm Game">
      <a href="#farmgame">An idle farm: plant, water and grow to 100 seeds.</a>
    </Card>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Farm Game/ });
    await expect(link).toHaveAttribute('href', '#farmgame');
    await expect(canvas.getByRole('heading', { name: '🌱 Farm Game' })).toBeVisible();
  },
};

/** Cards side by side at 320 px stack their footer actions. */
export const Narrow: Story = {
  args: {
    footer: (
      <>
        <Button size="sm">Join</Button>
        <Button size="sm" variant="secondary">
          Share
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};
