import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Type/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Grow communities rooted in love' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Grow communities rooted in love' }),
    ).toBeVisible();
  },
};

/** Each level at its natural size. */
export const Levels: Story = {
  render: (args) => (
    <Stack align="stretch" gap="3">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: Smart Journal
        </Heading>
      ))}
    </Stack>
  ),
};

/** The level is structure, the size is looks: an `h2` set at the largest size. */
export const SizeDecoupledFromLevel: Story = {
  args: { level: 2, size: '2xl', children: 'Welcome back' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack align="stretch" gap="3">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          size=&quot;{size}&quot;
        </Heading>
      ))}
    </Stack>
  ),
};

export const Accent: Story = { args: { level: 2, tone: 'accent', children: 'We Green' } };

export const Centered: Story = { args: { align: 'center', children: 'Daily Meditation Timer' } };
