/**
 * The job runner: a durable queue in the `jobs` table and a worker loop in the server process.
 *
 * - `enqueue` inserts a pending job (in the caller's transaction when given one) and wakes the
 *   worker of this process at once.
 * - The worker claims one due job per statement,
 *   `UPDATE jobs SET status = 'running' … WHERE id = (SELECT id … FOR UPDATE SKIP LOCKED LIMIT 1)
 *   RETURNING *`, so several workers (processes on one PostgreSQL, or runners on one connection)
 *   never take the same job. It claims only kinds it has a handler for.
 * - A failed attempt goes back to pending with exponential back-off (`backoffMs` × 2^(attempt−1))
 *   and its `last_error`; after the kind's last attempt (3 by default) the job is `failed` and the
 *   handler's `failed` hook records it where its owner sees it.
 * - A running job keeps its lock fresh (a heartbeat every third of the lease); one whose lock is
 *   older than the lease (its process died) is claimed again, that run counting as an attempt.
 * - Jobs live in the database, so pending ones survive a restart and run after the next start.
 * - `stop()` (on app close) stops claiming and waits for the jobs under way.
 * - Scheduled kinds (schedule.ts) get one job per slot through the unique (kind, slot) key.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { type JobRow, jobs, type Json } from '../schema';
import {
  errorMessage,
  type JobContext,
  type JobType,
  PermanentJobError,
  type RegisteredJob,
} from './job';
import type { ScheduledJob } from './schedule';

/** How a domain puts work in the queue. */
export interface JobQueue {
  /** Adds a job; returns its id. With `db` (a transaction), it is added in that transaction. */
  enqueue<P extends Json>(type: JobType<P>, payload: P, options?: EnqueueOptions): Promise<number>;
  /** Makes the worker look for due jobs now (call it after committing a transaction that enqueued). */
  wake(): void;
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** The transaction to insert in; the worker is then not woken (the caller wakes it after commit). */
  db?: Db;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: JobLog;
  /** How long the worker sleeps when there is nothing to do and nobody wakes it. */
  pollMs: number;
  /** A running job whose lock is older than this is taken to be abandoned. @default 120000 */
  leaseMs?: number;
  /** The first retry's delay; each next one doubles. @default 15000 */
  backoffMs?: number;
  /** The longest retry delay. @default 600000 */
  maxBackoffMs?: number;
  /** Jobs run at the same time by this worker. @default 4 */
  concurrency?: number;
  /** Names this worker in `locked_by`. @default host:pid:random */
  workerId?: string;
}

/** How a claimed job ended. */
export type JobOutcome = 'done' | 'retry' | 'failed' | 'lost';

const DAY = 24 * 3_600_000;
/** Finished jobs are deleted after these delays (a scheduled slot's row stays longer, see sweep). */
const KEEP_DONE_MS = 7 * DAY;
const KEEP_FAILED_MS = 30 * DAY;
const KEEP_SLOTS_MS = 90 * DAY;
const SWEEP_EVERY_MS = 3_600_000;

/** The error of an attempt whose worker stopped before finishing (found by the lease). */
export class AbandonedJobError extends Error {
  override name = 'AbandonedJobError';
}

export class JobRunner implements JobQueue {
  readonly workerId: string;
  private readonly handlers = new Map<string, RegisteredJob>();
  private readonly schedules: ScheduledJob[] = [];
  private readonly lastSlots = new Map<string, number>();
  private readonly active = new Set<Promise<JobOutcome>>();
  private readonly leaseMs: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly concurrency: number;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private woken = false;
  private wakeSleeper: (() => void) | null = null;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: JobRunnerOptions) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.backoffMs = options.backoffMs ?? 15_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 600_000;
    this.concurrency = options.concurrency ?? 4;
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** Adds the handler of a kind; a kind has one handler. */
  register(job: RegisteredJob): void {
    if (this.handlers.has(job.kind))
      throw new Error(`Two handlers are registered for the job kind "${job.kind}".`);
    this.handlers.set(job.kind, job);
  }

  /** Adds a scheduled kind (its handler is registered apart, with `register`). */
  schedule(scheduled: ScheduledJob): void {
    if (this.schedules.some((s) => s.type.kind === scheduled.type.kind))
      throw new Error(`The job kind "${scheduled.type.kind}" is scheduled twice.`);
    this.schedules.push(scheduled);
  }

  /** Kinds this runner can run. */
  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  async enqueue<P extends Json>(
    type: JobType<P>,
    payload: P,
    options: EnqueueOptions = {},
  ): Promise<number> {
    if (!this.handlers.has(type.kind))
      throw new Error(`No handler is registered for the job kind "${type.kind}".`);
    const now = this.options.clock();
    const [row] = await (options.db ?? this.options.db)
      .insert(jobs)
      .values({
        kind: type.kind,
        payload,
        maxAttempts: type.maxAttempts,
        runAfter: options.runAt ?? now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobs.id });
    if (!row) throw new Error('insert returned no row');
    if (!options.db) this.wake();
    return row.id;
  }

  wake(): void {
    this.woken = true;
    this.wakeSleeper?.();
  }

  /** Starts the worker loop (once). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.work();
  }

  /** Stops claiming, then waits for the jobs under way to finish (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    await Promise.allSettled([...this.active]);
  }

  /**
   * Claims one due job for this worker: pending and due, or running with an expired lease. Returns
   * null when there is none (or no handler at all).
   */
  async claim(): Promise<JobRow | null> {
    const kinds = this.kinds;
    if (kinds.length === 0) return null;
    const { db, clock } = this.options;
    const now = clock();
    const abandonedBefore = new Date(now.getTime() - this.leaseMs);
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAfter, now)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedAt, abandonedBefore)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAfter), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedAt: now,
        lockedBy: this.workerId,
        updatedAt: now,
      })
      .where(eq(jobs.id, sql`(${due})`))
      .returning();
    return claimed ?? null;
  }

  /** Claims and runs one due job; null when none is due. */
  async runOnce(): Promise<JobOutcome | null> {
    const job = await this.claim();
    return job ? this.track(job) : null;
  }

  /**
   * Runs every job that is due now, including the ones the loop has under way, until none is
   * left (tests, and scripts that process the queue by hand).
   */
  async drain(): Promise<void> {
    for (;;) {
      await this.enqueueDueSlots();
      if (await this.runOnce()) continue;
      if (this.active.size === 0) return;
      await Promise.allSettled([...this.active]);
    }
  }

  /** Inserts the job of each schedule's latest slot, unless some process already has. */
  async enqueueDueSlots(): Promise<void> {
    const { db, clock } = this.options;
    const now = clock();
    for (const { type, schedule } of this.schedules) {
      const slot = schedule.slotAt(now);
      if (this.lastSlots.get(type.kind) === slot.getTime()) continue;
      await db
        .insert(jobs)
        .values({
          kind: type.kind,
          payload: { slot: slot.toISOString() },
          slot: slot.toISOString(),
          maxAttempts: type.maxAttempts,
          runAfter: slot,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [jobs.kind, jobs.slot] });
      this.lastSlots.set(type.kind, slot.getTime());
    }
  }

  /** Deletes finished jobs past their keeping time (slot rows are kept longer, so a slot never reruns). */
  async sweep(): Promise<void> {
    const now = this.options.clock().getTime();
    await this.options.db
      .delete(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'done'), lte(jobs.updatedAt, new Date(now - KEEP_DONE_MS))),
            and(eq(jobs.status, 'failed'), lte(jobs.updatedAt, new Date(now - KEEP_FAILED_MS))),
          ),
          or(
            isNull(jobs.slot),
            and(isNotNull(jobs.slot), lte(jobs.runAfter, new Date(now - KEEP_SLOTS_MS))),
          ),
        ),
      );
  }

  // ------------------------------------------------------------------------------ the loop

  private async work(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      try {
        await this.maintain();
        while (!this.stopping && this.active.size < this.concurrency) {
          const job = await this.claim();
          if (!job) break;
          // Not awaited: up to `concurrency` jobs run at once; each wakes the loop when it ends.
          void this.track(job);
        }
      } catch (error) {
        this.options.log.error({ err: error }, 'job worker: claiming failed');
      }
      await this.sleep();
    }
  }

  private async maintain(): Promise<void> {
    await this.enqueueDueSlots();
    const now = this.options.clock().getTime();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.sweep();
    }
  }

  private sleep(): Promise<void> {
    if (this.woken || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      timer.unref();
      this.wakeSleeper = done;
    });
  }

  private track(job: JobRow): Promise<JobOutcome> {
    const run = this.execute(job).finally(() => {
      this.active.delete(run);
      this.wake();
    });
    this.active.add(run);
    return run;
  }

  private async execute(job: JobRow): Promise<JobOutcome> {
    const handler = this.handlers.get(job.kind);
    if (!handler) throw new Error(`No handler for the claimed job kind "${job.kind}".`);
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
    };
    const heartbeat = setInterval(
      () => {
        void this.touch(job.id).catch(() => undefined);
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      if (job.attempts > job.maxAttempts)
        throw new AbandonedJobError(
          'The job was interrupted (its worker stopped) and has no attempts left.',
        );
      await handler.run(job.payload, context);
      return (await this.finish(job, { status: 'done', lastError: null })) ? 'done' : 'lost';
    } catch (error) {
      const final =
        job.attempts >= job.maxAttempts ||
        error instanceof PermanentJobError ||
        error instanceof AbandonedJobError;
      const lastError = errorMessage(error);
      if (!final) {
        const delay = Math.min(this.backoffMs * 2 ** (job.attempts - 1), this.maxBackoffMs);
        this.options.log.warn(
          { job: job.id, kind: job.kind, attempt: job.attempts, retryInMs: delay },
          `job attempt failed: ${lastError}`,
        );
        const runAfter = new Date(this.options.clock().getTime() + delay);
        return (await this.finish(job, { status: 'pending', lastError, runAfter }))
          ? 'retry'
          : 'lost';
      }
      this.options.log.error(
        { job: job.id, kind: job.kind, attempt: job.attempts },
        `job failed: ${lastError}`,
      );
      // The owner's record first: should this process die now, the job is claimed again later and
      // fails again, calling the (repeatable) hook once more rather than never.
      try {
        await handler.failed(job.payload, error, context);
      } catch (hookError) {
        this.options.log.error(
          { job: job.id, kind: job.kind, err: hookError },
          'job failure hook failed',
        );
      }
      return (await this.finish(job, { status: 'failed', lastError })) ? 'failed' : 'lost';
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Records the end of an attempt, if this worker still holds the job (false when it lost it). */
  private async finish(
    job: JobRow,
    end: { status: 'done' | 'failed' | 'pending'; lastError: string | null; runAfter?: Date },
  ): Promise<boolean> {
    const now = this.options.clock();
    const updated = await this.options.db
      .update(jobs)
      .set({
        status: end.status,
        lastError: end.lastError,
        lockedAt: null,
        lockedBy: null,
        updatedAt: now,
        ...(end.runAfter ? { runAfter: end.runAfter } : {}),
      })
      .where(
        and(
          eq(jobs.id, job.id),
          eq(jobs.status, 'running'),
          eq(jobs.lockedBy, this.workerId),
          eq(jobs.attempts, job.attempts),
        ),
      )
      .returning({ id: jobs.id });
    if (updated.length === 0)
      this.options.log.warn(
        { job: job.id, kind: job.kind },
        'job finished after its lease expired; another worker has it now',
      );
    return updated.length > 0;
  }

  /** Keeps a running job's lock fresh. */
  private async touch(id: number): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({ lockedAt: this.options.clock() })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, this.workerId)));
  }
}
