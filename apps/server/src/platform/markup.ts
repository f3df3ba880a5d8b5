/** Escaping text for markup the server writes itself (the Atom feed, the site's page heads). */

/** Every character XML 1.0 forbids (its `Char` production), as code points. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for XML or HTML content or a quoted attribute: the special characters escaped, the
 * characters XML forbids left out.
 */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
