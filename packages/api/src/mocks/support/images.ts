/**
 * The image uploads of the fakes (profile pictures and blog covers), as the server's shared image
 * pipeline takes them (apps/server/src/domains/platform/images.ts).
 */

/** The largest upload, the same for profile pictures and covers. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The image type told by the file's first bytes, as the server tells it. */
export function imageTypeOf(bytes: Uint8Array): string | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
