import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { entriesToSlots, fitsFreeTime, type CalendarEntry, type Meeting } from '@platform/contract';
import { apiLogin, demo } from './api.js';
import { fullScoreStartup } from './applications.js';

/*
 * Meetings journeys make their own data: a new startup's due-diligence ticket sent to the demo
 * expert company, and meetings weeks ahead on a random weekday, so journeys running beside them
 * on the demo database find the seed as it was.
 */

type Range = { from: Date; to: Date };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new startup's due-diligence ticket sent to the demo expert company, waiting for its answer. */
export async function expertTicketSent(request: APIRequestContext, email: string) {
  const client = await fullScoreStartup(request, email);
  const manager = await apiLogin(request, demo.manager);
  const expert = await apiLogin(request, demo.expert);
  const filed = await ok<{ id: string }>(
    request.post('/api/v1/startup/duedill/due_dill_form', {
      headers: auth(client),
      data: { type_of_due_dill: 'technical', goals_and_tasks: 'Check the stack before the round', feedback_method: 'email', feedback_value: email },
    }),
  );
  const { candidates } = await ok<{ candidates: { id: string; name: string }[] }>(
    request.get(`/api/v1/manager/tickets/${filed.id}/experts`, { headers: auth(manager) }),
  );
  const me = await ok<{ id: string }>(request.get('/api/v1/user/info', { headers: auth(expert) }));
  const company = candidates.find((c) => c.id === me.id)!;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await ok(
    request.post(`/api/v1/manager/tickets/${filed.id}/expert`, {
      headers: auth(manager),
      data: { company_id: company.id, timeline: 'Two weeks', start_date: day(3), fee: 5000, expire: day(7) },
    }),
  );
  const detail = await ok<{ expert_work: { id: string }[] }>(request.get(`/api/v1/manager/tickets/${filed.id}`, { headers: auth(manager) }));
  return { clientTicket: filed.id, expertTicket: detail.expert_work[0]!.id, clientToken: client, managerToken: manager, expertToken: expert };
}

/** A new startup's due-diligence ticket sent to the demo expert company, at work, with a seeded internal expert. */
export async function expertTicketAtWork(request: APIRequestContext, email: string) {
  const { clientTicket, expertTicket, clientToken, managerToken: manager, expertToken: expert } = await expertTicketSent(request, email);
  await ok(request.patch(`/api/v1/expert/ticket/duedill/accept/${expertTicket}`, { headers: auth(expert), data: { interesting: true } }));
  await ok(request.post(`/api/v1/manager/expert-tickets/${expertTicket}/status`, { headers: auth(manager), data: { event: 'terms_agreed' } }));
  // A seeded expert (the oldest): another journey adds and deletes experts of this company meanwhile.
  const { experts } = await ok<{ experts: { id: string }[] }>(
    request.post('/api/v1/expert/internal-expert/list?take=1&skip=0&order_dir=asc', { headers: auth(expert), data: { search: '' } }),
  );
  await ok(request.patch(`/api/v1/expert/ticket/${expertTicket}/internal-expert`, { headers: auth(expert), data: { internal_expert_id: experts[0]!.id } }));
  return { clientTicket, expertTicket, clientToken, expertId: experts[0]!.id, expertToken: expert };
}

const workCalendarPath = (expertId: string, from: Date, to: Date) =>
  `/api/v1/expert/work_calendar/${expertId}?timestampz_from=${encodeURIComponent(from.toISOString())}&timestampz_to=${encodeURIComponent(to.toISOString())}`;

/**
 * A weekday in the given weeks ahead (4 to 10 unless told) on which the internal expert has free
 * time, as `dd.MM.yyyy` for the date input. Journeys running at once ask for weeks apart, so they
 * never race for the same hours.
 */
export async function freeWeekday(request: APIRequestContext, token: string, expertId: string, weeks: [number, number] = [4, 10]): Promise<string> {
  const [first, last] = weeks;
  for (let tries = 0; tries < 20; tries++) {
    const date = new Date(Date.now() + (first * 7 + Math.floor(Math.random() * (last - first) * 7)) * 86_400_000);
    if ([0, 6].includes(date.getDay())) continue;
    const from = new Date(date.getFullYear(), date.getMonth(), date.getDate());
    const to = new Date(from.getTime() + 86_400_000);
    const calendar = await ok<{ calendar: { time: unknown[] }[] }>(request.get(workCalendarPath(expertId, from, to), { headers: auth(token) }));
    if (calendar.calendar.some((entry) => entry.time.length > 0))
      return `${String(from.getDate()).padStart(2, '0')}.${String(from.getMonth() + 1).padStart(2, '0')}.${from.getFullYear()}`;
  }
  throw new Error('no working weekday found for the internal expert');
}

/**
 * The first hour of free time of a weekday found by `freeWeekday`, as instants. A declined meeting
 * frees its hour for booking; with `clear` the hour must hold no meeting at all, as a journey that
 * looks at the drawn week needs (the week still draws declined meetings, beside the new one).
 */
export async function firstFreeHour(request: APIRequestContext, token: string, expertId: string, day: string, clear = false): Promise<Range> {
  const [dd, mm, yyyy] = day.split('.').map(Number) as [number, number, number];
  const start = new Date(yyyy, mm - 1, dd);
  const end = new Date(start.getTime() + 86_400_000);
  const answer = await ok<{ calendar: CalendarEntry[]; meets: Meeting[] }>(request.get(workCalendarPath(expertId, start, end), { headers: auth(token) }));
  const slots = entriesToSlots(answer.calendar);
  const meetings = answer.meets.map((m) => ({ ...m.timestampz_range, accepted: clear ? true : m.accepted }));
  for (let t = Math.ceil(start.getTime() / 1_800_000) * 1_800_000; t < end.getTime(); t += 1_800_000) {
    const range = { from: new Date(t), to: new Date(t + 3_600_000) };
    if (fitsFreeTime(slots, meetings, range)) return range;
  }
  throw new Error(`no free hour on ${day}`);
}

/** The manager books a meeting through the API. */
export async function bookThroughApi(request: APIRequestContext, expertTicket: string, name: string, range: { from: Date; to: Date }): Promise<Meeting> {
  const manager = await apiLogin(request, demo.manager);
  return ok<Meeting>(
    request.post(`/api/v1/manager/expert-tickets/${expertTicket}/meetings`, {
      headers: auth(manager),
      data: {
        name,
        description: 'Scope, access and the first interviews',
        location: 'https://meet.example.com/kick-off',
        timestampz_from: range.from.toISOString(),
        timestampz_to: range.to.toISOString(),
      },
    }),
  );
}
