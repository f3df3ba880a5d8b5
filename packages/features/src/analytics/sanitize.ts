import type { PageView } from './adapter';

const EMAIL = /[^\s/@?#]+@[^\s/@?#]+\.[^\s/@?#]+/;
const EMAILS = new RegExp(EMAIL.source, 'g');
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const REDACTED = 'redacted';

/** True for a segment that may be a secret: an e-mail, a JWT, or a long letters-and-digits token. */
function looksSecret(segment: string): boolean {
  if (EMAIL.test(segment) || JWT.test(segment)) return true;
  return (
    segment.length >= 24 && /^[\w-]+$/.test(segment) && /\d/.test(segment) && /[a-z]/i.test(segment)
  );
}

function redactSegment(segment: string): string {
  try {
    return looksSecret(decodeURIComponent(segment)) ? REDACTED : segment;
  } catch {
    return REDACTED;
  }
}

/**
 * The path analytics may see: no query string (it can carry `token=`, `email=`…), no hash, and any
 * segment that looks like an e-mail address or a token replaced by `redacted`.
 */
export function sanitizePath(pathOrUrl: string): string {
  const path = pathOrUrl.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0] ?? '';
  const clean = path.split('/').map(redactSegment).join('/');
  return clean.startsWith('/') ? clean : `/${clean}`;
}

/** A title analytics may see: e-mail addresses replaced (a title could name the signed-in user). */
export function sanitizeTitle(title: string): string {
  return title.replace(EMAILS, REDACTED);
}

/** The page view of a location: its sanitised path and the page's title. */
export function toPageView(pathname: string, title: string): PageView {
  return { path: sanitizePath(pathname), title: sanitizeTitle(title) };
}
