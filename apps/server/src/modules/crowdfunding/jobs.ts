import type { ScheduledJob } from '../../platform/schedules.js';
import { endExpiredRounds } from './ending.js';
import { runBackingDeadlines } from './reconfirm-deadline.js';
import { runRoundReporting } from './reporting.js';

/**
 * The crowdfunding module's scheduled jobs, hourly by default; what they record goes out through
 * `events/`, and each run that did something kicks the dispatcher so it goes out now rather than
 * at the next recovery.
 */
export const crowdfundingJobs: ScheduledJob[] = [
  {
    name: 'rounds.end',
    schedule: 'roundEnding',
    async run({ db, log, events }) {
      const n = await endExpiredRounds(db);
      if (!n) return;
      log.info(`ended ${n} crowdfunding round(s) past their last day`);
      events.kick();
    },
  },
  {
    name: 'backings.deadline',
    schedule: 'backingDeadline',
    async run({ db, log, events }) {
      const n = await runBackingDeadlines(db);
      if (!n) return;
      log.info(`cancelled ${n} backing(s) not reconfirmed by their deadline`);
      events.kick();
    },
  },
  {
    name: 'rounds.reporting',
    schedule: 'roundReporting',
    async run({ db, log, events }) {
      const n = await runRoundReporting(db);
      if (!n) return;
      log.info(`the reporting clock sent ${n} report reminder(s) and late notice(s)`);
      events.kick();
    },
  },
];
