import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agents';

describe('describeUserAgent', () => {
  it('reads the browser with its major version, the system and the device', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'),
    ).toEqual({ browser: 'Firefox 133', system: 'Android 15', device: 'mobile' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 142', system: 'Linux', device: 'desktop' });
  });

  it('names macOS and Windows by their version names', () => {
    const mac = describeUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    );
    expect(mac.browser).toBe('Safari 18');
    expect(mac.system).toMatch(/^macOS/);
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      ).system,
    ).toBe('Windows 10');
  });

  it('knows nothing of an empty or missing user agent', () => {
    const unknown = { browser: null, system: null, device: 'unknown' };
    expect(describeUserAgent(null)).toEqual(unknown);
    expect(describeUserAgent('   ')).toEqual(unknown);
  });
});
