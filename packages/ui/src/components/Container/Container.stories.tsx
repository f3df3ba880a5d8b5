import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Container, containerPaddings, containerSizes } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    size: 'md',
    paddingY: 'lg',
    children: (
      <Stack align="stretch" gap="3">
        <Heading level={1}>Reset Your Password</Heading>
        <Text tone="secondary">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: containerSizes },
    paddingY: { control: 'inline-radio', options: containerPaddings },
    as: { control: false },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each size's maximum width, centred on the page. */
export const Sizes: Story = {
  render: (args) => (
    <Stack align="stretch" gap="3">
      {containerSizes.map((size) => (
        <Container key={size} {...args} size={size} paddingY="none">
          <Box padding="3" background="sunken" radius="md">
            <Text size="sm">size=&quot;{size}&quot;</Text>
          </Box>
        </Container>
      ))}
    </Stack>
  ),
};

export const AsMain: Story = {
  args: { as: 'main', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Reset Your Password' }),
    );
  },
};
