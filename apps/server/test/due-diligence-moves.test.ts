import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expertTicketSchema,
  managerTicketSchema,
  meetingListSchema,
  meetingSchema,
  workCalendarSchema,
  type ExpertTicketStatus,
  type MeetingStatus,
} from '@platform/contract';
import { meetings, tickets } from '../src/db/schema/index.js';
import { startTestApp } from './harness.js';
import { assignedTicket, at, booking, call, world, type World } from './fixtures/meetings.js';
import { comingWeekday, fixClock, tomorrow } from './fixtures/dates.js';

// The meetings' Monday is reckoned anew at each call: a run over midnight from a Monday would book on
// one Monday and read the calendar of the next. Today and the week start from one instant, a Wednesday at 10:00 UTC.
fixClock(() => comingWeekday(3));
let w: World;
beforeAll(async () => {
  w = await startTestApp().then(world);
});
afterAll(() => w.t.close());

const fullReport = {
  method: 'Interviews with the team and a review of the code base',
  artifacts: ['Architecture diagram'],
  conclusion: 'A sound stack with a clear plan',
  risks: 'One engineer holds the deployment knowledge',
  recommendations: 'Document the deployment and automate it',
  files: [],
  scores: { team: 4, management: 3.5, technology: 4.5, business: 3 },
  submit: true,
};

const expertCard = async (id: string) => expertTicketSchema.parse((await call(w, 'GET', `/api/v1/expert/ticket/${id}`, w.tok.auditors!)).json());
const managerCard = async (client: string, id: string) =>
  managerTicketSchema.parse((await call(w, 'GET', `/api/v1/manager/tickets/${client}`, w.tok.manager!)).json()).expert_work.find((x) => x.id === id)!;
const statusOf = async (id: string) => (await w.t.database.db.select({ s: tickets.status }).from(tickets).where(eq(tickets.id, id)))[0]!.s;
const ok = async (res: Promise<{ statusCode: number; body: string }>) => expect((await res).statusCode, (await res).body).toBe(200);

/** Files a ticket, sends it to the auditors and walks it to `status` through the calls a user makes. */
async function ticketAt(status: ExpertTicketStatus): Promise<{ client: string; id: string }> {
  const filed = await call(w, 'POST', '/api/v1/startup/duedill/due_dill_form', w.tok.founder!, {
    type_of_due_dill: 'technical',
    goals_and_tasks: 'Check our stack',
    feedback_method: 'email',
    feedback_value: 'a@b.test',
  });
  const client = filed.json<{ id: string }>().id;
  const terms = { company_id: w.ids.auditors, timeline: 'Four weeks', start_date: tomorrow(), fee: 12000, expire: tomorrow() };
  await ok(call(w, 'POST', `/api/v1/manager/tickets/${client}/expert`, w.tok.manager!, terms));
  const id = managerTicketSchema.parse((await call(w, 'GET', `/api/v1/manager/tickets/${client}`, w.tok.manager!)).json()).expert_work[0]!.id;
  const path: ExpertTicketStatus[] = ['due_work_approval', 'due_in_due', 'due_accept_work', status === 'due_success' ? 'due_success' : 'due_change_req'];
  const step: Record<string, () => Promise<unknown>> = {
    due_work_approval: () => ok(call(w, 'PATCH', `/api/v1/expert/ticket/duedill/accept/${id}`, w.tok.auditors!, { interesting: true })),
    due_in_due: () => ok(call(w, 'POST', `/api/v1/manager/expert-tickets/${id}/status`, w.tok.manager!, { event: 'terms_agreed' })),
    due_accept_work: () => ok(call(w, 'PUT', `/api/v1/expert/report/${id}`, w.tok.auditors!, fullReport)),
    due_change_req: () =>
      ok(call(w, 'POST', `/api/v1/manager/expert-tickets/${id}/review`, w.tok.manager!, { decision: 'request_changes', comment: 'Add the risks' })),
    due_success: () => ok(call(w, 'POST', `/api/v1/manager/expert-tickets/${id}/review`, w.tok.manager!, { decision: 'approve' })),
  };
  if (status === 'due_cancel') await ok(call(w, 'POST', `/api/v1/manager/expert-tickets/${id}/status`, w.tok.manager!, { event: 'cancel' }));
  else for (const next of path.slice(0, path.indexOf(status) + 1)) await step[next]!();
  expect(await statusOf(id)).toBe(status);
  return { client, id };
}

/** The status moves a call makes, each as its actor's call: the interest answer, and the manager's status endpoint. */
const probes = [
  {
    actor: 'expert',
    to: 'due_work_approval',
    run: (id: string) => call(w, 'PATCH', `/api/v1/expert/ticket/duedill/accept/${id}`, w.tok.auditors!, { interesting: true }),
  },
  {
    actor: 'expert',
    to: 'due_wait_resp',
    run: (id: string) => call(w, 'PATCH', `/api/v1/expert/ticket/duedill/accept/${id}`, w.tok.auditors!, { interesting: null }),
  },
  {
    actor: 'expert',
    to: 'due_cancel',
    run: (id: string) => call(w, 'PATCH', `/api/v1/expert/ticket/duedill/accept/${id}`, w.tok.auditors!, { interesting: false }),
  },
  {
    actor: 'manager',
    to: 'due_in_due',
    run: (id: string) => call(w, 'POST', `/api/v1/manager/expert-tickets/${id}/status`, w.tok.manager!, { event: 'terms_agreed' }),
  },
  {
    actor: 'manager',
    to: 'due_cancel',
    run: (id: string) => call(w, 'POST', `/api/v1/manager/expert-tickets/${id}/status`, w.tok.manager!, { event: 'cancel' }),
  },
] as const;
const statuses: ExpertTicketStatus[] = ['due_wait_resp', 'due_work_approval', 'due_in_due', 'due_accept_work', 'due_change_req', 'due_success', 'due_cancel'];

describe("an expert ticket's moves", () => {
  it('carries on each card the moves its reader may make, for the expert and the manager', async () => {
    const seen: Record<string, [ExpertTicketStatus[], ExpertTicketStatus[]]> = {};
    for (const status of statuses) {
      const { client, id } = await ticketAt(status);
      seen[status] = [(await expertCard(id)).moves, (await managerCard(client, id)).moves];
    }
    expect(seen).toEqual({
      due_wait_resp: [['due_work_approval', 'due_cancel'], ['due_cancel']],
      due_work_approval: [
        ['due_wait_resp', 'due_cancel'],
        ['due_in_due', 'due_cancel'],
      ],
      due_in_due: [['due_accept_work'], ['due_cancel']],
      due_accept_work: [[], ['due_success', 'due_change_req', 'due_cancel']],
      due_change_req: [['due_accept_work'], ['due_cancel']],
      due_success: [[], []],
      due_cancel: [[], []],
    });
  });

  for (const status of statuses)
    it(`from ${status}, the server accepts exactly the moves the card offers and refuses the rest with status_move_refused`, async () => {
      for (const probe of probes) {
        if (probe.to === status) continue;
        const { client, id } = await ticketAt(status);
        const moves = probe.actor === 'expert' ? (await expertCard(id)).moves : (await managerCard(client, id)).moves;
        const res = await probe.run(id);
        const label = `${probe.actor} ${status} → ${probe.to}`;
        if (moves.includes(probe.to)) {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(await statusOf(id), label).toBe(probe.to);
        } else {
          expect(res.statusCode, label).toBe(409);
          expect(res.json(), label).toMatchObject({ code: 'status_move_refused', field_codes: { status: 'status_move_from' }, params: { from: status } });
          expect(await statusOf(id), label).toBe(status);
        }
      }
    });

  it('offers the expert no answer once the window expired, and the server refuses it', async () => {
    const { id } = await ticketAt('due_wait_resp');
    await w.t.database.db.update(tickets).set({ expire: '2020-01-01' }).where(eq(tickets.id, id));
    expect(await expertCard(id)).toMatchObject({ expired: true, moves: [] });
    expect((await probes[0].run(id)).json()).toMatchObject({ code: 'expert_ticket_expired' });
  });
});

describe("a meeting's status and moves", () => {
  const calendar = async (who: 'auditors' | 'manager') =>
    workCalendarSchema.parse(
      (
        await call(
          w,
          'GET',
          `/api/v1/expert/work_calendar/${w.ids.analyst}?timestampz_from=${encodeURIComponent(at('00:00'))}&timestampz_to=${encodeURIComponent(at('23:30'))}`,
          w.tok[who]!,
        )
      ).json(),
    ).meets;
  const answer = (id: string, body: object) => call(w, 'PATCH', `/api/v1/expert/work_calendar/meet/accept/${id}`, w.tok.auditors!, body);
  const expertList = async (ticket: string) => meetingListSchema.parse((await call(w, 'GET', `/api/v1/expert/meet/${ticket}`, w.tok.auditors!)).json()).meets;
  const managerList = async (ticket: string) =>
    meetingListSchema.parse((await call(w, 'GET', `/api/v1/manager/expert-tickets/${ticket}/meetings`, w.tok.manager!)).json()).meets;

  it('reads its status from the answer, offers the expert company its answers, and refuses the rest with status_move_refused', async () => {
    const { expert } = await assignedTicket(w);
    const booked = await call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/meetings`, w.tok.manager!, booking('10:00', '11:00'));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = meetingSchema.parse(booked.json()).id;
    // The manager books: the meeting waits, and the manager has no answer to give.
    expect(booked.json()).toMatchObject({ accepted: null, status: 'waiting_for_confirm', moves: [] });
    expect(await managerList(expert)).toMatchObject([{ status: 'waiting_for_confirm', moves: [] }]);
    const read = async () => [(await expertList(expert))[0]!, (await calendar('auditors'))[0]!, (await calendar('manager'))[0]!];
    expect((await read()).map((m) => [m.status, m.moves])).toEqual([
      ['waiting_for_confirm', ['accepted', 'declined']],
      ['waiting_for_confirm', ['accepted', 'declined']],
      ['waiting_for_confirm', []],
    ]);

    const walk: [object, MeetingStatus][] = [
      [{ accept: true }, 'accepted'],
      [{ accept: false, reason: 'Travelling that day' }, 'declined'],
      [{ accept: true }, 'accepted'],
    ];
    for (const [body, status] of walk) {
      const res = await answer(id, body);
      expect(res.statusCode, res.body).toBe(200);
      const other: MeetingStatus = status === 'accepted' ? 'declined' : 'accepted';
      expect(res.json()).toMatchObject({ accepted: status === 'accepted', status, moves: [other] });
      // The answer it holds is no move: the card does not offer it and the server refuses it.
      const again = await answer(id, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'status_move_refused', field_codes: { accept: 'status_move_from' }, params: { from: status } });
    }
    expect((await w.t.database.db.select({ accepted: meetings.accepted }).from(meetings).where(eq(meetings.id, id)))[0]!.accepted).toBe(true);

    // A manager's change is a new proposal: it waits again, with both answers open.
    const changed = await call(w, 'PATCH', `/api/v1/manager/meetings/${id}`, w.tok.manager!, booking('12:00', '13:00'));
    expect(changed.json()).toMatchObject({ status: 'waiting_for_confirm', moves: [] });
    expect((await expertList(expert))[0]).toMatchObject({ status: 'waiting_for_confirm', moves: ['accepted', 'declined'] });

    // Once the work leaves `due_in_due`, no answer is offered and none is taken.
    await ok(call(w, 'POST', `/api/v1/manager/expert-tickets/${expert}/status`, w.tok.manager!, { event: 'cancel' }));
    expect((await expertList(expert))[0]).toMatchObject({ status: 'waiting_for_confirm', moves: [] });
    expect((await answer(id, { accept: true })).statusCode).toBe(400);
  });
});
