import { describe, expect, it } from 'vitest';
import { formatPostDate } from './dates';

describe("a post's date", () => {
  it('reads as a long date in the locale and zone', () => {
    expect(formatPostDate('2026-01-03T12:00:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '3 January 2026',
    );
    expect(
      formatPostDate('2026-01-03T23:30:00Z', { locale: 'en-US', timeZone: 'Asia/Tokyo' }),
    ).toBe('January 4, 2026');
  });

  it('keeps a text that is not a time', () => {
    expect(formatPostDate('soon')).toBe('soon');
  });
});
