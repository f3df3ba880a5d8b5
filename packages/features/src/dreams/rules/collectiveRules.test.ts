import { describe, expect, it } from 'vitest';
import {
  beforeFirstRun,
  dreamsContributed,
  facebookShareUrl,
  firstBlendNote,
  lastUpdated,
  nextNightlyRun,
} from './collectiveRules';

const en = { locale: 'en-GB', timeZone: 'UTC' };

describe('the collective dream (spec 2 §2 /dreammachine)', () => {
  it.each([
    [0, '0 dreams contributed'],
    [1, '1 dream contributed'],
    [2, '2 dreams contributed'],
    [27, '27 dreams contributed'],
  ])('%i: %s', (count, text) => {
    expect(dreamsContributed(count)).toBe(text);
  });

  it('says when it was last updated, or "unknown"', () => {
    expect(lastUpdated('2026-01-04T00:00:05Z', en)).toBe('Last updated: 4 Jan 2026, 00:00');
    expect(lastUpdated(null, en)).toBe('Last updated: unknown');
    expect(lastUpdated('not a date', en)).toBe('Last updated: unknown');
  });

  it('knows the first run has not happened from the missing date', () => {
    expect(beforeFirstRun({ updated_at: null })).toBe(true);
    expect(beforeFirstRun({ updated_at: '2026-01-04T00:00:05Z' })).toBe(false);
  });

  it('runs next at the coming midnight UTC', () => {
    expect(nextNightlyRun(new Date('2026-01-05T12:00:00Z')).toISOString()).toBe(
      '2026-01-06T00:00:00.000Z',
    );
    expect(nextNightlyRun(new Date('2026-01-05T00:00:00Z')).toISOString()).toBe(
      '2026-01-06T00:00:00.000Z',
    );
    expect(nextNightlyRun(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(firstBlendNote(new Date('2026-01-05T12:00:00Z'), en)).toBe(
      'The Dream Machine has not blended any dreams yet. The first blend happens at midnight UTC (6 Jan 2026, 00:00).',
    );
  });

  it("shares the page through Facebook's share dialog", () => {
    expect(facebookShareUrl('https://wegrow.example/dreammachine')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwegrow.example%2Fdreammachine',
    );
    expect(facebookShareUrl('https://wegrow.example/dreammachine?a=1&b=2')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwegrow.example%2Fdreammachine%3Fa%3D1%26b%3D2',
    );
  });
});
