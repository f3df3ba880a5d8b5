/**
 * The Admin Panel's reports (issue 33): an admin's inbox notice of a report links to
 * `/communities/{id}#reports` (the contract's `reportsPath`); opened at that address, the page opens
 * the Admin Panel and brings its reports into view.
 */

/** The id of the Admin Panel's reports part, the hash the notice's link ends with. */
export const REPORTS_ANCHOR = 'reports';

/** Whether the address's hash (`location.hash`, with or without its `#`) asks for the reports. */
export function asksForReports(hash: string): boolean {
  const name = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(name) === REPORTS_ANCHOR;
  } catch {
    // A malformed escape (`#%E0%A4%A`) names no part of the page.
    return false;
  }
}

/**
 * The sections left closed once the page is opened at `#reports`: the Admin Panel (`admin`) is
 * opened when the reader can see it (an admin, the section shown to them), the others stay as
 * the reader left them. The same set comes back when nothing changes (no re-render).
 */
export function openForReports(
  closed: ReadonlySet<string>,
  hash: string,
  adminShown: boolean,
): ReadonlySet<string> {
  if (!adminShown || !asksForReports(hash) || !closed.has('admin')) return closed;
  const next = new Set(closed);
  next.delete('admin');
  return next;
}
