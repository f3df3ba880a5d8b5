/**
 * A project's links (spec 2 §2, §3): the edit form's list of rows (add, change, remove), what is
 * sent, and which rows the server's refusal is about.
 */

/** The longest link the contract accepts. */
export const LINK_MAX_LENGTH = 2048;

/**
 * The contract's `ProjectLink` rule (openapi.yaml), which the server applies: an absolute http(s)
 * address — the scheme in any case, a host (a name, or an IPv6 address in brackets; no user name
 * or password), an optional port up to 65535, then an optional path, query or fragment without
 * spaces. `javascript:`, `data:`, `//host` and relative addresses do not match. The screens use it
 * only to render links (nothing else becomes a link) and to place the server's refusal on its row;
 * the server decides. A unit test holds it to the fakes, which validate with the contract itself.
 */
const WEB_ADDRESS =
  /^[Hh][Tt][Tt][Pp][Ss]?:\/\/(\[[0-9A-Fa-f:.]+\]|[^\s/?#@:[\]\\<>"'`%^|]+)(:([0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?([/?#]\S*)?$/u;

/** An absolute http:// or https:// address the server would keep (see {@link WEB_ADDRESS}). */
export function isWebAddress(text: string): boolean {
  return text.length <= LINK_MAX_LENGTH && WEB_ADDRESS.test(text);
}

/** One row of the links editor: a stable key (for React and for errors) and the text typed. */
export interface LinkRow {
  readonly key: number;
  readonly value: string;
}

/** The rows of a saved list of links, in order. */
export function linkRowsOf(links: readonly string[]): LinkRow[] {
  return links.map((value, index) => ({ key: index + 1, value }));
}

/** The list with a new, empty row at the end (its key is new to the list). */
export function addLinkRow(rows: readonly LinkRow[]): LinkRow[] {
  const key = rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return [...rows, { key, value: '' }];
}

/** The list without the row `key`. */
export function removeLinkRow(rows: readonly LinkRow[], key: number): LinkRow[] {
  return rows.filter((row) => row.key !== key);
}

/** The list with the row `key` now reading `value`. */
export function changeLinkRow(rows: readonly LinkRow[], key: number, value: string): LinkRow[] {
  return rows.map((row) => (row.key === key ? { key, value } : row));
}

/** What is sent: each row's text trimmed, empty rows left out, in order. */
export function linksToSave(rows: readonly LinkRow[]): string[] {
  return rows.map((row) => row.value.trim()).filter((link) => link !== '');
}

/** The keys of the rows that will be sent but are not web addresses (in order). */
export function refusedLinkRows(rows: readonly LinkRow[]): number[] {
  return rows
    .filter((row) => {
      const link = row.value.trim();
      return link !== '' && !isWebAddress(link);
    })
    .map((row) => row.key);
}
