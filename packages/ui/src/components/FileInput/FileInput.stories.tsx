import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { FileInput } from './FileInput';

/** A small self-contained picture (no network): a sun over green hills. */
const hills = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#cfe6f5"/><circle cx="68" cy="30" r="12" fill="#f4c542"/><path d="M0 70 Q24 48 48 66 T96 60 V96 H0z" fill="#5f9e57"/><path d="M0 82 Q30 66 60 80 T96 76 V96 H0z" fill="#2f6b32"/></svg>`;
const hillsUrl = `data:image/svg+xml,${encodeURIComponent(hills)}`;

const sprout = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f3e9d2"/><path d="M48 80 V48" stroke="#2f6b32" stroke-width="5"/><path d="M48 52 C30 52 24 38 26 30 C40 30 48 40 48 52z" fill="#5f9e57"/><path d="M48 46 C60 46 70 36 70 26 C58 26 48 34 48 46z" fill="#3f8440"/><rect x="20" y="78" width="56" height="10" rx="4" fill="#8a5a2b"/></svg>`;

/** An address that answers, but not with an image: the browser cannot show it. */
const brokenUrl = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: { label: 'Profile picture', onFileSelect: fn() },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the preview says "No Image". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Image')).toBeVisible();
    await expect(canvas.getByLabelText('Profile picture')).toHaveAttribute('accept', 'image/*');
  },
};

export const WithCurrentImage: Story = {
  args: { currentImageUrl: hillsUrl, currentImageAlt: 'Your current profile picture' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Your current profile picture' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

/** Choosing a file previews it and hands it to `onFileSelect`. */
export const ChoosingAFile: Story = {
  play: async ({ canvas, args }) => {
    const file = new File([sprout], 'sprout.svg', { type: 'image/svg+xml' });
    const input = canvas.getByLabelText<HTMLInputElement>('Profile picture');
    // A real FileList (as the file dialog gives), so the browser also shows the file's name.
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.onFileSelect).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'Preview of the selected image' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.queryByText('No Image')).not.toBeInTheDocument();
  },
};

export const WithHint: Story = { args: { hint: 'A square JPG or PNG works best.' } };

export const WithError: Story = {
  args: { error: 'That file is not an image. Please choose a JPG, PNG or GIF.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Profile picture');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage(
      'That file is not an image. Please choose a JPG, PNG or GIF.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Profile picture')).toBeDisabled();
  },
};

/**
 * The saved picture cannot be loaded (moved, corrupt): the fallback shows instead, here the
 * person's initials, never the browser's broken-image icon with its alt text.
 */
export const ImageFailsToLoad: Story = {
  args: {
    currentImageUrl: brokenUrl,
    currentImageAlt: 'Your profile picture',
    imageFallback: <Avatar name="Maya Green" size="xl" alt="Your initials" />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Your initials' })).toHaveTextContent('MG');
    await expect(
      canvas.queryByRole('img', { name: 'Your profile picture' }),
    ).not.toBeInTheDocument();
  },
};

/** Without a fallback, a picture that cannot be loaded shows "No Image". */
export const ImageFailsWithoutFallback: Story = {
  args: { currentImageUrl: brokenUrl, currentImageAlt: 'Your profile picture' },
  // Pixel for pixel the Empty story: this one proves the broken picture gives way, not a look.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Image')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
