import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertCandidateListSchema } from '@platform/contract';
import { expertDuedills, internalExperts, meetings, reports, ticketHistory, tickets } from '../src/db/schema/index.js';
import { dueDiligenceKit } from './fixtures/due-diligence.js';
import { DAY_MS } from './fixtures/dates.js';
import { createUser, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const kit = dueDiligenceKit(() => t);
let client = '';
let recordCo = '';

const ANSWERED = new Date('2026-03-02T09:00:00Z');

/**
 * One expert ticket of `owner` for the client's ticket: answered "interesting" at ANSWERED, its
 * report approved `days` later (or still under review), with a change request on the way or not.
 */
async function work(owner: string, opts: { days: number | null; changeRequest?: boolean }) {
  const db = t.database.db;
  const [ticket] = await db
    .insert(tickets)
    .values({ type: 'expert_duedill', ownerId: owner, status: opts.days === null ? 'due_accept_work' : 'due_success', form: {} })
    .returning();
  await db.insert(expertDuedills).values({
    ticketId: ticket!.id,
    clientTicketId: client,
    timeline: 'Four weeks',
    startDate: '2026-03-01',
    fee: 1000,
    interesting: true,
    answeredAt: ANSWERED,
  });
  await db.insert(reports).values({
    ticketId: ticket!.id,
    status: opts.days === null ? 'under_review' : 'approved',
    approvedAt: opts.days === null ? null : new Date(ANSWERED.getTime() + opts.days * DAY_MS),
  });
  if (opts.changeRequest) await db.insert(ticketHistory).values({ ticketId: ticket!.id, fromStatus: 'due_accept_work', toStatus: 'due_change_req' });
  return ticket!.id;
}

async function meeting(ticketId: string, expertId: string, accepted: boolean | null) {
  const startsAt = new Date('2026-03-10T10:00:00Z');
  await t.database.db.insert(meetings).values({
    ticketId,
    internalExpertId: expertId,
    name: 'Interview',
    location: 'Online',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    accepted,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  await kit.setUp();
  client = await kit.fileDueDiligence();
  recordCo = (await createUser(t, { role: 'expert', name: 'Record Co' })).id;
  const [analyst] = await t.database.db.insert(internalExperts).values({ companyId: recordCo, name: 'Rita', surname: 'Record' }).returning();

  // Approved after 10, 4 (with a change request), 20 and 14 days; one more only under review, after a change request.
  const first = await work(recordCo, { days: 10 });
  await work(recordCo, { days: 4, changeRequest: true });
  await work(recordCo, { days: 20 });
  await work(recordCo, { days: 14 });
  const open = await work(recordCo, { days: null, changeRequest: true });
  // Two meetings declined, one accepted, one not answered yet.
  await meeting(first, analyst!.id, false);
  await meeting(open, analyst!.id, false);
  await meeting(open, analyst!.id, true);
  await meeting(first, analyst!.id, null);
  // Another company's declined meeting and approved report count for that company only.
  const other = await work(kit.ids.reviewers!, { days: 3, changeRequest: true });
  await meeting(other, kit.ids.outsider!, false);
});
afterAll(() => t.close());

describe("the expert company's record, where a manager chooses one", () => {
  it('shows the median days to an approved report, the first-time approvals and the declined meetings, computed by hand', async () => {
    const res = await kit.call('GET', `/api/v1/manager/tickets/${client}/experts`, kit.tok.manager!);
    expect(res.statusCode, res.body).toBe(200);
    const byName = new Map(expertCandidateListSchema.parse(res.json()).candidates.map((c) => [c.name, c.record]));
    // Approved after 4, 10, 14 and 20 days: the median is (10 + 14) / 2; three of four without a change request.
    expect(byName.get('Record Co')).toEqual({ median_days_to_report: 12, approved_first_time_percent: 75, meetings_declined: 2 });
    expect(byName.get('reviewers')).toEqual({ median_days_to_report: 3, approved_first_time_percent: 0, meetings_declined: 1 });
    // A company with no work yet has no figures, and declined nothing.
    expect(byName.get('bankers')).toEqual({ median_days_to_report: null, approved_first_time_percent: null, meetings_declined: 0 });
  });

  it('is for managers only', async () => {
    const res = await kit.call('GET', `/api/v1/manager/tickets/${client}/experts`, kit.tok.auditors!);
    expect(res.statusCode).toBe(403);
  });
});
