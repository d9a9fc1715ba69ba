import { crowdfundingJobs } from './modules/crowdfunding/index.js';
import { fileJobs } from './modules/files/index.js';
import { pilotJobs } from './modules/pilots/index.js';
import { idempotencySweep } from './platform/idempotency.js';
import type { ScheduledJob } from './platform/schedules.js';

/**
 * Every scheduled job, by the module that owns it: the one place the app registers them
 * (`docs/architecture.md` lists them, and a test holds the two together).
 */
export const jobsByModule: Record<string, readonly ScheduledJob[]> = {
  platform: [
    // Dispatches the domain events a process recorded and did not deliver (it died, or delivery failed).
    { name: 'events.recover', schedule: 'eventRecovery', run: async ({ events }) => void (await events.drain()) },
    idempotencySweep,
  ],
  files: fileJobs,
  crowdfunding: crowdfundingJobs,
  pilots: pilotJobs,
};

export const scheduledJobs: readonly ScheduledJob[] = Object.values(jobsByModule).flat();
