import type { UserRef } from '@wegrow/api';

/** Who is looking at the forum: the session's user id (null for a visitor). */
export interface ForumViewer {
  userId: number | null;
}

/**
 * Whether the viewer is the forum admin (spec 3 §6: "one fixed admin account"): the account the
 * server names in `GET /forum/admin` (the one with its `FORUM_ADMIN_EMAIL`); `adminId` is null
 * while there is none or while the answer is on its way.
 */
export function isForumAdmin(viewer: ForumViewer, adminId: number | null): boolean {
  return viewer.userId !== null && adminId !== null && viewer.userId === adminId;
}

/**
 * Whether Delete is shown on a talk or a comment: to its author and to the forum admin (spec 3
 * §6). The server checks again on every call (403 for anyone else).
 */
export function canDelete(
  item: { user_id: number },
  viewer: ForumViewer,
  adminId: number | null,
): boolean {
  if (viewer.userId === null) return false;
  return item.user_id === viewer.userId || isForumAdmin(viewer, adminId);
}

/** A talk's or comment's text worth sending: not empty or only spaces (spec 3 §5: ignored). */
export function postableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** What an author is called: their username, or a stand-in while they have none. */
export function forumAuthorName(author: Pick<UserRef, 'username'>): string {
  return author.username?.trim() || 'A WeGrow member';
}
