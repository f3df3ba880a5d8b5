import { describe, expect, it } from 'vitest';
import { formatTime, isTime, normalizeTime, parseTime, stepTime } from './timeValue';

describe('timeValue', () => {
  it('parses and formats HH:mm', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9:30')).toBeNull();
    expect(isTime('18:30')).toBe(true);
    expect(formatTime(570)).toBe('09:30');
    expect(formatTime(-5)).toBe('00:00');
    expect(formatTime(2000)).toBe('23:59');
  });

  it('normalizes loosely typed times', () => {
    expect(normalizeTime('930')).toBe('09:30');
    expect(normalizeTime('9:30')).toBe('09:30');
    expect(normalizeTime(' 9.05 ')).toBe('09:05');
    expect(normalizeTime('1745')).toBe('17:45');
    expect(normalizeTime('7')).toBe('07:00');
    expect(normalizeTime('24:10')).toBe('24:10');
    expect(normalizeTime('9:75')).toBe('9:75');
    expect(normalizeTime('later')).toBe('later');
  });

  it('steps to the next multiple of the step, within the bounds and the day', () => {
    expect(stepTime('09:00', 1)).toBe('09:15');
    expect(stepTime('09:07', 1)).toBe('09:15');
    expect(stepTime('09:07', -1)).toBe('09:00');
    expect(stepTime('09:00', -1, 30)).toBe('08:30');
    expect(stepTime('23:50', 1)).toBe('23:59');
    expect(stepTime('00:10', -1)).toBe('00:00');
    expect(stepTime('00:00', -1)).toBe('00:00');
    expect(stepTime('09:50', 1, 15, undefined, '10:00')).toBe('10:00');
    expect(stepTime('10:00', 1, 15, undefined, '10:00')).toBe('10:00');
    expect(stepTime('07:00', -1, 15, '08:00')).toBe('08:00');
    expect(stepTime('', 1, 15, '08:00')).toBe('08:00');
    expect(stepTime('', -1, 15, undefined, '17:40')).toBe('17:30');
    expect(stepTime('', -1)).toBe('23:45');
    expect(stepTime('x', 1)).toBe('00:00');
  });
});
