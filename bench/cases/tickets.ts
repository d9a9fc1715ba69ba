import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase, type CaseContext } from '../lib/types.js';
import type { Workload } from '../lib/populate.js';

/**
 * A GET list case on the generated applications: one signed-in request, compared with its bare
 * twin; `note` tells the reader what the answer holds, `check` refuses a workload that missed.
 */
function listCase(spec: {
  id: string;
  title: string;
  request: (ctx: CaseContext, workload: Workload) => HttpRequest;
  note?: (total: number, workload: Workload) => string;
  check?: (total: number, workload: Workload) => string | null;
}): BenchCase {
  return {
    id: spec.id,
    title: spec.title,
    async setup(ctx) {
      if (!ctx.workload) throw new Error(`${spec.id} needs generated data`);
      const request = spec.request(ctx, ctx.workload);
      const res = await expectProbe(ctx.baseUrl, request, [200]);
      const { total } = JSON.parse(res.body.toString('utf8')) as { total: number };
      const refusal = spec.check?.(total, ctx.workload);
      if (refusal) throw new Error(refusal);
      return {
        requests: [request],
        expectStatus: [200],
        bodyBytes: res.body.length,
        bare: fixtureFrom(request, res),
        notes: spec.note ? [spec.note(total, ctx.workload)] : [],
      };
    },
  };
}

const signedGet = (path: string, token: string): HttpRequest => ({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } });
const n = (value: number) => value.toLocaleString('en-US');

/** The demo investor's applications list (a heavy client: one in a hundred generated tickets, none of them expert tickets). */
export const ownerTickets = listCase({
  id: 'owner-tickets',
  title: 'GET /api/v1/foundation/ticket_list (first page)',
  request: ({ tokens }, w) => signedGet(`/api/v1/foundation/ticket_list${w.ownerTickets.query}`, tokens.investor),
  note: (total, w) => `the investor owns ${n(total)} of ${n(w.sizes.tickets - w.expertTickets.generated)} generated applications`,
});

/** The manager's queue filtered by status and type, with the counts per status. */
export const managerQueue = listCase({
  id: 'manager-queue',
  title: 'GET /api/v1/manager/tickets (status + type)',
  request: ({ tokens }, w) => signedGet(`/api/v1/manager/tickets${w.queue.query}`, tokens.manager),
  note: (total, w) => `${n(total)} applications in ${w.queue.status} of type ${w.queue.type}`,
});

/** The manager's queue as it opens: every application, newest first, with the counts per status. */
export const managerQueueAll = listCase({
  id: 'manager-queue-all',
  title: 'GET /api/v1/manager/tickets (no filter)',
  request: ({ tokens }) => signedGet('/api/v1/manager/tickets?take=20&skip=0', tokens.manager),
  check: (total, w) => (total < w.sizes.tickets ? `the queue shows ${total} tickets, fewer than the ${w.sizes.tickets} generated` : null),
});

/** The demo expert company's expert tickets (one in a hundred generated expert tickets), newest first. */
export const expertTickets = listCase({
  id: 'expert-tickets',
  title: 'GET /api/v1/expert/ticket_list (first page)',
  request: ({ tokens }, w) => signedGet(`/api/v1/expert/ticket_list${w.expertTickets.query}`, tokens.expert),
  note: (total, w) =>
    `the expert company owns ${n(w.expertTickets.owned)} of ${n(w.expertTickets.generated)} generated expert tickets (${n(total)} with the demo seed's)`,
  check: (total, w) =>
    w.expertTickets.generated > 0 && w.expertTickets.owned === 0
      ? 'the demo expert company owns none of the generated expert tickets'
      : total < w.expertTickets.total
        ? `the expert list shows ${total} tickets, fewer than the ${w.expertTickets.total} the expert company owns`
        : null,
});

/** The demo startup's company threads (one in a hundred generated threads), newest activity first. */
export const companyThreads = listCase({
  id: 'company-threads',
  title: 'GET /api/v1/company-task/list (first page)',
  request: ({ token }, w) => signedGet(`/api/v1/company-task/list${w.companyThreads.query}`, token),
  note: (total, w) => `the startup has ${n(total)} of ${n(w.sizes.threads)} generated threads`,
  check: (total, w) => (w.sizes.threads > 0 && total === 0 ? 'the demo startup has no generated threads' : null),
});

/** One internal expert's coming week on the schedule page: its hours expanded and its meetings, among two years of them. */
export const workCalendarWeek: BenchCase = {
  id: 'work-calendar-week',
  title: 'GET /api/v1/expert/work_calendar/{expertId} (one week)',
  async setup(ctx) {
    if (!ctx.workload) throw new Error('work-calendar-week needs generated data');
    const m = ctx.workload.meetings;
    const request = signedGet(
      `/api/v1/expert/work_calendar/${m.expertId}?timestampz_from=${encodeURIComponent(m.week.from)}&timestampz_to=${encodeURIComponent(m.week.to)}`,
      ctx.tokens.expert,
    );
    const res = await expectProbe(ctx.baseUrl, request, [200]);
    const { meets } = JSON.parse(res.body.toString('utf8')) as { meets: unknown[] };
    if (meets.length < m.inWeek) throw new Error(`the week shows ${meets.length} meetings, fewer than the ${m.inWeek} generated in it`);
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [`${n(meets.length)} meetings in the week; the expert has ${n(m.ofExpert)} over two years, the table ${n(m.total)}`],
    };
  },
};
