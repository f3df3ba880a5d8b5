/**
 * Scheduled jobs: a kind that runs at fixed times (the nightly dream summary at 00:00 UTC). Each
 * time is a slot; the runner of every process inserts the job of the latest slot with the unique
 * (kind, slot) key, so whichever process comes first creates it, the others find it there, and
 * the usual claim runs it once. A process that was down at a slot's time runs the latest missed
 * slot when it starts (once, not every missed one).
 */
import { defineJob, type JobType } from './job';

/** The payload of a scheduled job: the slot it stands for (ISO time). */
export type SlotPayload = { slot: string };

export interface Schedule {
  /** For logs and docs: "daily at 00:00 UTC". */
  readonly description: string;
  /** The latest slot at or before `now`. */
  slotAt(now: Date): Date;
}

export interface ScheduledJob {
  type: JobType<SlotPayload>;
  schedule: Schedule;
}

/** Every day at hour:minute UTC. */
export function dailyAtUtc(hour: number, minute = 0): Schedule {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute))
    throw new Error('dailyAtUtc: hour 0–23 and a whole minute 0–59.');
  if (minute < 0 || minute > 59) throw new Error('dailyAtUtc: minute 0–59.');
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    description: `daily at ${pad(hour)}:${pad(minute)} UTC`,
    slotAt(now) {
      const slot = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute),
      );
      if (slot.getTime() > now.getTime()) slot.setUTCDate(slot.getUTCDate() - 1);
      return slot;
    },
  };
}

/** Every `ms` milliseconds, counted from the Unix epoch (so every process agrees on the slots). */
export function every(ms: number): Schedule {
  if (!Number.isInteger(ms) || ms < 1000) throw new Error('every: at least 1000 ms.');
  return {
    description: `every ${ms} ms`,
    slotAt: (now) => new Date(Math.floor(now.getTime() / ms) * ms),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The job type of a scheduled kind: its payload is the slot. */
export function defineScheduledJob(kind: string, options: { maxAttempts?: number } = {}) {
  return defineJob<SlotPayload>(kind, {
    ...options,
    parse(payload) {
      const slot = isRecord(payload) ? payload['slot'] : undefined;
      if (typeof slot !== 'string' || Number.isNaN(Date.parse(slot)))
        throw new Error('expected { slot: <ISO time> }');
      return { slot };
    },
  });
}
