import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { ApplicantDeclineReason, ApplicantStatus, PilotOutcome, PilotStatus } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { companies, pilotApplications, pilotRuns, pilots, type PilotKpi } from '../db/schema/index.js';
import { seedTrackRecords } from './demo-pilot-records.js';
import { faker } from './generators.js';

const DAY = 86_400_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/** Pilot themes: a name and its industry codes, with texts long enough for the card's rules (100 to 3000). */
const themes: { name: string; industries: string[]; task: string }[] = [
  {
    name: 'Wind turbine blade inspection',
    industries: ['robotics', 'energy'],
    task: 'inspect the blades of our onshore wind turbines without stopping them for more than an hour',
  },
  {
    name: 'Predictive maintenance for conveyors',
    industries: ['ai', 'robotics'],
    task: 'predict bearing and belt failures on the conveyors of our two sorting centres a week ahead',
  },
  {
    name: 'Autonomous inspection of power lines',
    industries: ['robotics', 'energy'],
    task: 'inspect 120 km of live medium-voltage lines and report defects with photos and coordinates',
  },
  {
    name: 'Energy-use analytics in plants',
    industries: ['energy', 'cleantech'],
    task: 'find the 10% of energy use in our plants that can be cut without touching the output',
  },
  {
    name: 'Smart substation monitoring',
    industries: ['energy', 'ai'],
    task: 'watch the transformers of our substations and warn of overheating before the protection trips',
  },
  { name: 'Battery recycling pilot', industries: ['cleantech'], task: 'recover lithium and cobalt from the used batteries of our forklift fleet' },
  { name: 'Warehouse drone inventory', industries: ['robotics', 'ai'], task: 'count the pallets of our high-bay warehouse every night with drones' },
  {
    name: 'Heat recovery from data rooms',
    industries: ['cleantech', 'energy'],
    task: 'reuse the waste heat of our server rooms to heat the neighbouring office building',
  },
  { name: 'Computer vision for quality control', industries: ['ai'], task: 'spot surface defects on painted parts at the end of the line at full line speed' },
  {
    name: 'Demand response for cold storage',
    industries: ['energy', 'ai'],
    task: 'shift the cooling load of our cold stores to the cheapest hours without breaking the cold chain',
  },
];
const declineReasons = [
  'The terms do not say who pays for the equipment and the integration. Please add it and submit the card again.',
  'The description names a supplier we cannot publish. Please describe the task without it.',
];
const questions = [
  'Can the pilot start on one site first?',
  'Is there a budget for the hardware, or do we bring our own?',
  'Which data can we access during the pilot?',
  null,
];

function texts(task: string) {
  return {
    description: `We want to ${task}. The pilot runs on one of our sites with our engineering team alongside yours, and its results decide a wider rollout.`,
    requirements:
      `A working product with at least one reference customer, a team able to be on site for the set-up, and data handled within the ` +
      `EU. Integration with our systems goes through documented interfaces.`,
    terms:
      `Three months on one site. We cover travel and site access, you cover your equipment. Success is judged against the KPIs agreed at the ` +
      `start; a positive outcome leads to a commercial contract.`,
  };
}

type PilotRow = typeof pilots.$inferInsert & { id: string; status: PilotStatus; createdAt: Date };
type AppRow = typeof pilotApplications.$inferInsert & { id: string };

/**
 * Pilots in every status: the demo corporate's and investor's own (sent, declined with a reason,
 * accepted, published without applicants, active with applicants in every decision, one running
 * with its KPIs, one archived with its outcome recorded) and published ones of other foundations for
 * the showcase, with generated startups and the demo startup among the applicants.
 */
export async function seedDemoPilots(
  tx: Tx,
  demo: { startupId: string; investorId: string; corporateId: string; managerId: string },
  code: (kind: string, c: string) => number,
  now = new Date(),
) {
  const startups = (
    await tx
      .select({ id: companies.userId })
      .from(companies)
      .where(and(eq(companies.role, 'startup'), ne(companies.userId, demo.startupId)))
      .orderBy(asc(companies.createdAt), asc(companies.userId))
  ).map((r) => r.id);
  const others = await tx
    .select({ id: companies.userId, role: companies.role })
    .from(companies)
    .where(and(inArray(companies.role, ['investor', 'corporate']), notInArray(companies.userId, [demo.investorId, demo.corporateId])))
    .orderBy(asc(companies.createdAt), asc(companies.userId));
  const countries = ['SE', 'DE', 'NL', 'DK', 'FI', 'NO'].map((c) => code('countries', c)).filter((id) => id !== undefined);
  const rows: PilotRow[] = [];
  const apps: AppRow[] = [];
  const runs: (typeof pilotRuns.$inferInsert)[] = [];

  const add = (ownerId: string, ownerRole: 'corporate' | 'investor', status: PilotStatus, theme: number, daysAgo: number, over: Partial<PilotRow> = {}) => {
    const t = themes[theme % themes.length]!;
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const published = status === 'new' || status === 'active' || status === 'archive';
    const moderated = status !== 'send';
    const row: PilotRow = {
      id: faker.string.uuid(),
      ownerId,
      ownerRole,
      status,
      name: t.name,
      countryId: countries[theme % countries.length]!,
      industries: t.industries.map((c) => code('industries', c)),
      ...texts(t.task),
      declineReason: status === 'decline' ? declineReasons[theme % declineReasons.length]! : null,
      moderatedBy: moderated ? demo.managerId : null,
      moderatedAt: moderated ? new Date(createdAt.getTime() + DAY / 2) : null,
      publishedAt: published ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
      updatedAt: createdAt,
      ...over,
    };
    rows.push(row);
    return row;
  };
  const apply = (p: PilotRow, startupId: string, status: ApplicantStatus, reason?: ApplicantDeclineReason) => {
    const createdAt = new Date(Math.min(now.getTime() - DAY / 4, p.publishedAt!.valueOf() + faker.number.int({ min: 1, max: 5 }) * DAY));
    const row: AppRow = {
      id: faker.string.uuid(),
      pilotId: p.id,
      startupId,
      question: faker.helpers.arrayElement(questions),
      status,
      declineReason: status === 'declined' ? (reason ?? 'not_our_industry') : null,
      declineText: reason === 'other' ? 'We have just signed a supplier for this task this quarter.' : null,
      decidedAt: status === 'new' ? null : new Date(createdAt.getTime() + DAY),
      createdAt,
    };
    apps.push(row);
    return row;
  };
  /** A run; decided on its decision date unless `over` says otherwise (a late or early decision, the clock's marks). */
  const run = (
    p: PilotRow,
    app: AppRow,
    kpis: PilotKpi[],
    decisionDate: Date,
    outcome: PilotOutcome | null,
    note: string | null = null,
    over: Partial<typeof pilotRuns.$inferInsert> = {},
  ) =>
    runs.push({
      pilotId: p.id,
      applicationId: app.id,
      startupId: app.startupId,
      kpis,
      decisionOwner: 'Head of operations',
      decisionDate: dateOf(decisionDate),
      outcome,
      outcomeNote: note,
      outcomeAt: outcome ? decisionDate : null,
      createdAt: new Date(app.createdAt!.valueOf() + 2 * DAY),
      ...over,
    });

  // The demo corporate: every status, and the demo startup applied, running and done.
  const c = demo.corporateId;
  add(c, 'corporate', 'send', 4, 1);
  add(c, 'corporate', 'decline', 5, 9);
  add(c, 'corporate', 'accept', 6, 3);
  add(c, 'corporate', 'new', 0, 6);
  const conveyors = add(c, 'corporate', 'active', 1, 20);
  apply(conveyors, demo.startupId, 'new');
  apply(conveyors, startups[0]!, 'shortlisted');
  apply(conveyors, startups[1]!, 'declined', 'too_early');
  apply(conveyors, startups[2]!, 'declined', 'other');
  const lines = add(c, 'corporate', 'active', 2, 60);
  run(
    lines,
    apply(lines, demo.startupId, 'shortlisted'),
    [
      { name: 'Line length inspected', target: '120 km', reached: null },
      { name: 'Defects found by the robot', target: '95%', reached: null },
    ],
    // Its decision date passed five days ago with no outcome: the clock has found it overdue (both
    // reminders went out before), so the startup sees it overdue and the managers' queue lists it.
    new Date(now.getTime() - 5 * DAY),
    null,
    null,
    { remindedWeekAt: new Date(now.getTime() - 12 * DAY), remindedDayAt: new Date(now.getTime() - 6 * DAY), overdueAt: new Date(now.getTime() - 4 * DAY) },
  );
  apply(lines, startups[3]!, 'declined', 'solution_overlap');
  const plants = add(c, 'corporate', 'archive', 3, 200);
  run(
    plants,
    apply(plants, demo.startupId, 'shortlisted'),
    [
      { name: 'Energy saved', target: '10%', reached: '12%' },
      { name: 'Payback', target: '18 months', reached: '14 months' },
    ],
    new Date(now.getTime() - 20 * DAY),
    'commercial_contract',
    'Rolled out to the second plant.',
  );

  // The demo investor: every status, the demo startup declined on one pilot, a stopped run.
  const i = demo.investorId;
  add(i, 'investor', 'send', 7, 2);
  add(i, 'investor', 'decline', 8, 12);
  add(i, 'investor', 'accept', 9, 4);
  add(i, 'investor', 'new', 8, 7);
  const vision = add(i, 'investor', 'active', 8, 30);
  apply(vision, demo.startupId, 'declined', 'not_our_industry');
  apply(vision, startups[4]!, 'new');
  const cold = add(i, 'investor', 'archive', 9, 150);
  run(
    cold,
    apply(cold, startups[5]!, 'shortlisted'),
    [{ name: 'Cost of cooling', target: '-15%', reached: '-4%' }],
    new Date(now.getTime() - 40 * DAY),
    'stopped',
    'Savings too small for the cold chain risk.',
  );
  // Its decision is due within the week: the owner has had the week's reminder.
  const drones = add(i, 'investor', 'active', 6, 45);
  run(
    drones,
    apply(drones, startups[6]!, 'shortlisted'),
    [{ name: 'Pallets counted per night', target: '8000', reached: null }],
    new Date(now.getTime() + 5 * DAY),
    null,
    null,
    {
      remindedWeekAt: new Date(now.getTime() - 2 * DAY),
    },
  );

  seedTrackRecords(others, startups, { add, apply, run }, now);

  // Other foundations' published pilots, for the showcase's paging and filters.
  for (let k = 0; k < 36 && others.length; k++) {
    const o = others[k % others.length]!;
    const status: PilotStatus = k % 6 === 5 ? 'archive' : k % 3 === 0 ? 'new' : 'active';
    const p = add(o.id, o.role as 'corporate' | 'investor', status, k, faker.number.int({ min: 8, max: 180 }));
    if (status === 'new') continue;
    for (const s of faker.helpers.arrayElements(startups, { min: 1, max: 4 }))
      apply(
        p,
        s,
        faker.helpers.arrayElement(['new', 'new', 'shortlisted', 'declined'] as const),
        faker.helpers.arrayElement(['not_our_industry', 'too_early', 'outside_geography', 'solution_overlap'] as const),
      );
  }

  for (const p of rows) p.applicantsCount = apps.filter((a) => a.pilotId === p.id).length;
  await tx.insert(pilots).values(rows);
  await tx.insert(pilotApplications).values(apps);
  await tx.insert(pilotRuns).values(runs);
}
