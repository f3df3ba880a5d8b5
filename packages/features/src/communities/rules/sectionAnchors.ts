import type { CommunitySection } from '@wegrow/api';

/**
 * The Admin Panel's reports (issue 33): an admin's inbox notice of a report links to
 * `/communities/{id}#reports` (the contract's `reportsPath`); opened at that address, the page opens
 * the Admin Panel and brings its reports into view.
 */

/** The id of the Admin Panel's reports part, the hash the notice's link ends with. */
export const REPORTS_ANCHOR = 'reports';

/** Whether the address's hash (`location.hash`, with or without its `#`) asks for the reports. */
export function asksForReports(hash: string): boolean {
  // A malformed escape (`#%E0%A4%A`) names no part of the page.
  return anchorOf(hash) === REPORTS_ANCHOR;
}

/**
 * The address of each section of a community page (`/communities/{id}#events`): the page shows
 * one section at a time (issue 44), and its hash says which, so a link, a reload and Back open it.
 */
export const SECTION_ANCHORS: Readonly<Record<CommunitySection, string>> = {
  goals: 'goals',
  chat: 'chat',
  resources: 'resources',
  events: 'events',
  members: 'members',
  admin: 'admin',
  component_manager: 'layout',
};

/** The hash's name, decoded (`#%72eports` → `reports`), or null when it names nothing. */
function anchorOf(hash: string): string | null {
  const name = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(name);
  } catch {
    return null;
  }
}

/**
 * The section the address's hash opens among `shown` (in the layout's order): the one it names,
 * the Admin Panel for `#reports` (when shown), else the first. Undefined when none is shown.
 */
export function sectionForHash(
  hash: string,
  shown: readonly CommunitySection[],
): CommunitySection | undefined {
  const anchor = anchorOf(hash);
  const named =
    anchor === REPORTS_ANCHOR
      ? 'admin'
      : shown.find((section) => SECTION_ANCHORS[section] === anchor);
  return named !== undefined && shown.includes(named) ? named : shown[0];
}
