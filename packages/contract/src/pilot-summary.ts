import { z } from 'zod';

/** A startup's pilot counters (ours): applications, shortlists, runs and their outcomes. */
export const pilotSummarySchema = z.object({
  applied: z.number().int(),
  shortlisted: z.number().int(),
  running: z.number().int(),
  outcomes: z.object({ commercial_contract: z.number().int(), extended: z.number().int(), stopped: z.number().int() }),
});
export type PilotSummary = z.infer<typeof pilotSummarySchema>;
