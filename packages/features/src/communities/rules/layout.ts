/**
 * The community page's layout (spec 2 §2, §9; issue 16): the order of the seven sections and which
 * of them the Component Manager hides from members. Pure functions; the page and the Admin Panel
 * use them, and the server stores what they produce.
 */
import type { CommunityRole, CommunitySection } from '@wegrow/api';
import { DEFAULT_COMMUNITY_LAYOUT } from '@wegrow/contract/communities';
import { isCommunityAdmin } from './roles';

/** The default section order (spec 2 §9), for a community without a stored layout: the contract's. */
export const DEFAULT_SECTION_ORDER: readonly CommunitySection[] = DEFAULT_COMMUNITY_LAYOUT;

const KNOWN = new Set<string>(DEFAULT_SECTION_ORDER);

/**
 * A complete order: each known key of `layout` once, in its order, then any missing key in the
 * default order. The server always sends all seven; this keeps the page whole regardless.
 */
export function completeLayout(layout: readonly string[] | undefined): CommunitySection[] {
  const seen = new Set<CommunitySection>();
  for (const key of layout ?? []) {
    if (KNOWN.has(key)) seen.add(key as CommunitySection);
  }
  for (const key of DEFAULT_SECTION_ORDER) seen.add(key);
  return [...seen];
}

export type Direction = 'up' | 'down';

/** The order with `key` moved one place up or down (unchanged at either end or if absent). */
export function moveSection(
  layout: readonly CommunitySection[],
  key: CommunitySection,
  direction: Direction,
): CommunitySection[] {
  const from = layout.indexOf(key);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= layout.length) return [...layout];
  const next = [...layout];
  next[from] = next[to] as CommunitySection;
  next[to] = key;
  return next;
}

/** Whether `key` can move in `direction` in `layout`. */
export function canMove(
  layout: readonly CommunitySection[],
  key: CommunitySection,
  direction: Direction,
): boolean {
  const at = layout.indexOf(key);
  return at >= 0 && (direction === 'up' ? at > 0 : at < layout.length - 1);
}

/** Two orders (or two sets of hidden keys, compared in order) are the same. */
export function sameSections(
  a: readonly CommunitySection[],
  b: readonly CommunitySection[],
): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/**
 * The hidden sections with `key` shown (`hidden` false) or hidden (true), kept in the layout's
 * order so that equal choices compare equal.
 */
export function setHidden(
  layout: readonly CommunitySection[],
  hidden: readonly CommunitySection[],
  key: CommunitySection,
  hide: boolean,
): CommunitySection[] {
  const next = new Set(hidden);
  if (hide) next.add(key);
  else next.delete(key);
  return layout.filter((section) => next.has(section));
}

/** A section of the page as one viewer sees it. */
export interface ShownSection {
  key: CommunitySection;
  /** Hidden from members (only admins see it, marked hidden). */
  hidden: boolean;
}

/**
 * The sections the page shows `role`, in the layout's order: every section for admins (the hidden
 * ones marked), the sections not hidden for members.
 */
export function shownSections(
  layout: readonly CommunitySection[],
  hidden: readonly CommunitySection[],
  role: CommunityRole,
): ShownSection[] {
  const hiddenSet = new Set(hidden);
  const all = completeLayout(layout).map((key) => ({ key, hidden: hiddenSet.has(key) }));
  return isCommunityAdmin(role) ? all : all.filter((section) => !section.hidden);
}
