import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

function jsonGet(path: string, token: string): HttpRequest {
  return { method: 'GET', path, headers: { authorization: `Bearer ${token}` } };
}

/** The demo investor's applications list (a heavy client: about one in a hundred generated applications). */
export const ownerTickets: BenchCase = {
  id: 'owner-tickets',
  title: 'GET /api/v1/foundation/ticket_list (first page)',
  async setup({ baseUrl, tokens, workload }) {
    if (!workload) throw new Error('the ticket list case needs generated data');
    const request = jsonGet(`/api/v1/foundation/ticket_list${workload.ownerTickets.query}`, tokens.investor);
    const res = await expectProbe(baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { total: number };
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [`the investor owns ${answer.total.toLocaleString('en-US')} of ${workload.sizes.tickets.toLocaleString('en-US')} generated applications`],
    };
  },
};

/** The manager's queue filtered by status and type, with the counts per status. */
export const managerQueue: BenchCase = {
  id: 'manager-queue',
  title: 'GET /api/v1/manager/tickets (status + type)',
  async setup({ baseUrl, tokens, workload }) {
    if (!workload) throw new Error('the manager queue case needs generated data');
    const request = jsonGet(`/api/v1/manager/tickets${workload.queue.query}`, tokens.manager);
    const res = await expectProbe(baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { total: number };
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [`${answer.total.toLocaleString('en-US')} applications in ${workload.queue.status} of type ${workload.queue.type}`],
    };
  },
};

/** The manager's queue as it opens: every application, newest first, with the counts per status. */
export const managerQueueAll: BenchCase = {
  id: 'manager-queue-all',
  title: 'GET /api/v1/manager/tickets (no filter)',
  async setup({ baseUrl, tokens, workload }) {
    if (!workload) throw new Error('the manager queue case needs generated data');
    const request = jsonGet('/api/v1/manager/tickets?take=20&skip=0', tokens.manager);
    const res = await expectProbe(baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { total: number };
    if (answer.total < workload.sizes.tickets) throw new Error(`the queue shows ${answer.total} applications, fewer than the ${workload.sizes.tickets} generated`);
    return { requests: [request], expectStatus: [200], bodyBytes: res.body.length, bare: fixtureFrom(request, res) };
  },
};
