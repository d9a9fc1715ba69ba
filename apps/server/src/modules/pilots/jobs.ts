import type { ScheduledJob } from '../../platform/schedules.js';
import { runDecisionClock } from './clock.js';

/** The pilots module's scheduled jobs; what they record goes out through `events.ts`. */
export const pilotJobs: ScheduledJob[] = [
  {
    // Hourly by default; the kick sends the letters now rather than at the next recovery.
    name: 'pilots.clock',
    schedule: 'pilotClock',
    async run({ db, log, events }) {
      const n = await runDecisionClock(db);
      if (!n) return;
      log.info(`the pilot decision clock sent ${n} reminder(s) and overdue notice(s)`);
      events.kick();
    },
  },
];
