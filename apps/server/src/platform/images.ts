/**
 * The image pipeline of every upload (profile pictures, blog covers): the type told by the bytes,
 * decoded a few at a time, re-encoded without metadata and fitted to a size.
 */
import sharp, { type Metadata } from 'sharp';
import { ConcurrencyGate } from './concurrency-gate';
import { badRequest } from './errors';

/** Image types accepted as profile pictures. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** At most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Stored pictures fit within 512 × 512 (smaller ones are not enlarged). */
export const AVATAR_MAX_SIDE = 512;
/**
 * At most 36 megapixels (6000 × 6000) decoded: 2 MB of well-compressed pixels can hold far more,
 * and decoding them would take that much memory.
 */
export const AVATAR_MAX_INPUT_PIXELS = 6000 * 6000;

export const IMAGE_MESSAGES = {
  notAnImage: 'The file is not a PNG, JPEG or WebP image.',
  tooManyPixels: `The image must be at most ${AVATAR_MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  busy: 'Many pictures are being processed right now. Please try again in a moment.',
} as const;

/** Pictures decoded at once in one process (a 36-megapixel one takes about 150 MB while it is). */
export const AVATAR_DECODES_AT_ONCE = 2;
/** Uploads waiting for a decode; one more is refused (429) rather than held in memory. */
export const AVATAR_DECODES_WAITING = 8;
/** Retry-After of that 429, in seconds (a decode takes about a second). */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The process's avatar decodes (16 concurrent 36-megapixel uploads once took 19 s and 1 GB). */
export const avatarDecodes = new ConcurrencyGate(AVATAR_DECODES_AT_ONCE, AVATAR_DECODES_WAITING, {
  detail: IMAGE_MESSAGES.busy,
  retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type told by the file's first bytes (its "magic number"), whatever it claims to be. */
export function detectImageType(bytes: Uint8Array): AvatarType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return 'image/webp';
  return undefined;
}

/** libvips' name of each accepted type. */
const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

// Each upload is decoded once: libvips' operation cache would only hold on to memory.
sharp.cache(false);

/** What the pipeline gives back: the re-encoded image, its type and its size in pixels. */
export interface NormalizedImage {
  contentType: AvatarType;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded picture and encodes it again in its own format: turned upright by its EXIF
 * orientation, shrunk to fit within 512 × 512 (never enlarged), without any metadata (EXIF, GPS,
 * XMP, ICC: the pixels are converted to sRGB). A file whose bytes are not a PNG, JPEG or WebP image
 * that decodes is refused (400), as is one of more than 36 megapixels, before it is decoded. At
 * most two are decoded at once per process, eight more wait; past that the upload is refused (429).
 */
export async function normalizeAvatar(
  bytes: Buffer,
  gate: ConcurrencyGate = avatarDecodes,
): Promise<{ contentType: AvatarType; data: Buffer }> {
  const { contentType, data } = await normalizeImage(bytes, AVATAR_MAX_SIDE, gate);
  return { contentType, data };
}

/**
 * The same pipeline for any uploaded picture (a blog post's cover too), fitted within
 * `maxSide` × `maxSide`: the same checks, the same limits and the same gate of decodes.
 */
export async function normalizeImage(
  bytes: Buffer,
  maxSide: number,
  gate: ConcurrencyGate = avatarDecodes,
): Promise<NormalizedImage> {
  const contentType = detectImageType(bytes);
  if (!contentType) throw badRequest(IMAGE_MESSAGES.notAnImage);
  // Decoding takes memory and CPU in proportion to the pixels: a few at a time (see ConcurrencyGate).
  return gate.run(() => decodeAndEncode(bytes, contentType, maxSide));
}

async function decodeAndEncode(
  bytes: Buffer,
  contentType: AvatarType,
  maxSide: number,
): Promise<NormalizedImage> {
  const format = FORMATS[contentType];
  // The header first (no pixels decoded), so a picture with too many pixels gets its own answer.
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.notAnImage);
  }
  if (header.format !== format) throw badRequest(IMAGE_MESSAGES.notAnImage);
  if (header.width * header.height > AVATAR_MAX_INPUT_PIXELS)
    throw badRequest(IMAGE_MESSAGES.tooManyPixels);

  // Only the first frame of an animation; warnings (a truncated file) count as errors.
  const image = sharp(bytes, {
    limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
    failOn: 'warning',
    pages: 1,
  });
  const fitted = image.autoOrient().resize({
    width: maxSide,
    height: maxSide,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded =
    format === 'png'
      ? fitted.png({ compressionLevel: 9 })
      : format === 'jpeg'
        ? fitted.jpeg({ quality: 85, mozjpeg: true })
        : fitted.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType, data, width: info.width, height: info.height };
  } catch {
    throw badRequest(IMAGE_MESSAGES.notAnImage);
  }
}
