/**
 * A post or comment is plain text (never HTML): it is shown as text, keeping its paragraphs (a
 * blank line between them) and its line breaks inside a paragraph.
 */

/**
 * The paragraphs of a text, each as its lines: Windows and old Mac line ends count as line ends,
 * lines of only spaces separate paragraphs like empty ones, trailing spaces of a line go, and
 * leading or trailing blank lines make no empty paragraph.
 *
 * `paragraphsOf('One\ntwo\n\nThree')` → `[['One', 'two'], ['Three']]`
 */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trimEnd())
        .filter(
          (line, index, lines) => !(line === '' && (index === 0 || index === lines.length - 1)),
        ),
    )
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}
