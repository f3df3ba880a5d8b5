/**
 * Security headers on every answer (helmet's): the site's Content-Security-Policy,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: DENY` and helmet's other defaults; HSTS only on answers served over https.
 * The API reference (/api/docs, Swagger UI) has its own policy, `DOCS_CSP`.
 *
 * Styles: the site's CSS comes from files ('self'). React applies `style` props through the CSSOM,
 * which CSP does not govern, so no inline style attribute is needed (`style-src-attr 'none'`).
 * Radix's overlays put `<style>` elements into the page (react-remove-scroll-bar's scroll lock under
 * Dialog, AlertDialog, DropdownMenu and Select, and Select's viewport), whose text changes with the
 * scrollbar width, so they cannot be hashed: `style-src-elem` allows inline `<style>` elements.
 * Scripts never run inline except the ones index.html carries, each allowed by its SHA-256 hash.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** `Strict-Transport-Security` on https answers: one year, subdomains included (helmet's default). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Directives as helmet takes them: a name and its sources. */
export type CspDirectives = Record<string, string[]>;

/** The site's policy (before the inline scripts' hashes and CSP_EXTRA are added). */
export function siteCspDirectives(inlineScriptHashes: readonly string[]): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The tarot page's live stream (/tarot): YouTube's privacy-enhanced player, framed only after
    // the visitor asks for it. Another player (VITE_TAROT_STREAM_URL) needs CSP_EXTRA=frame-src ….
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
  };
}

/**
 * Swagger UI's policy (/api/docs): its scripts and style sheets are files of @fastify/swagger-ui,
 * its icons data: URIs; it runs no inline script, but puts a `<style>` element into the page.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "style-src-attr 'none'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

/** `sha256-<base64>` of a script's text, as a CSP source expression takes it (without quotes). */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The text of each inline `<script>` (no `src`) of an HTML document, exactly as written between the
 * tags, which is what the browser hashes. Comments are skipped.
 */
export function inlineScripts(html: string): string[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts: string[] = [];
  for (const match of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** Adds CSP_EXTRA's sources to the directives (never removing any). */
export function withExtraSources(
  directives: CspDirectives,
  extra: Readonly<Record<string, readonly string[]>>,
): CspDirectives {
  const merged: CspDirectives = { ...directives };
  for (const [name, sources] of Object.entries(extra)) {
    const current = merged[name] ?? merged['default-src'] ?? [];
    merged[name] = [...current, ...sources.filter((source) => !current.includes(source))];
  }
  return merged;
}

/** Renders directives as a header value. */
export function renderCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The headers helmet sets for these options, worked out once. Helmet renders its
 * Content-Security-Policy again on every request (a directive may be a function of the request;
 * ours are not), which cost 7 % of a signed-in read under load (docs/performance.md): the headers
 * are the same for every answer, so they are computed by running helmet once.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/**
 * Registers the headers on the root instance, before any route, so every answer has them: the API's
 * (errors included), the site's files and its fallback, and 404s.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  directives: CspDirectives,
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Set below, on https answers only.
    strictTransportSecurity: false,
  });
  // request.protocol is 'https' for a TLS connection, or behind a trusted proxy (TRUST_PROXY) that
  // says X-Forwarded-Proto: https. Over plain http the header would be meaningless (and ignored).
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
}
