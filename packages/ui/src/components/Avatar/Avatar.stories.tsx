import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

/** A small drawn landscape (no network in stories). */
const picture = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#cfe3c4"/><circle cx="56" cy="24" r="10" fill="#f3c567"/><path d="M0 58 Q20 40 40 54 T80 50 V80 H0z" fill="#5d8f4e"/><path d="M0 68 Q24 56 48 66 T80 64 V80 H0z" fill="#2f6b32"/></svg>`,
)}`;

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Shea Green' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Shea Green' });
    await expect(avatar).toHaveTextContent('SG');
  },
};

export const WithPicture: Story = {
  args: { src: picture, name: 'Mara Fields', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Mara Fields' }).tagName).toBe('IMG'),
    );
  },
};

/** A picture that fails to load keeps the initials. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Lyra', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Lyra' })).toHaveTextContent('L');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Each name gets its own calm tone, the same every time. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {['Shea Green', 'Mara Fields', 'Lyra', 'Oak Rivers', 'Juniper Ash', 'Sol Baker'].map(
        (name) => (
          <Avatar key={name} name={name} size="lg" />
        ),
      )}
    </div>
  ),
};
