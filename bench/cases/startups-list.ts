import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

/**
 * The investor's startups table on the generated startups: a name search, an industry and a round
 * filter, ordered by score, first page of 20 with the total.
 */
export const startupsList: BenchCase = {
  id: 'startups-list',
  title: 'POST /api/v1/foundation/startups/list (search + filters + sort)',
  async setup({ baseUrl, tokens, workload }) {
    if (!workload) throw new Error('the startups list case needs generated data');
    const { query, body } = workload.startupsList;
    const request: HttpRequest = {
      method: 'POST',
      path: `/api/v1/foundation/startups/list${query}`,
      headers: { authorization: `Bearer ${tokens.investor}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    const res = await expectProbe(baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { startups: unknown[]; total: number };
    if (answer.startups.length === 0) throw new Error('the startups list case found no startups; the workload should match some');
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [`${answer.total.toLocaleString('en-US')} of ${workload.sizes.startups.toLocaleString('en-US')} generated startups match; 20 per page`],
    };
  },
};
