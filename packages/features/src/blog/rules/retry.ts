import { toApiError } from '@wegrow/api';

/**
 * Whether a failed load of a post (or its comments) is asked again: once, like every load of the
 * site, but never when the server said the post does not exist (404) — it will not appear, and
 * "Error loading post." should not wait for a second answer.
 */
export function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && toApiError(error).status !== 404;
}
