/**
 * Job kinds, typed: a domain declares a kind with `defineJob` (its payload's type and how to read a
 * stored payload back), enqueues it through the `JobQueue` and registers its handler with
 * `handleJob`, in its `defineDomain` (`jobs: [handleJob(insightJob, { run, failed })]`).
 */
import type { Json } from '../schema';

export type { Json };

/** The default number of attempts of a job (the first run and two retries). */
export const DEFAULT_MAX_ATTEMPTS = 3;

export interface JobType<P extends Json> {
  /** Unique across the server, by convention `<domain>.<what>` (`journal.insight`). */
  readonly kind: string;
  /** Attempts before the job fails for good. */
  readonly maxAttempts: number;
  /** Reads a stored payload back as this kind's payload; throws when it is not one. */
  parse(payload: unknown): P;
}

export function defineJob<P extends Json>(
  kind: string,
  options: { parse(payload: unknown): P; maxAttempts?: number },
): JobType<P> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`${kind}: maxAttempts must be a whole number ≥ 1.`);
  return { kind, maxAttempts, parse: options.parse };
}

/** What a handler learns about the run under way. */
export interface JobContext {
  id: number;
  kind: string;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface JobHandler<P extends Json> {
  /**
   * Does the work. Throwing makes the attempt fail: the job is retried with back-off until its
   * last attempt. A job may run again after a crash, so `run` must be safe to repeat.
   */
  run(payload: P, context: JobContext): Promise<void>;
  /**
   * Called once the job has failed for good (its last attempt failed, or a `PermanentJobError`), to
   * record the failure where its owner sees it. Must be safe to repeat too.
   */
  failed?(payload: P, error: unknown, context: JobContext): Promise<void>;
}

/** A failure retrying cannot fix (an unreadable payload…): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A handler as the runner keeps it: its payloads read back with the kind's `parse`. */
export interface RegisteredJob {
  readonly kind: string;
  readonly maxAttempts: number;
  run(payload: unknown, context: JobContext): Promise<void>;
  failed(payload: unknown, error: unknown, context: JobContext): Promise<void>;
}

function parsed<P extends Json>(type: JobType<P>, payload: unknown): P {
  try {
    return type.parse(payload);
  } catch (error) {
    throw new PermanentJobError(
      `The payload of this ${type.kind} job cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Registers the handler of a kind (a domain returns these as `jobs` from `create`). */
export function handleJob<P extends Json>(type: JobType<P>, handler: JobHandler<P>): RegisteredJob {
  return {
    kind: type.kind,
    maxAttempts: type.maxAttempts,
    run: (payload, context) => handler.run(parsed(type, payload), context),
    failed: async (payload, error, context) => {
      if (handler.failed) await handler.failed(parsed(type, payload), error, context);
    },
  };
}

/** The message of a failure, for `last_error` and logs. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000) || 'Unknown error';
}
