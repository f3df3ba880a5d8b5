const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/** Tabs and newlines, which the URL parser removes from anywhere in a URL. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
/** C0 controls and spaces, which the URL parser trims from both ends. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * Whether an `href` is safe to render as a link: `http:`, `https:` and `mailto:` URLs, and
 * relative ones (paths, `?query`, `#hash`, `//host`). Any other scheme (`javascript:`, `data:`,
 * `vbscript:`, `file:` …) is refused, however it is cased or padded.
 *
 * Browsers strip leading/trailing control characters and spaces, and drop tabs and newlines
 * anywhere in a URL, before reading its scheme (`" java\tscript:"` runs as `javascript:`), so the
 * check reads the scheme the same way.
 */
export function isSafeHref(href: string | null | undefined): href is string {
  if (typeof href !== 'string') return false;
  const normalized = href.replace(TAB_OR_NEWLINE, '').replace(EDGE_CONTROLS, '').trim();
  if (normalized === '') return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalized);
  if (!scheme) {
    // No scheme: a relative reference. Reject a colon before the first `/`, `?` or `#` that the
    // scheme pattern did not accept (e.g. `1javascript:`), since some parsers are lenient.
    const firstDelimiter = normalized.search(/[/?#]/);
    const head = firstDelimiter === -1 ? normalized : normalized.slice(0, firstDelimiter);
    return !head.includes(':');
  }
  return ALLOWED_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}
