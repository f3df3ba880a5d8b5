/**
 * The client-side checks of a new profile picture, the same limits the server enforces on
 * `PUT /auth/account/me/avatar` (PNG, JPEG or WebP, at most 2 MB), so a wrong file is refused at
 * once instead of after its upload.
 */

/** The largest picture the server accepts: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The image types the server accepts. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The file picker's `accept`: the accepted types, so the system dialog offers only those. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** Why a picked file cannot be a profile picture. */
export type AvatarFileProblem = 'empty' | 'not-an-image' | 'unsupported-image' | 'too-large';

/** What the checks read of a file (a `File` or `Blob` has both). */
export interface AvatarFileFacts {
  /** The media type, e.g. `image/png`; empty when the browser could not tell. */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
}

function isAcceptedType(type: string): boolean {
  return (AVATAR_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** The first reason the file cannot be uploaded as a profile picture, or null when it can. */
export function checkAvatarFile(file: AvatarFileFacts): AvatarFileProblem | null {
  const type = file.type.toLowerCase();
  if (!isAcceptedType(type))
    return type.startsWith('image/') ? 'unsupported-image' : 'not-an-image';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'too-large';
  return null;
}

/** A size as people read it: "512 KB", "3.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toFixed(1).replace(/\.0$/, '')} MB`;
}

const CHOOSE = 'Choose a PNG, JPEG or WebP picture of at most 2 MB.';

/** The message shown under the picker for a refused file. */
export function avatarProblemMessage(problem: AvatarFileProblem, file: AvatarFileFacts): string {
  switch (problem) {
    case 'empty':
      return `That file is empty. ${CHOOSE}`;
    case 'not-an-image':
      return `That file is not an image. ${CHOOSE}`;
    case 'unsupported-image':
      return `That type of image is not supported. ${CHOOSE}`;
    case 'too-large':
      return `That picture is ${formatFileSize(file.size)}, over the 2 MB limit. Choose a smaller one.`;
  }
}
