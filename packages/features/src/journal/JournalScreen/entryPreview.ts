/**
 * The first lines of an entry, shown in Past Entries before "Show entry" (issue 45): its text with
 * the Markdown marks left out, the first few lines, cut at a word with an ellipsis when long.
 */

/** At most this many characters of the entry. */
export const PREVIEW_CHARACTERS = 240;

/** At most this many of its lines. */
export const PREVIEW_LINES = 3;

function plain(line: string): string {
  return line
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|\W)[*_](\S[^*_]*\S|\S)[*_](?=\W|$)/g, '$1$2')
    .trim();
}

/** The entry's first lines as plain text. */
export function previewOf(content: string): string {
  const lines = content
    .split('\n')
    .map(plain)
    .filter((line) => line !== '' && !/^(?:[-*_]\s*){3,}$/.test(line))
    .slice(0, PREVIEW_LINES);
  const text = lines.join('\n');
  if (Array.from(text).length <= PREVIEW_CHARACTERS) return text;
  const cut = Array.from(text).slice(0, PREVIEW_CHARACTERS).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > PREVIEW_CHARACTERS / 2 ? atWord : cut}…`;
}
