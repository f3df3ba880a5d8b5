/**
 * Outbound HTTP on a user's behalf (recipe import) or an operator's (the parliament bills), guarded against
 * server-side request forgery (OWASP ASVS 5 §1.3.6, §13.2.4; GitLab's url_blocker as the bar):
 *
 * - http and https only;
 * - the host is resolved once and every address it resolves to must be a public unicast address
 *   (`@wegrow/contract/addresses`, on ipaddr.js): loopback, private, link-local, shared (CGNAT),
 *   multicast, reserved, unspecified and documentation ranges of IPv4 and IPv6 are refused, an
 *   IPv4-mapped IPv6 address judged as the IPv4 it carries. Other spellings of an address
 *   (`http://2130706433/`, `http://0x7f.1/`) are read by the WHATWG URL parser before the check;
 * - the connection goes to the address that was checked: the socket's DNS lookup is pinned to it
 *   (undici `Agent` with `connect.lookup`), so a second answer from DNS (rebinding) is never used,
 *   while the URL's host name still gives the TLS server name and the Host header;
 * - every redirect is checked the same way, at most `maxRedirects` (3) of them;
 * - one time limit for everything (DNS, connection, headers, body), 10 s by default;
 * - a size cap on the (decompressed) body, and only the media types the caller reads.
 *
 * `allowedHosts` (`IMPORT_ALLOWED_HOSTS`: `host:port` entries) is the only way past the address
 * check, for an intranet site an operator allows on purpose (and the tests' fixture server).
 * Failures are `SafeFetchError`s with a `reason` the caller turns into a sentence.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { pipeline, type Readable, type Transform } from 'node:stream';
import {
  forbiddenAddressRange,
  forbiddenHostRange,
  isIpLiteral,
  unbracketHost,
} from '@wegrow/contract/addresses';
import { Agent, request } from 'undici';

/** Why a fetch failed. */
export type SafeFetchFailure =
  /** Not a URL, or one without a host. */
  | 'invalid-url'
  /** Not http or https. */
  | 'scheme'
  /** The host is, or resolves to, an address that may not be fetched from. */
  | 'blocked'
  /** DNS has no address for the host. */
  | 'host-not-found'
  /** Connection refused or reset, TLS failure… */
  | 'unreachable'
  /** The time limit passed. */
  | 'timeout'
  /** More redirects than allowed. */
  | 'too-many-redirects'
  /** The final answer was not a success (see `status`). */
  | 'http-status'
  /** A media type the caller does not read. */
  | 'media-type'
  /** The body is larger than allowed. */
  | 'too-large';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    /** The HTTP status, for `http-status`. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Resolves a host name to all its addresses (the default is the system resolver). */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface SafeFetchOptions {
  /** Media types the caller reads (`text/html`…); others fail with `media-type`. */
  accept: readonly string[];
  /** Largest body, in bytes, after decompression. */
  maxBytes: number;
  /** Time limit for the whole fetch, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed at most (default 3). */
  maxRedirects?: number;
  /** `host:port` keys (see `hostKey`) allowed past the address check. */
  allowedHosts?: ReadonlySet<string>;
  /** DNS (tests pass their own). */
  resolve?: Resolver;
  /** The User-Agent sent (default: the recipe import's). */
  userAgent?: string;
}

export interface SafeFetchResult {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  /** `type/subtype`, lower case. */
  mediaType: string;
  /** The charset the Content-Type header named, if any. */
  charset: string | undefined;
  body: Buffer;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; WeGrow recipe import)';

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The `host:port` key of a URL (default ports made explicit), as allowed hosts are written. */
export function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/**
 * Reads one `IMPORT_ALLOWED_HOSTS` entry (`intranet.local:8080`, `127.0.0.1:4000`, `[::1]:4000`;
 * an international name in its `xn--` form) into its key, or null when it is not `host:port`.
 */
export function parseAllowedHost(entry: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(entry.trim());
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  let url: URL;
  try {
    url = new URL(`http://${match[1]}/`);
  } catch {
    return null;
  }
  return `${url.hostname.toLowerCase()}:${port}`;
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SafeFetchError('invalid-url', `Not a URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('scheme', `Only http and https can be fetched, not ${url.protocol}`);
  if (url.hostname === '') throw new SafeFetchError('invalid-url', `No host in ${text}`);
  return url;
}

/** Rejects when the signal aborts (for steps that cannot be aborted themselves, such as DNS). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('timeout', 'The time limit passed.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The addresses to connect to (the host's, in DNS order), checked unless the host is allowed. */
async function checkedAddresses(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<[LookupAddress, ...LookupAddress[]]> {
  const allowed = options.allowedHosts?.has(hostKey(url)) ?? false;
  const host = unbracketHost(url.hostname);
  if (isIpLiteral(host)) {
    if (!allowed && forbiddenAddressRange(host) !== null)
      throw new SafeFetchError('blocked', `${host} is not a public address`);
    return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  }
  if (!allowed && forbiddenHostRange(host) !== null)
    throw new SafeFetchError('blocked', `${host} is this machine`);

  let addresses: readonly LookupAddress[];
  try {
    addresses = await abortable((options.resolve ?? systemResolver)(host), signal);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('host-not-found', `${host} was not found (${codeOf(error) ?? 'DNS'})`);
  }
  const [first, ...others] = addresses;
  if (!first) throw new SafeFetchError('host-not-found', `${host} has no address`);
  if (!allowed) {
    // Every address, not just the one connected to: DNS may answer them in any order.
    const refused = addresses.find(({ address }) => forbiddenAddressRange(address) !== null);
    if (refused)
      throw new SafeFetchError('blocked', `${host} resolves to ${refused.address}, not public`);
  }
  return [first, ...others];
}

/**
 * A socket lookup that answers the checked addresses whatever it is asked: the connection never
 * makes a DNS query of its own. (Node asks for `all` addresses when it races IPv4 and IPv6.)
 */
function pinnedLookup(targets: [LookupAddress, ...LookupAddress[]]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, targets);
    else callback(null, targets[0].address, targets[0].family);
  };
}

function decompressor(encoding: string | undefined): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** The body, decompressed when the site compressed it (errors of either side end the reading). */
function decoded(body: Readable, encoding: string | undefined): Readable {
  const unzip = decompressor(encoding);
  if (!unzip) return body;
  // pipeline destroys both streams on an error, so the reader sees it.
  pipeline(body, unzip, () => undefined);
  return unzip;
}

/** Stops reading a body (undici reports a body destroyed unread as an error: nobody needs it). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > maxBytes) {
      discard(stream);
      throw new SafeFetchError('too-large', `The body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** Fetches a URL with GET under the rules above. */
export async function safeFetch(
  address: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = parseUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    const targets = await checkedAddresses(url, options, signal);
    const agent = new Agent({ connect: { lookup: pinnedLookup(targets) }, connections: 1 });
    try {
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: {
          accept: options.accept.join(', '),
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': options.userAgent ?? USER_AGENT,
        },
      });
      const location = headerText(response.headers['location']);
      if (REDIRECTS.has(response.statusCode) && location) {
        discard(response.body);
        if (redirects >= maxRedirects)
          throw new SafeFetchError('too-many-redirects', `More than ${maxRedirects} redirects.`);
        url = parseUrl(new URL(location, url).href);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        discard(response.body);
        throw new SafeFetchError(
          'http-status',
          `The site answered ${response.statusCode}.`,
          response.statusCode,
        );
      }
      const contentType = headerText(response.headers['content-type']) ?? '';
      const [type = '', ...parameters] = contentType.split(';');
      const mediaType = type.trim().toLowerCase();
      if (!options.accept.includes(mediaType)) {
        discard(response.body);
        throw new SafeFetchError(
          'media-type',
          `Not ${options.accept.join(' or ')}: ${contentType}`,
        );
      }
      const declared = Number(headerText(response.headers['content-length']));
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        discard(response.body);
        throw new SafeFetchError('too-large', `The body is larger than ${options.maxBytes} bytes.`);
      }
      const charset = parameters
        .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      const body = await readCapped(
        decoded(response.body, headerText(response.headers['content-encoding'])),
        options.maxBytes,
      );
      return { url: url.href, status: response.statusCode, mediaType, charset, body };
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      if (signal.aborted) throw new SafeFetchError('timeout', 'The time limit passed.');
      throw new SafeFetchError('unreachable', `${url.host}: ${codeOf(error) ?? String(error)}`);
    } finally {
      void agent.destroy().catch(() => undefined);
    }
  }
}

export interface SafePostOptions {
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
  /** `host:port` keys allowed past the address check. */
  allowedHosts?: ReadonlySet<string>;
  /** Looks a host name up (tests answer for it). */
  resolve?: Resolver;
  timeoutMs?: number;
}

/**
 * Posts to a URL under the same address rules as `safeFetch` (a public address, or an allowed
 * host; the connection goes to the checked address), following no redirect, and answers the
 * status only (the body is dropped). For Web Push, whose endpoints members give.
 */
export async function safePost(address: string, options: SafePostOptions): Promise<number> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const url = parseUrl(address);
  const targets = await checkedAddresses(
    url,
    {
      accept: [],
      maxBytes: 0,
      ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
      ...(options.resolve ? { resolve: options.resolve } : {}),
    },
    signal,
  );
  const agent = new Agent({ connect: { lookup: pinnedLookup(targets) }, connections: 1 });
  try {
    const response = await request(url, {
      dispatcher: agent,
      method: 'POST',
      signal,
      headers: { ...options.headers, 'user-agent': 'WeGrow push' },
      body: options.body ?? undefined,
    });
    discard(response.body);
    return response.statusCode;
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted) throw new SafeFetchError('timeout', 'The time limit passed.');
    throw new SafeFetchError(
      'unreachable',
      `${url.host} could not be reached (${codeOf(error) ?? 'network'})`,
    );
  } finally {
    await agent.close();
  }
}
