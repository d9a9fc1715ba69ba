import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/prepare.js';
import { startTestApp, type TestApp } from './harness.js';

/*
 * The demo startup's finished due diligence is the one a newcomer reads end to end: its
 * application, the expert company's ticket, the meetings, the report and its timeline must tell
 * the steps in the order they happen. And every seeded report speaks of its own startup.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await prepareDatabase(t.database, { seedDemo: true })).toEqual({ seeded: true });
});
afterAll(() => t.close());

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).map((r) => ({ ...(r as object) }) as T);
}

const finished = sql`(select d.ticket_id, d.client_ticket_id from expert_duedills d
  join tickets ct on ct.id = d.client_ticket_id join users u on u.id = ct.owner_id
  join tickets et on et.id = d.ticket_id
  where u.email = 'startup@demo.test' and ct.status = 'success' and et.status = 'due_success')`;

/** The steps that come before the step listed ahead of them (a step may share its moment with the one before). */
function outOfOrder(steps: { step: string; at: Date | string }[]) {
  const times = steps.map((s) => ({ step: s.step, at: new Date(s.at).getTime() }));
  return times.flatMap((s, i) => (i > 0 && !(s.at >= times[i - 1]!.at) ? [`${s.step} comes before ${times[i - 1]!.step}`] : []));
}

describe("the demo startup's finished due diligence", () => {
  it('is filed, sent, accepted, met, submitted, approved and shared in that order, all in the past', async () => {
    const [f] = await rows<{ ticket_id: string; client_ticket_id: string }>(sql`select * from ${finished} f`);
    expect(f).toBeDefined();
    const client = await rows<{ to_status: string; created_at: string }>(
      sql`select to_status, created_at from ticket_history where ticket_id = ${f!.client_ticket_id} order by created_at, id`,
    );
    const expert = await rows<{ to_status: string; created_at: string }>(
      sql`select to_status, created_at from ticket_history where ticket_id = ${f!.ticket_id} order by created_at, id`,
    );
    const [ticket] = await rows<{ created_at: string }>(sql`select created_at from tickets where id = ${f!.ticket_id}`);
    const met = await rows<{ name: string; starts_at: string; ends_at: string; created_at: string }>(
      sql`select name, starts_at, ends_at, created_at from meetings where ticket_id = ${f!.ticket_id} order by starts_at`,
    );
    const [report] = await rows<{ submitted_at: string; approved_at: string; shared_at: string }>(
      sql`select submitted_at, approved_at, shared_at from reports where ticket_id = ${f!.ticket_id}`,
    );
    const [offer] = await rows<{ created_at: string }>(
      sql`select o.created_at from offers o join tickets et on et.id = ${f!.ticket_id}
        where o.ticket_id = ${f!.client_ticket_id} and o.company_id = et.owner_id`,
    );
    const at = (list: { to_status: string; created_at: string }[], status: string) => list.find((h) => h.to_status === status)?.created_at ?? 'never';
    expect(met.length).toBeGreaterThan(0);
    const story = [
      { step: 'filed', at: at(client, 'registred') },
      { step: 'agreement', at: at(client, 'signing_agreement') },
      { step: 'search', at: at(client, 'searching') },
      { step: 'offered', at: offer!.created_at },
      { step: 'sent to the expert company', at: ticket!.created_at },
      { step: 'expert history: sent', at: at(expert, 'due_wait_resp') },
      { step: 'expert interested', at: at(expert, 'due_work_approval') },
      { step: 'client confirming', at: at(client, 'waiting_confirm') },
      { step: 'client deal', at: at(client, 'deal') },
      { step: 'accepted', at: at(expert, 'due_in_due') },
      ...met.map((m) => ({ step: `${m.name} booked`, at: m.created_at })),
      ...met.flatMap((m) => [
        { step: `${m.name} starts`, at: m.starts_at },
        { step: `${m.name} ends`, at: m.ends_at },
      ]),
      { step: 'report submitted', at: report!.submitted_at },
      { step: 'expert history: submitted', at: at(expert, 'due_accept_work') },
      { step: 'report approved', at: report!.approved_at },
      { step: 'expert history: approved', at: at(expert, 'due_success') },
      { step: 'client success', at: at(client, 'success') },
      { step: 'shared', at: report!.shared_at },
      { step: 'now', at: new Date() },
    ];
    expect(outOfOrder(story)).toEqual([]);
  });

  it("keeps the startup's timeline of that application in the same order", async () => {
    const [f] = await rows<{ ticket_id: string; client_ticket_id: string }>(sql`select * from ${finished} f`);
    const events = await rows<{ kind: string; created_at: string }>(sql`
      select e.kind, e.created_at from company_events e join tickets ct on ct.id = ${f!.client_ticket_id}
      where e.company_id = ct.owner_id and (e.subject_id = ct.id or e.data->>'ticketId' = ct.id::text)
      order by e.created_at, e.id`);
    const kinds = events.map((e) => e.kind);
    const first = (kind: string) => kinds.indexOf(kind);
    const last = (kind: string) => kinds.lastIndexOf(kind);
    expect(kinds[0]).toBe('ticket.created');
    expect(first('duediligence.sent')).toBeGreaterThan(0);
    expect(first('meeting.scheduled')).toBeGreaterThan(first('duediligence.sent'));
    expect(first('report.submitted')).toBeGreaterThan(Math.max(last('meeting.scheduled'), last('meeting.answered')));
    expect(first('report.reviewed')).toBeGreaterThan(first('report.submitted'));
  });
});

describe('the seeded reports', () => {
  it('each speak of their own startup and name no other seeded startup', async () => {
    const reports = await rows<{ startup: string; product: string | null; text: string }>(sql`
      select c.name as startup, c.description as product,
        concat_ws(' ', r.method, r.artifacts::text, r.conclusion, r.risks, r.recommendations) as text
      from reports r join expert_duedills d on d.ticket_id = r.ticket_id
      join tickets ct on ct.id = d.client_ticket_id join companies c on c.user_id = ct.owner_id`);
    const startups = (await rows<{ name: string }>(sql`select name from companies where role = 'startup'`)).map((s) => s.name);
    expect(reports.length).toBeGreaterThan(3);
    const wrong = reports.flatMap((r) => [
      ...(r.text.includes(r.startup) ? [] : [`${r.startup}: its report does not name it`]),
      ...startups.filter((name) => name !== r.startup && r.text.includes(name)).map((name) => `${r.startup}: its report names ${name}`),
    ]);
    expect(wrong).toEqual([]);
  });
});
