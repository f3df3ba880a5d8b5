/**
 * Look-alike usernames and reserved names (UTS #39 confusable detection), shared by the server and
 * the MSW fakes. The mapping is Unicode's confusables.txt, as the `unhomoglyph` package ships it.
 *
 * - `usernameSkeleton` is the key two names are compared by: the UTS #39 skeleton
 *   (NFD → confusables mapping → NFD) of the lower-cased NFKC name, lower-cased again. Cyrillic
 *   "е" and Latin "e" give the same key, so do "0" and "o", "1", "I" and "l", "rn" and "m". The
 *   server stores it in a column with a unique index, so two accounts can never hold look-alikes.
 * - A name is reserved when its skeleton, with the separators ('.', '_', '-', spaces) taken out,
 *   is one of the reserved names' (so "Forum_Admin", "the.blog.owner" and "аdmіn" in Cyrillic
 *   are refused) or starts with "wegrow".
 */
import unhomoglyph from 'unhomoglyph';
import { normalizeUsername, USERNAME_DETAILS, usernameShapeProblem } from './usernames';

/** Names no member may take (nor any look-alike): the platform's and its roles'. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'moderator',
  'the blog owner',
  'blog owner',
  'forum admin',
  'garden admin',
  'gardens admin',
  'operator',
  'support',
  'system',
] as const;

/** Every name that starts with this (ignoring case, separators and look-alikes) is reserved. */
export const RESERVED_USERNAME_PREFIX = 'wegrow';

/** The UTS #39 skeleton of a text: NFD, each character by its confusables prototype, NFD. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** The key two usernames are compared by (equal keys: the names look alike). */
export function usernameSkeleton(name: string): string {
  return skeleton(normalizeUsername(name).toLowerCase()).toLowerCase();
}

const SEPARATORS = /[\s._-]/gu;

function reservedKey(name: string): string {
  return usernameSkeleton(name).replace(SEPARATORS, '');
}

const RESERVED_KEYS = new Set(RESERVED_USERNAMES.map(reservedKey));
const RESERVED_PREFIX_KEY = reservedKey(RESERVED_USERNAME_PREFIX);

/** True when the name is reserved, or looks like a reserved name. */
export function isReservedUsername(name: string): boolean {
  const key = reservedKey(name);
  return RESERVED_KEYS.has(key) || key.startsWith(RESERVED_PREFIX_KEY);
}

/**
 * Why a member may not take this normalized name (see `normalizeUsername`), as the `detail` of a
 * 422, whoever holds which name: reserved first (so "WeGrow Team" is told it is reserved, not that
 * it has a space), then the allowed shape. Null when it may be taken, if no one holds a look-alike.
 */
export function usernameProblem(name: string): string | null {
  if (isReservedUsername(name)) return USERNAME_DETAILS.reserved;
  return usernameShapeProblem(name);
}
