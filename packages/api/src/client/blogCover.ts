import type { ApiClient } from './createApiClient';

/**
 * `PUT /blog/{id}/cover` with the raw image as the body (PNG, JPEG or WebP, at most 2 MB), its
 * media type taken from the file. Resolves to `{ data: BlogPost }` with the new `cover`, or
 * `{ error: ApiError }` (413 too large, 415 other types, 400 not an image, 422 no alt text yet).
 */
export function uploadBlogCover(client: ApiClient, postId: number, image: Blob) {
  return client.PUT('/blog/{id}/cover', {
    params: { path: { id: postId } },
    body: image,
    bodySerializer: (body: unknown) => body,
    headers: { 'Content-Type': image.type || 'application/octet-stream' },
  });
}
