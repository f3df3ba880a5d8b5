import { describe, expect, it } from 'vitest';
import { forbiddenAddressRange, forbiddenHostRange, isIpLiteral } from './addresses';

// The contract's sources compile without DOM or Node types; the tests run where URL is global.
declare const URL: new (input: string) => { hostname: string };

/** The hostname a URL really names: the WHATWG parser reads `0x7f.1` as 127.0.0.1. */
const hostOf = (url: string) => new URL(url).hostname;

describe('forbidden addresses', () => {
  // GitLab's url_blocker spec (spec/lib/gitlab/url_blocker_spec.rb) is the bar: each of its refused
  // spellings, plus the IPv6 special ranges and the documentation blocks.
  const refused: [string, string][] = [
    // unspecified
    ['https://0.0.0.0/foo/foo.git', 'unspecified'],
    ['https://[::]/foo/foo.git', 'unspecified'],
    ['https://[0:0:0:0:0:0:0:0]/foo/foo.git', 'unspecified'],
    ['https://[::ffff:0.0.0.0]/foo/foo.git', 'unspecified'],
    ['https://[0:0:0:0:0:ffff:0.0.0.0]/foo/foo.git', 'unspecified'],
    ['https://[::ffff:0:0]/foo/foo.git', 'unspecified'],
    ['http://0.1.2.3/', 'unspecified'],
    // loopback, in every spelling of 127.0.0.1
    ['https://127.0.0.1/foo/foo.git', 'loopback'],
    ['https://127.0.0.2/foo/foo.git', 'loopback'],
    ['https://[::1]/foo/foo.git', 'loopback'],
    ['https://0177.1:65535/foo/foo.git', 'loopback'],
    ['https://017700000001:65535/foo/foo.git', 'loopback'],
    ['https://0x7f.1:65535/foo/foo.git', 'loopback'],
    ['https://0x7f.0.0.1:65535/foo/foo.git', 'loopback'],
    ['https://0x7f000001:65535/foo/foo.git', 'loopback'],
    ['https://2130706433:65535/foo/foo.git', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://017700000001/', 'loopback'],
    ['https://127.000.000.001:65535/foo/foo.git', 'loopback'],
    ['https://127.0.1:65535/foo/foo.git', 'loopback'],
    ['https://[0:0:0:0:0:ffff:127.0.0.1]/foo/foo.git', 'loopback'],
    ['https://[::ffff:127.0.0.1]/foo/foo.git', 'loopback'],
    ['https://[::ffff:7f00:1]/foo/foo.git', 'loopback'],
    ['https://[0:0:0:0:0:ffff:127.0.0.2]/foo/foo.git', 'loopback'],
    ['https://[::ffff:127.0.0.2]/foo/foo.git', 'loopback'],
    ['https://[::ffff:7f00:2]/foo/foo.git', 'loopback'],
    ['https://localhost:65535/foo/foo.git', 'loopback'],
    ['http://LOCALHOST./', 'loopback'],
    ['http://recipes.localhost/', 'loopback'],
    // private networks
    ['http://192.168.1.2', 'private'],
    ['http://[0:0:0:0:0:ffff:192.168.1.2]', 'private'],
    ['http://[::ffff:c0a8:102]', 'private'],
    ['http://10.0.0.2', 'private'],
    ['http://[0:0:0:0:0:ffff:10.0.0.2]', 'private'],
    ['http://[::ffff:a00:2]', 'private'],
    ['http://172.16.0.2', 'private'],
    ['http://[0:0:0:0:0:ffff:172.16.0.2]', 'private'],
    ['http://[::ffff:ac10:20]', 'private'],
    ['http://[fc00:bf8b:e62c:abcd:abcd:aaaa:aaaa:aaaa]', 'uniqueLocal'],
    ['http://[fd12:3456::1]', 'uniqueLocal'],
    // shared address space (CGNAT)
    ['http://100.64.0.0', 'carrierGradeNat'],
    ['http://100.64.127.127', 'carrierGradeNat'],
    ['http://100.127.255.255', 'carrierGradeNat'],
    // link-local, the cloud metadata address among them
    ['http://169.254.169.254', 'linkLocal'],
    ['http://169.254.168.100', 'linkLocal'],
    ['http://[0:0:0:0:0:ffff:169.254.169.254]', 'linkLocal'],
    ['http://[::ffff:169.254.169.254]', 'linkLocal'],
    ['http://[::ffff:a9fe:a9fe]', 'linkLocal'],
    ['http://[::ffff:a9fe:a864]', 'linkLocal'],
    ['http://[fe80::c800:eff:fe74:8]', 'linkLocal'],
    ['http://[feef::1]', 'deprecatedSiteLocal'],
    // the limited broadcast address, however it is written
    ['https://255.255.255.255', 'broadcast'],
    ['https://0377.0377.0377.0377', 'broadcast'],
    ['https://0377.00000000377.00377.0000377', 'broadcast'],
    ['https://0xff.0xff.0xff.0xff', 'broadcast'],
    ['https://0xffffffff', 'broadcast'],
    ['https://255.255.255.255:65535', 'broadcast'],
    ['https://4294967295', 'broadcast'],
    ['https://[::ffff:ffff:ffff]', 'broadcast'],
    ['https://[0000:0000:0000:0000:0000:ffff:ffff:ffff]', 'broadcast'],
    // multicast
    ['http://224.0.0.1', 'multicast'],
    ['http://239.255.255.250', 'multicast'],
    ['http://[ff02::1]', 'multicast'],
    // reserved, documentation and benchmarking
    ['http://192.0.2.10', 'reserved'],
    ['http://198.51.100.7', 'reserved'],
    ['http://203.0.113.9', 'reserved'],
    ['http://198.18.0.1', 'reserved'],
    ['http://192.0.0.8', 'reserved'],
    ['http://240.0.0.1', 'reserved'],
    ['http://[2001:db8::1]', 'reserved'],
    ['http://[fec0::1]', 'deprecatedSiteLocal'],
    // IPv6 blocks that carry or reach IPv4 addresses
    ['http://[64:ff9b::7f00:1]', 'rfc6052'],
    ['http://[2002:7f00:1::]', '6to4'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]', 'teredo'],
    ['http://[::7f00:1]', 'ipv4Compatible'],
    ['http://[::ffff:0:7f00:1]', 'rfc6145'],
    ['http://[100::1]', 'discard'],
  ];

  it.each(refused)('refuses %s (%s)', (url, range) => {
    expect(forbiddenHostRange(hostOf(url))).toBe(range);
  });

  it('lets public unicast addresses through', () => {
    for (const url of [
      'https://93.184.216.34/',
      'https://8.8.8.8/',
      'https://[2001:4860:4860::8888]/',
      'https://[2606:4700::6810:84e5]/',
      'https://[::ffff:5db8:d822]/',
    ])
      expect(forbiddenHostRange(hostOf(url)), url).toBeNull();
  });

  it('leaves other host names to DNS (their addresses are checked after resolving)', () => {
    expect(forbiddenHostRange('recipes.example.org')).toBeNull();
    expect(forbiddenHostRange('localhost.example.org')).toBeNull();
  });

  it('refuses what is not one canonical address (DNS never answers such a thing)', () => {
    for (const text of ['127.000.000.001', '0x7f.1', '2130706433', 'example.org', '', '1.2.3'])
      expect(forbiddenAddressRange(text), text).toBe('invalid');
    expect(isIpLiteral('::ffff:127.0.0.1')).toBe(true);
    expect(isIpLiteral('10.0.0.1')).toBe(true);
  });

  it('cannot be given the URLs the WHATWG parser refuses (they never reach the check)', () => {
    for (const url of [
      'https://0xBaaaaaaaaaaaaaaaaffffffff',
      'http://1.1.1.1.1',
      'http://8.8.8.8.8',
    ])
      expect(() => new URL(url), url).toThrow();
  });
});
