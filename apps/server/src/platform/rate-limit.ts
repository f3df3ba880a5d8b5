import type { Clock } from './clock';
import type { RateLimitRule } from './config';
import { tooManyRequests } from './errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window request counters kept in memory (one process). Each key (e.g. `login:ip:1.2.3.4`)
 * may be hit `max` times per `windowMs`; the next hit throws 429 with a Retry-After header.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private hits = 0;

  constructor(private readonly clock: Clock) {}

  /** Counts one hit on `key`; throws 429 when the rule's budget for the current window is spent. */
  hit(key: string, rule: RateLimitRule): void {
    const now = this.clock().getTime();
    if (++this.hits % 1000 === 0) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > rule.max) {
      throw tooManyRequests(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    }
  }

  /** Forgets every counter (tests). */
  reset(): void {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
