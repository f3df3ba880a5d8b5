/**
 * The site's public address for links in answers (the blog's Atom feed, calendar addresses and the
 * iCalendar feed). PUBLIC_SITE_URL when it is set (always in production: the configuration refuses
 * to start without it). Unset (development), the address the request came to: its protocol and
 * `Host`, or `X-Forwarded-Proto` / `X-Forwarded-Host` only when TRUST_PROXY says a proxy sets them
 * (Fastify's `trustProxy`), so a link works for whoever opened the site at `http://192.168.1.20:3000`.
 * A host that is no plain `name[:port]` falls back to `http://localhost:PORT`.
 *
 * E-mails keep PUBLIC_SITE_URL (or `http://localhost:PORT`): they are written outside a request.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export type SiteUrlConfig = Pick<Config, 'publicSiteUrl' | 'publicSiteUrlSet'>;

/** The base of the site's links for this request, without a trailing slash. */
export function siteUrlOf(config: SiteUrlConfig, request: FastifyRequest): string {
  if (config.publicSiteUrlSet) return config.publicSiteUrl;
  // With trustProxy Fastify reads X-Forwarded-Proto and X-Forwarded-Host here; without, the
  // connection's own protocol and the Host header.
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host;
  if (typeof host !== 'string' || host.length > 260 || !HOST.test(host))
    return config.publicSiteUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
