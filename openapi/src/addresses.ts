/**
 * Which network addresses the server refuses to fetch from (recipe import, and any later outbound
 * fetch): one rule, used by the server's safe fetch on every resolved address and by the MSW fakes
 * on the addresses they can judge without DNS (a literal IP or a `localhost` name in the URL).
 *
 * Only public unicast addresses pass. Everything ipaddr.js files under a special range is refused:
 * IPv4 unspecified (0/8), loopback, private (RFC 1918), link-local, shared/CGNAT (100.64/10),
 * multicast, broadcast, reserved, documentation and benchmarking ranges; IPv6 unspecified,
 * loopback, link-local, unique-local, multicast, documentation, NAT64, 6to4, Teredo and the other
 * special-purpose blocks. An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is judged as the IPv4
 * address it carries, and the deprecated IPv4-compatible block (`::/96`) is refused too.
 */
import ipaddr from 'ipaddr.js';

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * The special range an IP address belongs to (`loopback`, `private`, `linkLocal`…), `invalid` when
 * it is not an IP address, or null for a public unicast address that may be fetched from.
 */
export function forbiddenAddressRange(address: string): string | null {
  if (!isIpLiteral(address)) return 'invalid';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) return 'ipv4Compatible';
  return null;
}

/**
 * A dotted-quad IPv4 or an IPv6 address, as DNS answers and the WHATWG URL parser write them
 * (never the shorthand spellings `0x7f.1` or `2130706433`, which the URL parser has already
 * turned into `127.0.0.1`).
 */
export function isIpLiteral(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

/** A URL's hostname without the brackets of an IPv6 literal (`[::1]` → `::1`). */
export function unbracketHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/** `localhost` and its subdomains always mean this machine (RFC 6761), whatever DNS says. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * What can be said of a URL's hostname (as `new URL(…).hostname` gives it) without DNS: the
 * forbidden range of a literal address or a localhost name, or null when it is a public address
 * or a name that still has to be resolved.
 */
export function forbiddenHostRange(hostname: string): string | null {
  const host = unbracketHost(hostname);
  if (isIpLiteral(host)) return forbiddenAddressRange(host);
  if (isLocalhostName(host)) return 'loopback';
  return null;
}
