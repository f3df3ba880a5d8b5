import { Text } from '@wegrow/ui';
import { useEffect, useState } from 'react';
import { redeemFruit, VESTING_MS } from '../rules/economy';
import { weBuildTexts } from '../rules/weBuildTexts';

export interface VestingCountdownProps {
  /** The locked BRANCH (0: nothing vesting). */
  branchLocked: number;
  /** When it unlocks (ms), or null. */
  unlockTime: number | null;
  /** The clock (ms). */
  now: () => number;
  /** Whether it ticks each second. @default true */
  ticking?: boolean;
}

/** Seconds left, shown m:ss (rounded up, so 0:00 means unlocked). */
export function formatVestingLeft(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The vesting status of the redeem panel: the time left while BRANCH is locked, ticking once a
 * second (only this part re-renders), then what redeeming will give. Give it `key={unlockTime}` so
 * a new lock starts from a fresh reading of the clock.
 */
export function VestingCountdown({
  branchLocked,
  unlockTime,
  now,
  ticking = true,
}: VestingCountdownProps) {
  const [time, setTime] = useState(now);
  const left = unlockTime === null ? 0 : Math.max(0, unlockTime - time);

  useEffect(() => {
    if (!ticking || unlockTime === null) return undefined;
    const timer = setInterval(() => {
      const current = now();
      setTime(current);
      if (current >= unlockTime) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [now, ticking, unlockTime]);

  const texts = weBuildTexts.redeem;
  if (branchLocked === 0 || unlockTime === null) return <Text tone="secondary">{texts.none}</Text>;
  if (left === 0)
    return (
      <Text weight="medium" role="status">
        {texts.ready(branchLocked, redeemFruit(branchLocked))}
      </Text>
    );
  const display = formatVestingLeft(Math.min(left, VESTING_MS));
  return (
    <Text>
      {texts.vesting(branchLocked)} {texts.unlocksIn}{' '}
      <span role="timer" aria-label={`${texts.unlocksIn} ${display}`} style={timerStyle}>
        {display}
      </span>
    </Text>
  );
}

const timerStyle = { fontVariantNumeric: 'tabular-nums', fontWeight: 700 } as const;
