import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, isoWeekday, localDate, localInstant, type DateOverride, type WeeklyHours } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { expertCalendarOverrides, expertDuedills, expertWorkCalendars, internalExperts, meetings, ticketHistory, tickets } from '../db/schema/index.js';

const ZONE = 'Europe/Berlin';

/** The lead analyst's own week: a lunch break, a short Friday, weekends off. */
const weekly: WeeklyHours = {
  1: [
    { from: '09:00', to: '13:00' },
    { from: '14:00', to: '18:00' },
  ],
  2: [
    { from: '09:00', to: '13:00' },
    { from: '14:00', to: '18:00' },
  ],
  3: [
    { from: '09:00', to: '13:00' },
    { from: '14:00', to: '18:00' },
  ],
  4: [
    { from: '09:00', to: '13:00' },
    { from: '14:00', to: '18:00' },
  ],
  5: [{ from: '10:00', to: '15:00' }],
  6: [],
  7: [],
};

type Planned = {
  ticketId: string;
  day: number;
  after?: string;
  from: string;
  to: string;
  name: string;
  description: string;
  accepted: boolean | null;
  reason?: string;
};

/** The `n`-th working day (Monday to Thursday) after (n > 0) or before (n < 0) today in the zone. */
function workingDay(today: string, n: number): string {
  let date = today;
  for (let left = Math.abs(n); left > 0;) {
    date = addDays(date, Math.sign(n));
    if (isoWeekday(date) <= 4) left -= 1;
  }
  return date;
}

/**
 * The demo expert company's schedule: its first internal expert keeps a calendar of its own in
 * Berlin time with a day off and a short day among the next weeks' dates, and meets the clients of
 * its running and finished due diligence: past and coming meetings, waiting, accepted and declined.
 * The others keep the default hours. Every meeting sits inside the calendar's free time.
 */
export async function seedDemoSchedule(tx: Tx, expertCompanyId: string, now = new Date()) {
  const [analyst] = await tx
    .select({ id: internalExperts.id })
    .from(internalExperts)
    .where(eq(internalExperts.companyId, expertCompanyId))
    .orderBy(asc(internalExperts.name))
    .limit(1);
  if (!analyst) return;
  const today = localDate(now, ZONE);
  const overrides: DateOverride[] = [
    { date: workingDay(today, 6), time: [] },
    { date: workingDay(today, 8), time: [{ from: '12:00', to: '16:00' }] },
  ];
  await tx.insert(expertWorkCalendars).values({ expertId: analyst.id, timeZone: ZONE, weekly });
  await tx.insert(expertCalendarOverrides).values(overrides.map((o) => ({ expertId: analyst.id, ...o })));

  const work = await tx
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, tickets.id))
    .where(and(eq(tickets.ownerId, expertCompanyId), eq(expertDuedills.internalExpertId, analyst.id), inArray(tickets.status, ['due_in_due', 'due_success'])));
  const running = work.find((w) => w.status === 'due_in_due')?.id;
  const finished = work.find((w) => w.status === 'due_success')?.id;
  const planned: Planned[] = [];
  // The finished work's meetings took place in its first working days, before its report was submitted.
  const began = finished
    ? (
        await tx
          .select({ at: ticketHistory.createdAt })
          .from(ticketHistory)
          .where(and(eq(ticketHistory.ticketId, finished), eq(ticketHistory.toStatus, 'due_in_due')))
      )[0]?.at
    : undefined;
  if (finished && began) {
    const after = localDate(began, ZONE);
    planned.push(
      {
        ticketId: finished,
        after,
        day: 1,
        from: '10:00',
        to: '11:00',
        name: 'Founders interview',
        description: 'Team, roadmap and how decisions are made.',
        accepted: true,
      },
      {
        ticketId: finished,
        after,
        day: 3,
        from: '14:00',
        to: '15:30',
        name: 'Code base walkthrough',
        description: 'Architecture, tests and deployment with the engineering lead.',
        accepted: true,
      },
    );
  }
  if (running) {
    planned.push(
      {
        ticketId: running,
        day: -2,
        from: '10:00',
        to: '11:00',
        name: 'Kick-off with the founders',
        description: 'Scope, access to data and the interview plan.',
        accepted: true,
      },
      {
        ticketId: running,
        day: 1,
        from: '15:00',
        to: '16:00',
        name: 'Financial model review',
        description: 'Unit economics and the 2026–2028 plan with the CFO.',
        accepted: true,
      },
      {
        ticketId: running,
        day: 2,
        from: '11:00',
        to: '12:00',
        name: 'Customer call',
        description: 'A reference call with one of the anchor customers.',
        accepted: null,
      },
      {
        ticketId: running,
        day: 3,
        from: '09:30',
        to: '10:30',
        name: 'Technology deep dive',
        description: 'Robot fleet telemetry and the cloud set-up.',
        accepted: false,
        reason: 'Travelling that morning',
      },
      { ticketId: running, day: 4, from: '16:00', to: '17:00', name: 'Hiring plan', description: 'The next 18 months of hiring with the CEO.', accepted: null },
    );
  }
  if (!planned.length) return;
  await tx.insert(meetings).values(
    planned.map((p) => {
      const date = workingDay(p.after ?? today, p.day);
      const startsAt = localInstant(date, p.from, ZONE);
      // The finished work's meetings were booked as it began; the others three days ahead, or three days ago.
      const bookedAt = began && p.after ? new Date(began.getTime() + 2 * 3_600_000) : new Date(Math.min(now.getTime(), startsAt.getTime()) - 3 * 86_400_000);
      return {
        ticketId: p.ticketId,
        internalExpertId: analyst.id,
        name: p.name,
        description: p.description,
        location: 'https://meet.example.com/due-diligence',
        startsAt,
        endsAt: localInstant(date, p.to, ZONE),
        accepted: p.accepted,
        reason: p.reason ?? null,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      };
    }),
  );
}
