import { describe, expect, it } from 'vitest';
import { defaultExperimentsConfig, readExperimentsConfig, safeEmail, safeHttpsUrl } from './config';

describe('experiments config', () => {
  it('uses the defaults without variables', () => {
    expect(readExperimentsConfig({})).toEqual(defaultExperimentsConfig);
  });

  it('takes valid variables', () => {
    const config = readExperimentsConfig({
      VITE_TAROT_EMAIL: ' readings@example.org ',
      VITE_TAROT_STREAM_URL: 'https://player.example.org/live',
      VITE_TAROT_SUPPORT_URL: 'https://support.example.org/zen',
      VITE_FREESKATES_EMAIL: 'skate@example.org',
    });
    expect(config).toEqual({
      tarotEmail: 'readings@example.org',
      tarotStreamUrl: 'https://player.example.org/live',
      tarotSupportUrl: 'https://support.example.org/zen',
      freeskatesEmail: 'skate@example.org',
    });
  });

  it('ignores unsafe or malformed values', () => {
    const config = readExperimentsConfig({
      VITE_TAROT_EMAIL: 'x@y.org?bcc=all@z.org',
      VITE_TAROT_STREAM_URL: 'javascript:alert(1)',
      VITE_TAROT_SUPPORT_URL: 'http://plain.example.org',
      VITE_FREESKATES_EMAIL: 42,
    });
    expect(config).toEqual(defaultExperimentsConfig);
    expect(safeEmail('not an address')).toBeNull();
    expect(safeHttpsUrl('data:text/html,hi')).toBeNull();
  });
});
