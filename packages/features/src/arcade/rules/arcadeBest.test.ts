import { beforeEach, describe, expect, it } from 'vitest';
import {
  ARCADE_BEST_KEY,
  bestAfter,
  parseBest,
  readBest,
  serializeBest,
  writeBest,
} from './arcadeBest';

describe('the arcade best score', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept under a versioned key', () => {
    expect(ARCADE_BEST_KEY).toBe('wegrow.arcade.best.v1');
    expect(serializeBest(12)).toBe('{"best":12}');
  });

  it('round-trips', () => {
    expect(parseBest(serializeBest(0))).toBe(0);
    expect(parseBest(serializeBest(37))).toBe(37);
    writeBest(21);
    expect(window.localStorage.getItem(ARCADE_BEST_KEY)).toBe('{"best":21}');
    expect(readBest()).toBe(21);
  });

  it('counts a missing or corrupt value as none', () => {
    expect(readBest()).toBeNull();
    for (const text of [
      null,
      '',
      'twelve',
      '12',
      '[]',
      'null',
      '{"best":-1}',
      '{"best":1.5}',
      '{"best":"9"}',
      '{}',
    ]) {
      expect(parseBest(text)).toBeNull();
    }
    window.localStorage.setItem(ARCADE_BEST_KEY, '{broken');
    expect(readBest()).toBeNull();
  });

  it('changes only when a score is higher', () => {
    expect(bestAfter(null, 0)).toBe(0);
    expect(bestAfter(null, 5)).toBe(5);
    expect(bestAfter(5, 4)).toBe(5);
    expect(bestAfter(5, 5)).toBe(5);
    expect(bestAfter(5, 6)).toBe(6);
  });
});
