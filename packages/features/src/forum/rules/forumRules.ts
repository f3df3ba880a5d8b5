import type { ForumSort, ForumThread, UserRef } from '@wegrow/api';
import { markdownPlainText } from '@wegrow/ui';

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

/**
 * Whether Report is shown on a talk or a comment (issue 33): to a signed-in viewer, on what
 * someone else wrote (the server refuses a report of one's own content too).
 */
export function canReport(item: { user_id: number }, viewer: ForumViewer): boolean {
  return viewer.userId !== null && item.user_id !== viewer.userId;
}

/**
 * The open talk's id from the address's `talk` parameter (`/WeTalk?talk=12`); null when there is
 * none or it is not a whole number from 1 to 2147483647 (then the list shows).
 */
export function talkIdOf(param: string | null): number | null {
  if (param === null || !/^[1-9][0-9]{0,9}$/u.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
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

/** The longest excerpt of a talk's text in the list, in characters (the whole text is 5,000). */
export const TALK_EXCERPT_MAX = 200;
/** The longest title shown in the list, in characters (a first line may be a whole paragraph). */
export const TALK_TITLE_MAX = 120;

/** `text` cut to at most `max` characters, at a word when one ends near, with an ellipsis. */
function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** A talk's (or title's) lines as plain text: Markdown stripped, trimmed, blank ones dropped. */
const linesOf = (text: string) => {
  const plain = markdownPlainText(text);
  return plain === '' ? [] : plain.split('\n');
};

/**
 * What the list calls a talk (issue 33): its title, or its first line (as plain text, without its
 * Markdown) when it has none, cut to TALK_TITLE_MAX characters.
 */
export function talkTitle(talk: Pick<ForumThread, 'title' | 'text'>): string {
  const title = talk.title?.trim() || linesOf(talk.text)[0] || '';
  return cut(title, TALK_TITLE_MAX);
}

/**
 * The list's excerpt of a talk: its text as plain text (Markdown stripped; after the first line
 * when that is the title), its lines joined, cut at a word to TALK_EXCERPT_MAX characters with
 * "…"; empty when nothing is left. Never the whole of a long talk.
 */
export function talkExcerpt(talk: Pick<ForumThread, 'title' | 'text'>): string {
  const lines = linesOf(talk.text);
  const rest = talk.title?.trim() ? lines : lines.slice(1);
  return cut(rest.join(' '), TALK_EXCERPT_MAX);
}

/** The day a talk was started, as the list shows it ("3 Jan 2026"), in UTC so every reader agrees. */
export function talkDate(createdAt: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(createdAt));
}

/** "3 Jan 2026, 20:30 UTC": when a comment was written or something was edited. */
export function talkTime(at: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(at));
  return `${time} UTC`;
}

/**
 * Whether Edit is shown on a talk: to its author and to the forum admin (as Delete); on a comment:
 * to its author only (issue 44). The server checks again (403 for anyone else).
 */
export function canEditTalk(
  talk: { user_id: number },
  viewer: ForumViewer,
  adminId: number | null,
): boolean {
  return canDelete(talk, viewer, adminId);
}

export function canEditComment(comment: { user_id: number }, viewer: ForumViewer): boolean {
  return viewer.userId !== null && comment.user_id === viewer.userId;
}

/** The list's order from the address's `sort` (`/WeTalk?sort=top`); anything else is `latest`. */
export function talkSortOf(value: string | null): ForumSort {
  return value === 'top' ? 'top' : 'latest';
}

/**
 * The open talk's heading (issue 33): its title when it has one, else "Talk by maya" (an untitled
 * talk's first line is in its text, right below).
 */
export function openTalkHeading(
  talk: Pick<ForumThread, 'title'> & { author: Pick<UserRef, 'username'> },
): string {
  return talk.title?.trim() || `Talk by ${forumAuthorName(talk.author)}`;
}

/**
 * The list's category filter from the address (`/WeTalk?category=3`, issue 44): a category's id,
 * `none` for the uncategorised talks, or null (every talk) for anything else.
 */
export function talkCategoryOf(value: string | null): string | null {
  if (value === 'none') return 'none';
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? value : null;
}

/** The list's page from the address (`&page=2`): a whole number from 1 (else 1). */
export function talkPageOf(value: string | null): number {
  if (value === null || !/^[1-9][0-9]{0,3}$/.test(value)) return 1;
  return Number(value);
}

/** Who may manage categories and move talks (issue 44): the forum admin; the server checks again. */
export const canManageCategories = isForumAdmin;

/** The design-system tone of a category's colour (its chip's soft background and text). */
export function categoryTone(
  colour: 'green' | 'blue' | 'amber' | 'red' | 'grey',
): 'accent' | 'info' | 'warning' | 'danger' | null {
  switch (colour) {
    case 'green':
      return 'accent';
    case 'blue':
      return 'info';
    case 'amber':
      return 'warning';
    case 'red':
      return 'danger';
    case 'grey':
      return null;
  }
}
