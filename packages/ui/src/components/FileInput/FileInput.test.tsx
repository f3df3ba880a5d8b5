import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput';

describe('FileInput', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the preview only needs a stable string.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:preview-1'),
        revokeObjectURL: vi.fn(),
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows "No Image" when there is no image', () => {
    render(<FileInput label="Profile picture" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts images by default', () => {
    render(<FileInput label="Profile picture" />);
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute('accept', 'image/*');
  });

  it('shows the fallback, not the alt text, when the image fails to load', () => {
    render(
      <FileInput
        label="Profile picture"
        currentImageUrl="/gone.png"
        currentImageAlt="Your profile picture"
        imageFallback={<span>MG</span>}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Your profile picture' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('MG')).toBeInTheDocument();
  });

  it('says "No Image" for an image that fails to load when no fallback is given', () => {
    render(<FileInput label="Profile picture" currentImageUrl="/gone.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Current image' }));
    expect(screen.getByText('No Image')).toBeInTheDocument();
  });

  it('previews the current image', () => {
    render(<FileInput label="Profile picture" currentImageUrl="/me.png" />);
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/me.png');
  });

  it('calls onFileSelect with the chosen file and previews it', async () => {
    const onFileSelect = vi.fn();
    render(<FileInput label="Profile picture" onFileSelect={onFileSelect} />);
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile picture'), file);
    expect(onFileSelect).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Preview of the selected image' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.queryByText('No Image')).not.toBeInTheDocument();
  });

  it('frees the preview URL when unmounted', async () => {
    const { unmount } = render(<FileInput label="Profile picture" />);
    await userEvent.upload(
      screen.getByLabelText('Profile picture'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('shows an error through its field', () => {
    render(<FileInput label="Profile picture" error="Please choose an image." />);
    const input = screen.getByLabelText('Profile picture');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Please choose an image.');
  });
});
