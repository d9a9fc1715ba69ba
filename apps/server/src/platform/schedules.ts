import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Dispatcher } from './events/dispatcher.js';
import type { JobName, Jobs } from './jobs.js';
import type { Storage } from './storage.js';

/** What a scheduled job's work may use: the app's own parts, handed over once at registration. */
export type JobContext = { db: Db; storage: Storage; log: FastifyBaseLogger; events: Pick<Dispatcher, 'kick' | 'drain'> };

/**
 * A job the queue runs on a schedule: one run per tick across every server process. Each module
 * lists its own beside its events (`modules/<name>/jobs.ts`) and the app registers them all in one
 * place (`src/jobs.ts`), so no route plugin starts work of its own and the list is readable whole.
 */
export type ScheduledJob = {
  name: JobName;
  /** The `config.schedules` entry that holds its cron expression (UTC). */
  schedule: keyof Config['schedules'];
  /** One run; a throw fails the job, which the queue logs, and the next tick runs again. */
  run(ctx: JobContext): Promise<void>;
};

/** Declares each job's worker and schedule on the queue, before it starts. */
export function registerSchedules(jobs: Jobs, list: readonly ScheduledJob[], schedules: Config['schedules'], ctx: JobContext): void {
  for (const job of list) {
    jobs.work(job.name, () => job.run(ctx));
    jobs.schedule(job.name, schedules[job.schedule]);
  }
}
