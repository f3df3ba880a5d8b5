/**
 * The blog's rules shared by the screens and the server: the list's excerpt of a post (spec 2 §9),
 * also the description of a post's page (the site's head in the browser, the server's first HTML).
 */

/** How many characters of a post the blog list shows (spec 2 §9). */
export const BLOG_EXCERPT_LENGTH = 100;

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The user-perceived characters of a text (an emoji with its modifiers is one). */
function splitGraphemes(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (part) => part.segment) : Array.from(text);
}

/**
 * The blog list's excerpt of a post: its text on one line (line breaks and runs of spaces become
 * one space), and when that is longer than `max` characters, at most `max` of them followed by
 * "…". Characters are what a reader sees (an emoji with its skin tone or a flag is one, never cut
 * in half), and the cut goes back to the end of the last whole word when it would fall inside one
 * (a single word longer than `max` is cut at `max`).
 *
 * `excerpt('Forty neighbours, six raised beds', 20)` → `'Forty neighbours,…'`
 */
export function excerpt(content: string, max: number = BLOG_EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const chars = splitGraphemes(text);
  if (chars.length <= max) return text;
  let cut = max;
  // Inside a word when the first character left out is not a space: back to the last space.
  if (chars[max] !== ' ') {
    const lastSpace = chars.lastIndexOf(' ', max - 1);
    if (lastSpace > 0) cut = lastSpace;
  }
  return `${chars.slice(0, cut).join('').trimEnd()}…`;
}
