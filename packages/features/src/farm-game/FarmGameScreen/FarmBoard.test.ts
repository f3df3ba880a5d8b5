import { describe, expect, it } from 'vitest';
import type { FarmTile } from '../rules/farmEngine';
import { describeTile, pressAction } from './FarmBoard';

const planted = (growth: number, hasWater: boolean): FarmTile => ({
  type: 'planted',
  growth,
  upgrade: 'none',
  hasWater,
});

describe('a tile in words (issue 47)', () => {
  it('says a bug stops a plant and how to deal with it, not that it waits for water', () => {
    expect(describeTile(planted(8, false), true)).toBe(
      'planted, growth 8/20, a bug stops it growing',
    );
    expect(pressAction(planted(8, false), true, 'tend', 5)).toBe('Press to shoo the bug');
  });

  it('says a plant waits for water only when the water ran out, and how it is watered', () => {
    expect(describeTile(planted(8, true), false)).toBe('planted, growth 8/20');
    expect(describeTile(planted(8, false), false)).toBe('planted, growth 8/20, waiting for water');
    expect(pressAction(planted(8, false), false, 'tend', 5)).toBe(
      'It grows by itself, using 1 water a second',
    );
  });

  it('says what a press does and costs with each tool', () => {
    const dirt: FarmTile = { type: 'dirt', growth: 0, upgrade: 'none', hasWater: false };
    expect(pressAction(dirt, false, 'tend', 5)).toBe('Press to plant: 1 seed');
    expect(pressAction(planted(20, true), false, 'tend', 5)).toBe(
      'Press to harvest: +2 seeds, +1 food',
    );
    expect(pressAction(dirt, false, 'removeDirt', 5)).toBe('Press to remove the dirt: 1 seed');
    expect(pressAction(dirt, false, 'expand', 7)).toBe('Press to expand the farm: 7 seeds');
  });
});
