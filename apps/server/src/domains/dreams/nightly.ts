/**
 * The Dream Machine's automatic runs, two scheduled jobs of the job runner:
 *
 * - `dreams.nightly`, daily at 00:00 UTC. Every server process inserts the job of the latest slot
 *   under the jobs table's unique (kind, slot) key, so a night's job exists once and the runner's
 *   claim runs it once however many processes there are.
 * - `dreams.start`, once per process start (its slot is the start time): the catch-up when the
 *   last run is more than 24 hours old (the server was down at midnight).
 */
import {
  defineScheduledJob,
  handleJob,
  type RegisteredJob,
  type Schedule,
  type ScheduledJob,
} from '../../platform/jobs';
import { NIGHTLY_SCHEDULE, type DreamsService } from './service';

export const nightlyBlendJob = defineScheduledJob('dreams.nightly');
export const startCheckJob = defineScheduledJob('dreams.start');

/** One slot: the process's start. */
export function atStart(startedAt: Date): Schedule {
  return { description: 'once, when the process starts', slotAt: () => startedAt };
}

/** The handlers and schedules of the automatic runs over a service (tests give them to more runners). */
export function dreamMachineJobs(service: DreamsService): {
  jobs: RegisteredJob[];
  schedules: ScheduledJob[];
} {
  return {
    jobs: [
      handleJob(nightlyBlendJob, {
        run: async ({ slot }) => {
          await service.runNightly(slot);
        },
      }),
      handleJob(startCheckJob, {
        run: async () => {
          await service.runAtStart();
        },
      }),
    ],
    schedules: [
      { type: nightlyBlendJob, schedule: NIGHTLY_SCHEDULE },
      { type: startCheckJob, schedule: atStart(service.startedAt) },
    ],
  };
}
