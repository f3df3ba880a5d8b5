import { describe, expect, it } from 'vitest';
import { resourceHref, resourceRequest } from './resources';

describe('resourceHref', () => {
  it('keeps http and https addresses, in any case', () => {
    expect(resourceHref('https://www.rhs.org.uk/rain')).toBe('https://www.rhs.org.uk/rain');
    expect(resourceHref('http://tools.riverside.example')).toBe('http://tools.riverside.example');
    expect(resourceHref('HTTPS://Example.org')).toBe('HTTPS://Example.org');
  });

  it('prefixes https:// to an address without a scheme, a host:port included', () => {
    expect(resourceHref('seedsavers.org/learn')).toBe('https://seedsavers.org/learn');
    expect(resourceHref('  example.org  ')).toBe('https://example.org');
    expect(resourceHref('localhost:8080/x')).toBe('https://localhost:8080/x');
  });

  it('never links another scheme, a relative path or a broken address', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:someone@example.org',
      'ftp://example.org',
      'vbscript:msgbox',
      '/relative/path',
      '//example.org',
      '#top',
      'http:example.org',
      'https://',
      'exa mple.org',
      '',
    ])
      expect(resourceHref(url), url).toBeNull();
  });
});

describe('resourceRequest', () => {
  it('trims the title and the url, and keeps the description', () => {
    expect(resourceRequest({ title: ' Guide ', url: ' a.org ', description: ' d ' })).toEqual({
      title: 'Guide',
      url: 'a.org',
      description: ' d ',
    });
  });
});
