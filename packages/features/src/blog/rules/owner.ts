import type { BlogOwner, UserRef } from '@wegrow/api';

/**
 * Whether the signed-in user owns the blog (spec 2 §6): the owner's id from `GET /blog/owner`
 * compared with the session's user id. Only the owner sees Edit, Delete and Delete Comment; the
 * server refuses everyone else anyway (403).
 */
export function isBlogOwner(owner: BlogOwner | undefined, userId: number | null): boolean {
  return owner !== undefined && owner.id !== null && userId !== null && owner.id === userId;
}

/** What a comment's author is called: their username, or a stand-in while they have none. */
export function authorName(author: Pick<UserRef, 'username'>): string {
  return author.username?.trim() || 'A WeGrow member';
}
