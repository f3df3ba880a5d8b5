import type { UserRef } from '@wegrow/api';

/**
 * The forum admin's e-mail when the site is not told otherwise: the server's default
 * `FORUM_ADMIN_EMAIL`. The site reads `VITE_FORUM_ADMIN_EMAIL` (set it to the server's value).
 */
export const DEFAULT_FORUM_ADMIN_EMAIL = 'admin@wegrow.local';

/** Who is looking at the forum: the session's user id and e-mail (null for a visitor). */
export interface ForumViewer {
  userId: number | null;
  userEmail: string | null;
}

/**
 * Whether the viewer is the forum admin, as the server decides it: the account's e-mail equals
 * the admin's, ignoring case and surrounding spaces (spec 3 §6: "one fixed admin account").
 */
export function isForumAdmin(viewer: ForumViewer, adminEmail: string): boolean {
  const admin = adminEmail.trim().toLowerCase();
  const email = viewer.userEmail?.trim().toLowerCase() ?? '';
  return viewer.userId !== null && admin !== '' && email === admin;
}

/**
 * Whether Delete is shown on a talk or a comment: to its author and to the forum admin (spec 3
 * §6). The server checks again on every call (403 for anyone else).
 */
export function canDelete(
  item: { user_id: number },
  viewer: ForumViewer,
  adminEmail: string,
): boolean {
  if (viewer.userId === null) return false;
  return item.user_id === viewer.userId || isForumAdmin(viewer, adminEmail);
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
