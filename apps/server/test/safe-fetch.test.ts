/**
 * platform/safe-fetch: the address table (GitLab's url_blocker cases), and a fixture HTTP server
 * on loopback — allowed through `allowedHosts` in these tests only — for redirects, time limit,
 * size cap, media types and the pinned connection. Nothing here connects anywhere but 127.0.0.1:
 * every refused address is refused before a connection is made.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostKey,
  parseAllowedHost,
  type Resolver,
  safeFetch,
  SafeFetchError,
  type SafeFetchFailure,
  type SafeFetchOptions,
} from '../src/platform/safe-fetch';

const PAGE = '<!doctype html><title>Soup</title><p>Hello</p>';
const MB = 1024 * 1024;

type Route = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let origin: string;
let allowed: Set<string>;
/** Host headers the fixture server saw. */
const hosts: string[] = [];

function listen(routes: Record<string, Route>): Promise<Server> {
  const fixture = createServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    const route = routes[(request.url ?? '/').split('?')[0] ?? '/'];
    if (route) route(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
  });
  return new Promise((resolve) => fixture.listen(0, '127.0.0.1', () => resolve(fixture)));
}

const portOf = (s: Server) => (s.address() as AddressInfo).port;
const html = (body: string | Buffer, headers: Record<string, string> = {}): Route => {
  return (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
};
const redirect = (location: string, status = 302): Route => {
  return (_request, response) => response.writeHead(status, { location }).end();
};

beforeAll(async () => {
  const big = Buffer.alloc(3 * MB, 'a');
  server = await listen({
    '/recipe.html': html(PAGE),
    '/latin1.html': (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
        .end(Buffer.from('<p>Cr\u00e8me</p>', 'latin1')),
    '/relative-redirect': redirect('/recipe.html', 301),
    '/redirect-private': redirect('http://10.0.0.1/admin'),
    '/redirect-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/redirect-decimal-loopback': redirect('http://2130706433/'),
    '/redirect-file': redirect('file:///etc/passwd'),
    '/hop1': redirect('/hop2'),
    '/hop2': redirect('/hop3', 307),
    '/hop3': redirect('/recipe.html', 308),
    '/hop0': redirect('/hop1', 303),
    '/slow': () => {
      // Never answers: the time limit ends the fetch.
    },
    '/slow-body': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>');
    },
    '/big': html(big),
    '/big-chunked': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 3; i += 1) response.write(Buffer.alloc(MB, 'b'));
      response.end();
    },
    '/gzip': html(gzipSync(PAGE), { 'content-encoding': 'gzip' }),
    '/gzip-bomb': html(gzipSync(big), { 'content-encoding': 'gzip' }),
    '/pdf': (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
    '/no-type': (_request, response) => response.writeHead(200).end(PAGE),
    '/server-error': (_request, response) =>
      response.writeHead(500, { 'content-type': 'text/html' }).end('oops'),
  });
  origin = `http://127.0.0.1:${portOf(server)}`;
  allowed = new Set([`127.0.0.1:${portOf(server)}`]);
}, 30_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (more: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  accept: ['text/html'],
  maxBytes: 2 * MB,
  allowedHosts: allowed,
  ...more,
});

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error('the fetch succeeded');
}

async function reasonOf(url: string, more: Partial<SafeFetchOptions> = {}) {
  return (await failure(safeFetch(url, options(more)))).reason;
}

/** A resolver that must not be asked (literal addresses and refused names need no DNS). */
const noDns: Resolver = () => Promise.reject(new Error('DNS was asked'));

describe('refused before any connection', () => {
  // GitLab's url_blocker spec cases (the bar), with the spellings of 127.0.0.1.
  const refused = [
    'http://127.0.0.1/',
    'http://127.0.0.2/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'https://0177.1:65535/foo/foo.git',
    'https://0x7f.0.0.1:65535/foo/foo.git',
    'https://0x7f000001:65535/foo/foo.git',
    'https://127.000.000.001:65535/foo/foo.git',
    'https://127.0.1:65535/foo/foo.git',
    'http://localhost/',
    'http://LocalHost.:8080/',
    'http://api.localhost/',
    'http://[::1]/',
    'http://[::]/',
    'http://0.0.0.0/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:0.0.0.0]/',
    'http://10.0.0.2/',
    'http://172.16.0.2/',
    'http://192.168.1.2/',
    'http://[::ffff:c0a8:102]/',
    'http://[::ffff:a00:2]/',
    'http://[::ffff:ac10:20]/',
    'http://[fc00:bf8b:e62c:abcd:abcd:aaaa:aaaa:aaaa]/',
    'http://[fee2::]/',
    'http://100.64.0.0/',
    'http://100.64.255.255/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fe80::c800:eff:fe74:8]/',
    'http://224.0.0.251/',
    'http://[ff02::1]/',
    'https://255.255.255.255/',
    'https://0xffffffff/',
    'https://4294967295/',
    'https://0377.0377.0377.0377/',
    'https://[::ffff:ffff:ffff]/',
    'http://192.0.2.1/',
    'http://198.51.100.1/',
    'http://203.0.113.1/',
    'http://198.18.0.1/',
    'http://240.0.0.1/',
    'http://[2001:db8::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
  ];

  it.each(refused)('%s', async (url) => {
    expect(await reasonOf(url, { resolve: noDns, allowedHosts: new Set() })).toBe('blocked');
  });

  it('refuses other schemes and non-URLs', async () => {
    const cases: [string, SafeFetchFailure][] = [
      ['ftp://example.org/recipe', 'scheme'],
      ['file:///etc/passwd', 'scheme'],
      ['javascript:alert(1)', 'scheme'],
      ['gopher://127.0.0.1:6379/_INFO', 'scheme'],
      ['not a url', 'invalid-url'],
      ['http://1.1.1.1.1/', 'invalid-url'],
      ['https://0xBaaaaaaaaaaaaaaaaffffffff/', 'invalid-url'],
      ['http://:8080/', 'invalid-url'],
    ];
    for (const [url, reason] of cases)
      expect(await reasonOf(url, { resolve: noDns }), url).toBe(reason);
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const resolver =
      (...addresses: string[]): Resolver =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    for (const addresses of [
      ['10.1.2.3'],
      ['93.184.216.34', '127.0.0.1'],
      ['::ffff:169.254.169.254'],
      ['2606:4700::1', 'fd00::1'],
      ['100.100.100.100'],
    ])
      expect(
        await reasonOf('http://recipes.example.org/soup', { resolve: resolver(...addresses) }),
        addresses.join(' '),
      ).toBe('blocked');
  });

  it('says when a name does not resolve', async () => {
    const notFound: Resolver = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect(await reasonOf('https://no-such-site.example/', { resolve: notFound })).toBe(
      'host-not-found',
    );
    expect(await reasonOf('https://empty.example/', { resolve: async () => [] })).toBe(
      'host-not-found',
    );
  });
});

describe('the fixture server (allowed on purpose)', () => {
  it('fetches a page, its media type and charset', async () => {
    const page = await safeFetch(`${origin}/recipe.html`, options());
    expect(page).toMatchObject({
      url: `${origin}/recipe.html`,
      status: 200,
      mediaType: 'text/html',
      charset: 'utf-8',
    });
    expect(page.body.toString('utf8')).toBe(PAGE);
    const latin = await safeFetch(`${origin}/latin1.html`, options());
    expect(latin.charset).toBe('ISO-8859-1');
  });

  it('is refused when not allowed: loopback is loopback', async () => {
    expect(await reasonOf(`${origin}/recipe.html`, { allowedHosts: new Set() })).toBe('blocked');
    // Allowing one port allows that port only.
    const otherPort = `http://127.0.0.1:${portOf(server) === 65535 ? 1 : portOf(server) + 1}/`;
    expect(await reasonOf(otherPort)).toBe('blocked');
  });

  it('follows up to 3 redirects, each checked again', async () => {
    expect((await safeFetch(`${origin}/relative-redirect`, options())).url).toBe(
      `${origin}/recipe.html`,
    );
    expect((await safeFetch(`${origin}/hop1`, options())).url).toBe(`${origin}/recipe.html`);
    expect(await reasonOf(`${origin}/hop0`)).toBe('too-many-redirects');
    expect(await reasonOf(`${origin}/hop1`, { maxRedirects: 2 })).toBe('too-many-redirects');
  });

  it('refuses a redirect to a private, link-local or loopback address, or another scheme', async () => {
    expect(await reasonOf(`${origin}/redirect-private`)).toBe('blocked');
    expect(await reasonOf(`${origin}/redirect-metadata`)).toBe('blocked');
    expect(await reasonOf(`${origin}/redirect-decimal-loopback`)).toBe('blocked');
    expect(await reasonOf(`${origin}/redirect-file`)).toBe('scheme');
  });

  it('stops at the time limit, whether the headers or the body are slow', async () => {
    const started = Date.now();
    expect(await reasonOf(`${origin}/slow`, { timeoutMs: 300 })).toBe('timeout');
    expect(await reasonOf(`${origin}/slow-body`, { timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('caps the body: declared, streamed, and decompressed (a 3 MB page, 2 MB allowed)', async () => {
    expect(await reasonOf(`${origin}/big`)).toBe('too-large');
    expect(await reasonOf(`${origin}/big-chunked`)).toBe('too-large');
    expect(await reasonOf(`${origin}/gzip-bomb`)).toBe('too-large');
    expect((await safeFetch(`${origin}/big`, options({ maxBytes: 4 * MB }))).body.length).toBe(
      3 * MB,
    );
  });

  it('decompresses gzip', async () => {
    expect((await safeFetch(`${origin}/gzip`, options())).body.toString('utf8')).toBe(PAGE);
  });

  it('reads only the media types the caller accepts, and only successes', async () => {
    expect(await reasonOf(`${origin}/pdf`)).toBe('media-type');
    expect(await reasonOf(`${origin}/no-type`)).toBe('media-type');
    const missing = await failure(safeFetch(`${origin}/nowhere`, options()));
    expect([missing.reason, missing.status]).toEqual(['http-status', 404]);
    expect((await failure(safeFetch(`${origin}/server-error`, options()))).status).toBe(500);
  });

  it('says when nothing listens', async () => {
    const closed = await listen({});
    const port = portOf(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(
      await reasonOf(`http://127.0.0.1:${port}/`, { allowedHosts: new Set([`127.0.0.1:${port}`]) }),
    ).toBe('unreachable');
  });

  it('connects to the address it checked: one DNS answer per hop, the name kept in Host', async () => {
    // A rebinding resolver: the first answer is the fixture server, every later one a private
    // address. The fetch must use the first answer and never ask again (nor ask the system).
    const port = portOf(server);
    let asked = 0;
    const rebinding: Resolver = async () => {
      asked += 1;
      return [{ address: asked === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    hosts.length = 0;
    const page = await safeFetch(`http://recipes.test:${port}/recipe.html`, {
      ...options(),
      allowedHosts: new Set([`recipes.test:${port}`]),
      resolve: rebinding,
    });
    expect(page.body.toString('utf8')).toBe(PAGE);
    expect(asked).toBe(1);
    expect(hosts).toEqual([`recipes.test:${port}`]);
  });

  it('keeps the host name as the TLS server name while connecting to the checked address', async () => {
    const names: string[] = [];
    const tls = createTlsServer({
      key: readFileSync(new URL('./fixtures/tls/key.pem', import.meta.url)),
      cert: readFileSync(new URL('./fixtures/tls/cert.pem', import.meta.url)),
      SNICallback(servername, done) {
        names.push(servername);
        done(null);
      },
    });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', () => resolve()));
    const port = (tls.address() as AddressInfo).port;
    try {
      // The certificate is self-signed, so the handshake fails after the server read the name.
      const reason = await reasonOf(`https://recipes.test:${port}/`, {
        allowedHosts: new Set([`recipes.test:${port}`]),
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      });
      expect(reason).toBe('unreachable');
      expect(names).toEqual(['recipes.test']);
    } finally {
      await new Promise<void>((resolve) => tls.close(() => resolve()));
    }
  });
});

describe('allowed hosts', () => {
  it('are host:port, lower-cased, with default ports explicit', () => {
    expect(parseAllowedHost('Recipes.Intranet:8080')).toBe('recipes.intranet:8080');
    expect(parseAllowedHost('[::1]:4000')).toBe('[::1]:4000');
    expect(parseAllowedHost('127.0.0.1:80')).toBe('127.0.0.1:80');
    for (const bad of ['intranet', 'intranet:', ':80', 'a:99999', 'a:0', 'http://a:80', '*:80'])
      expect(parseAllowedHost(bad), bad).toBeNull();
    expect(hostKey(new URL('https://Recipes.Intranet/x'))).toBe('recipes.intranet:443');
    expect(hostKey(new URL('http://[::1]/'))).toBe('[::1]:80');
  });
});
