import { describe, expect, it } from 'vitest';
import { formatVestingLeft } from './VestingCountdown';
import { panelsOf } from './WeBuildScreen';

describe('the ?view= parameter', () => {
  it('one panel, all nine, or none for a missing or unknown view', () => {
    expect(panelsOf('swap')).toEqual(['swap']);
    expect(panelsOf('all')).toEqual([
      'balances',
      'swap',
      'mint',
      'redeem',
      'nfts',
      'governance',
      'ai',
      'dev',
      'stake',
    ]);
    expect(panelsOf(null)).toEqual([]);
    expect(panelsOf('')).toEqual([]);
    expect(panelsOf('Swap')).toEqual([]);
    expect(panelsOf('toString')).toEqual([]);
  });
});

describe('the vesting countdown', () => {
  it('shows m:ss, rounded up to the second', () => {
    expect(formatVestingLeft(30_000)).toBe('0:30');
    expect(formatVestingLeft(29_999)).toBe('0:30');
    expect(formatVestingLeft(29_000)).toBe('0:29');
    expect(formatVestingLeft(1)).toBe('0:01');
    expect(formatVestingLeft(0)).toBe('0:00');
    expect(formatVestingLeft(-5)).toBe('0:00');
    expect(formatVestingLeft(61_000)).toBe('1:01');
  });
});
