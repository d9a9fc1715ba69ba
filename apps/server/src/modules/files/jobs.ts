import type { ScheduledJob } from '../../platform/schedules.js';
import { sweepUnattachedFiles } from './sweep.js';

/** The files module's scheduled jobs. */
export const fileJobs: ScheduledJob[] = [
  {
    // Hourly by default. A run that fails (the database away, say) fails its job, which the queue
    // logs; the next tick runs again.
    name: 'files.sweep',
    schedule: 'uploadSweep',
    async run({ db, storage, log }) {
      const n = await sweepUnattachedFiles(db, storage, log);
      if (n) log.info(`removed ${n} upload(s) never attached`);
    },
  },
];
