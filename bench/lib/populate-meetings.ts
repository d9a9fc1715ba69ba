/**
 * Two years of meetings for the work-calendar case: the demo expert company's first internal
 * expert meets four times every working day from 18 months ago to 6 months ahead, and every other
 * internal expert once a working day over the same span, so the week read picks a few rows out of a
 * large table through its index.
 */
import { addDays, isoWeekday, localDate, localInstant } from '@platform/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/dist/db/client.js';
import { internalExperts, meetings, tickets } from '../../apps/server/dist/db/schema/index.js';

const BATCH = 2000;
const ZONE = 'Europe/Berlin';
const DEMO_HOURS = [
  ['09:00', '10:00'],
  ['10:30', '11:30'],
  ['14:00', '15:00'],
  ['15:30', '16:30'],
] as const;

export type MeetingsWorkload = {
  /** The demo company's internal expert whose week is read, and the week (Monday to Monday, instants). */
  expertId: string;
  week: { from: string; to: string };
  /** Meetings of that expert in all, in that week, and in the table. */
  ofExpert: number;
  inWeek: number;
  total: number;
};

type Log = (line: string) => void;

/** Working days (Monday to Friday) from `first` for `days` calendar days. */
function workingDays(first: string, days: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    if (isoWeekday(date) <= 5) out.push(date);
  }
  return out;
}

export async function populateMeetings(database: Database, demoExpertCompany: string, log: Log): Promise<MeetingsWorkload> {
  const staff = await database.db
    .select({ id: internalExperts.id, companyId: internalExperts.companyId })
    .from(internalExperts)
    .orderBy(asc(internalExperts.name));
  const demo = staff.find((s) => s.companyId === demoExpertCompany);
  if (!demo) throw new Error('the demo expert company has no internal expert');
  const [ticket] = await database.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(sql`${tickets.ownerId} = ${demoExpertCompany} and ${tickets.type} = 'expert_duedill'`)
    .limit(1);
  if (!ticket) throw new Error('the demo expert company has no expert ticket');

  const today = localDate(new Date(), ZONE);
  const days = workingDays(addDays(today, -548), 730);
  const row = (expertId: string, date: string, from: string, to: string, n: number) => ({
    ticketId: ticket.id,
    internalExpertId: expertId,
    name: `Interview ${n}`,
    description: 'Founders, product and numbers.',
    location: 'https://meet.example.com/bench',
    startsAt: localInstant(date, from, ZONE),
    endsAt: localInstant(date, to, ZONE),
    accepted: n % 7 === 0 ? false : n % 3 === 0 ? null : true,
  });
  const rows = [
    ...days.flatMap((date, d) => DEMO_HOURS.map(([from, to], k) => row(demo.id, date, from, to, d * 4 + k))),
    ...staff
      .filter((s) => s.id !== demo.id)
      .flatMap((s, e) =>
        days.map((date, d) => row(s.id, date, `${String(9 + ((d + e) % 8)).padStart(2, '0')}:00`, `${String(10 + ((d + e) % 8)).padStart(2, '0')}:00`, d)),
      ),
  ];
  const started = Date.now();
  for (let done = 0; done < rows.length; done += BATCH) {
    await database.db.insert(meetings).values(rows.slice(done, done + BATCH));
    if ((done / BATCH) % 20 === 0)
      log(
        `  meetings: ${Math.min(done + BATCH, rows.length).toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')} ` +
          `(${Math.round((Date.now() - started) / 1000)} s)`,
      );
  }

  // The week read: the coming full week, Monday to Monday in the expert's zone.
  const monday = addDays(today, 8 - isoWeekday(today));
  const week = { from: localInstant(monday, '00:00', ZONE), to: localInstant(addDays(monday, 7), '00:00', ZONE) };
  const inWeek = rows.filter((r) => r.internalExpertId === demo.id && r.startsAt < week.to && r.endsAt > week.from).length;
  return {
    expertId: demo.id,
    week: { from: week.from.toISOString(), to: week.to.toISOString() },
    ofExpert: days.length * DEMO_HOURS.length,
    inWeek,
    total: rows.length,
  };
}
