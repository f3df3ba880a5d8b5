import { describe, expect, it } from 'vitest';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  avatarProblemMessage,
  checkAvatarFile,
  formatFileSize,
} from './avatarFile';

describe('checkAvatarFile', () => {
  it('accepts PNG, JPEG and WebP pictures up to 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 500_000 })).toBeNull();
    expect(checkAvatarFile({ type: 'IMAGE/WEBP', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses a picture over 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('too-large');
  });

  it('tells other images apart from files that are not images', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('unsupported-image');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('unsupported-image');
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toBe('not-an-image');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('not-an-image');
  });

  it('refuses an empty file', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('checks the type before the size', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: AVATAR_MAX_BYTES * 2 })).toBe(
      'not-an-image',
    );
  });
});

describe('formatFileSize', () => {
  it('reads as kilobytes below a megabyte and megabytes above', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatFileSize(3.45 * 1024 * 1024)).toBe('3.5 MB');
  });
});

describe('avatarProblemMessage', () => {
  it('names the size of a picture that is too large', () => {
    expect(avatarProblemMessage('too-large', { type: 'image/png', size: 3 * 1024 * 1024 })).toBe(
      'That picture is 3 MB, over the 2 MB limit. Choose a smaller one.',
    );
  });

  it('says which files are accepted', () => {
    expect(avatarProblemMessage('not-an-image', { type: 'text/plain', size: 3 })).toBe(
      'That file is not an image. Choose a PNG, JPEG or WebP picture of at most 2 MB.',
    );
  });
});

it('offers only the accepted types in the file dialog', () => {
  expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg,image/webp');
});
