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
 *
 * In the table, a rule marked `batched` (the global budget every request spends) is not one write
 * per hit — that write doubled the cost of a read (`pnpm bench:api`, docs/performance.md) — but
 * counted by `BatchedCounters`: in this process's memory, added to the shared row every
 * `BATCH_FLUSH_MS`.
 */
export interface RateLimiter {
  /** Counts one hit on `key`; rejects with 429 when the rule's budget for the current window is spent. */
  hit(key: string, rule: RateLimitRule): Promise<void>;
  /**
   * Rejects with 429 when `key`'s budget for the current window is already spent, without counting:
   * for budgets spent only by failures (a wrong password), checked before the attempt.
   */
  peek(key: string, rule: RateLimitRule): Promise<void>;
  /** Forgets one key's window (a password reset clears the account's failed logins). */
  clear(key: string): Promise<void>;
  /** Forgets every counter (tests). */
  reset(): Promise<void>;
  /** Writes what is still only in memory and stops (before the database closes). */
  close(): Promise<void>;
}

/** How often (in hits) the expired windows are swept away. */
const SWEEP_EVERY = 1000;

function check(count: number, resetAt: number, now: number, rule: RateLimitRule): void {
  if (count > rule.max) throw tooManyRequests(Math.max(1, Math.ceil((resetAt - now) / 1000)));
}

/** The check of `peek`: the next hit would be one too many. */
const checkSpent = (count: number, resetAt: number, now: number, rule: RateLimitRule) =>
  check(count + 1, resetAt, now, rule);

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

  peek(key: string, rule: RateLimitRule): Promise<void> {
    const now = this.clock().getTime();
    const window = this.windows.get(key);
    try {
      if (window && window.resetAt > now) checkSpent(window.count, window.resetAt, now, rule);
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

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  reset(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  close(): Promise<void> {
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
  private readonly batched: BatchedCounters;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    flushMs: number = BATCH_FLUSH_MS,
    private readonly onFlushError: (error: unknown) => void = () => undefined,
  ) {
    this.batched = new BatchedCounters(db, clock, flushMs, onFlushError);
  }

  async hit(key: string, rule: RateLimitRule): Promise<void> {
    if (rule.batched) return this.batched.hit(key, rule);
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

  async peek(key: string, rule: RateLimitRule): Promise<void> {
    const now = this.clock();
    const [row] = await this.db
      .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now.toISOString()}`);
    if (row) checkSpent(row.count, row.resetAt.getTime(), now.getTime(), rule);
  }

  async clear(key: string): Promise<void> {
    this.batched.forget(key);
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  async reset(): Promise<void> {
    this.batched.clear();
    await this.db.delete(rateLimits);
  }

  /** Adds the batched counts not yet written to the shared rows (tests). */
  flush(): Promise<void> {
    return this.batched.flush();
  }

  async close(): Promise<void> {
    this.batched.stop();
    await this.batched.flush().catch(this.onFlushError);
  }
}

/** How often a process adds its batched counts to the shared rows. */
export const BATCH_FLUSH_MS = 250;

interface BatchedWindow {
  rule: RateLimitRule;
  resetAt: number;
  /** The shared row's count when this process last wrote to it (every process's hits). */
  shared: number;
  /** Hits being written now. */
  writing: number;
  /** Hits not yet written. */
  pending: number;
}

/**
 * Counters shared by every process, written in batches: a hit is counted in memory and decided at
 * once against what this process knows — the shared total it last read back plus its own hits
 * since — and every `flushMs` one upsert per key adds this process's new hits to the shared row and
 * returns the new total. Within one process the count is exact; across N processes a budget can be
 * overrun by at most what the other processes admitted since their last write (about N × the hits
 * of one flush interval) before every process refuses. When the database is away the counts wait
 * in memory and are written once it is back.
 */
export class BatchedCounters {
  private readonly windows = new Map<string, BatchedWindow>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private flushes = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly flushMs: number,
    private readonly onFlushError: (error: unknown) => void,
  ) {}

  hit(key: string, rule: RateLimitRule): Promise<void> {
    const now = this.clock().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { rule, resetAt: now + rule.windowMs, shared: 0, writing: 0, pending: 0 };
      this.windows.set(key, window);
    }
    window.pending += 1;
    this.schedule();
    try {
      check(window.shared + window.writing + window.pending, window.resetAt, now, rule);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  private schedule(): void {
    if (this.timer || this.flushMs <= 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    this.timer.unref();
  }

  /** Writes the pending hits (one statement for every key), and reads the shared totals back. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.flushing = this.write().finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  private async write(): Promise<void> {
    const now = this.clock();
    const batch: [string, BatchedWindow][] = [];
    for (const [key, window] of this.windows) {
      if (window.pending > 0) {
        window.writing = window.pending;
        window.pending = 0;
        batch.push([key, window]);
      } else if (window.resetAt <= now.getTime()) this.windows.delete(key);
    }
    if (batch.length === 0) return;
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}`;
    try {
      if (++this.flushes % SWEEP_EVERY === 0) await this.db.delete(rateLimits).where(expired);
      const rows = await this.db
        .insert(rateLimits)
        .values(
          batch.map(([key, window]) => ({
            key,
            count: window.writing,
            resetAt: new Date(now.getTime() + window.rule.windowMs),
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then excluded.count else ${rateLimits.count} + excluded.count end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
      const written = new Map(batch);
      for (const row of rows) {
        const window = written.get(row.key);
        if (!window) continue;
        window.writing = 0;
        // The shared window (opened by whichever process hit first) is the one that counts,
        // unless this process has moved on to a new window meanwhile.
        if (this.windows.get(row.key) !== window) continue;
        window.shared = row.count;
        window.resetAt = row.resetAt.getTime();
      }
    } catch (error) {
      for (const [, window] of batch) {
        window.pending += window.writing;
        window.writing = 0;
      }
      this.onFlushError(error);
      this.schedule();
    }
  }

  /** Forgets one key's counts in memory (its row is deleted by the limiter). */
  forget(key: string): void {
    this.windows.delete(key);
  }

  /** Forgets the counts in memory (tests; the rows are deleted by the limiter). */
  clear(): void {
    this.windows.clear();
  }

  /** Stops the timer (the last counts are written by `flush`). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** The store for this database: shared counters on PostgreSQL, this process's memory on PGlite. */
export function createRateLimiter(
  kind: 'pglite' | 'postgres',
  db: Db,
  clock: Clock,
  onFlushError?: (error: unknown) => void,
): RateLimiter {
  return kind === 'postgres'
    ? new DatabaseRateLimiter(db, clock, BATCH_FLUSH_MS, onFlushError)
    : new MemoryRateLimiter(clock);
}
