import { describe, expect, it } from 'vitest';
import { formatMessageTime, machineTime } from './messageTime';

describe('formatMessageTime', () => {
  it('formats in the given locale and time zone', () => {
    expect(formatMessageTime('2026-01-04T08:15:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '4 Jan 2026, 08:15',
    );
    expect(
      formatMessageTime('2026-01-04T08:15:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' }),
    ).toBe('4 Jan 2026, 17:15');
  });

  it('shows an unreadable timestamp as it came', () => {
    expect(formatMessageTime('yesterday')).toBe('yesterday');
  });
});

describe('machineTime', () => {
  it('gives the ISO instant, or null', () => {
    expect(machineTime('2026-01-04T09:15:00+01:00')).toBe('2026-01-04T08:15:00.000Z');
    expect(machineTime('yesterday')).toBeNull();
  });
});
