import { describe, expect, it } from 'vitest';
import { sessionLabel, signedOutOthers } from './sessionLabels';

const session = {
  id: 'a',
  signed_in_at: '2026-01-01T00:00:00Z',
  last_active_at: '2026-01-01T00:00:00Z',
  current: false,
} as const;

describe('sessionLabel', () => {
  it('names the browser and the system', () => {
    expect(
      sessionLabel({ ...session, browser: 'Firefox 133', system: 'Android 15', device: 'mobile' }),
    ).toBe('Firefox 133 on Android 15');
  });
  it('names what is known, else the device, else says it is unknown', () => {
    expect(
      sessionLabel({ ...session, browser: 'Safari 18', system: null, device: 'desktop' }),
    ).toBe('Safari 18');
    expect(sessionLabel({ ...session, browser: null, system: 'iOS 18', device: 'mobile' })).toBe(
      'iOS 18',
    );
    expect(sessionLabel({ ...session, browser: null, system: null, device: 'tablet' })).toBe(
      'A tablet',
    );
    expect(sessionLabel({ ...session, browser: null, system: null, device: 'unknown' })).toBe(
      'Unknown browser',
    );
  });
});

it('counts the sessions signed out', () => {
  expect(signedOutOthers(0)).toBe('No other session was open.');
  expect(signedOutOthers(1)).toBe('Signed out of 1 other session.');
  expect(signedOutOthers(3)).toBe('Signed out of 3 other sessions.');
});
