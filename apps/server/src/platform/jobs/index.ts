/** Background jobs: typed kinds, the durable queue and its worker, scheduled slots (see runner.ts). */
export {
  DEFAULT_MAX_ATTEMPTS,
  defineJob,
  errorMessage,
  handleJob,
  type JobContext,
  type JobHandler,
  type JobType,
  type Json,
  PermanentJobError,
  type RegisteredJob,
} from './job';
export {
  AbandonedJobError,
  type EnqueueOptions,
  type JobLog,
  type JobOutcome,
  type JobQueue,
  JobRunner,
  type JobRunnerOptions,
} from './runner';
export {
  dailyAtUtc,
  defineScheduledJob,
  every,
  type Schedule,
  type ScheduledJob,
  type SlotPayload,
} from './schedule';
