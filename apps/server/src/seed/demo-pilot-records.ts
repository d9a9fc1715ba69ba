import type { ApplicantStatus, PilotOutcome, PilotStatus } from '@platform/contract';
import type { pilotApplications, pilotRuns, pilots, PilotKpi } from '../db/schema/index.js';

const DAY = 86_400_000;

type PilotRow = typeof pilots.$inferInsert & { id: string; status: PilotStatus; createdAt: Date };
type AppRow = typeof pilotApplications.$inferInsert & { id: string };
/** The demo pilots' builders (`seedDemoPilots`): a card, an application to it, its run. */
export type Builders = {
  add: (ownerId: string, ownerRole: 'corporate' | 'investor', status: PilotStatus, theme: number, daysAgo: number) => PilotRow;
  apply: (p: PilotRow, startupId: string, status: ApplicantStatus) => AppRow;
  run: (
    p: PilotRow,
    app: AppRow,
    kpis: PilotKpi[],
    decisionDate: Date,
    outcome: PilotOutcome | null,
    note?: string | null,
    over?: Partial<typeof pilotRuns.$inferInsert>,
  ) => number;
};

/**
 * Two corporates of the showcase with a pilot track record startups can weigh: the first decides
 * by the date and converts most pilots, the second decides late, stops most, and has one overdue.
 */
export function seedTrackRecords(others: { id: string; role: string }[], startups: string[], { add, apply, run }: Builders, now: Date) {
  const [good, poor] = others.filter((o) => o.role === 'corporate');
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const kpi = (reached: string | null) => [{ name: 'Cost per inspection', target: '-20%', reached }];
  // [days ago started, decision date (days from now), outcome, days from now decided]
  const history: Record<'good' | 'poor', [number, number, PilotOutcome | null, number][]> = {
    good: [
      [170, -100, 'commercial_contract', -104],
      [160, -80, 'commercial_contract', -80],
      [140, -60, 'extended', -65],
      [120, -30, 'commercial_contract', -33],
    ],
    poor: [
      [170, -120, 'stopped', -40],
      [160, -110, 'stopped', -70],
      [150, -90, 'extended', -20],
      [130, -25, null, 0],
    ],
  };
  for (const [key, owner] of [
    ['good', good],
    ['poor', poor],
  ] as const) {
    if (!owner) continue;
    history[key].forEach(([ago, decision, outcome, decided], n) => {
      const p = add(owner.id, 'corporate', outcome ? 'archive' : 'active', n + (key === 'good' ? 2 : 6), ago);
      const app = apply(p, startups[(n + (key === 'good' ? 7 : 11)) % startups.length]!, 'shortlisted');
      run(p, app, kpi(outcome ? '-18%' : null), at(decision), outcome, null, {
        outcomeAt: outcome ? at(decided) : null,
        ...(outcome ? {} : { remindedWeekAt: at(decision - 7), remindedDayAt: at(decision - 1), overdueAt: at(decision + 1) }),
      });
    });
  }
}
