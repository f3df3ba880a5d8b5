import type { ApiClient } from './createApiClient';

/**
 * `PUT /auth/account/me/avatar` with the raw image as the body (PNG, JPEG or WebP, at most 2 MB),
 * its media type taken from the file. Resolves to `{ data: UserProfile }` with the new
 * `profile_pic`, or `{ error: ApiError }` (413 too large, 415 other types, 400 not an image).
 */
export function uploadMyAvatar(client: ApiClient, image: Blob) {
  return client.PUT('/auth/account/me/avatar', {
    body: image,
    bodySerializer: (body: unknown) => body,
    headers: { 'Content-Type': image.type || 'application/octet-stream' },
  });
}
