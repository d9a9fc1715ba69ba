import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * The demo startup's pilot showcase on the generated pilots: a name search, one country and one
 * industry, the default order (published date ascending), first page of 20 with the total.
 */
export const pilotsShowcase: BenchCase = {
  id: 'pilots-showcase',
  title: 'POST /api/v1/startup/pilot_dashboard_list (search + country + industry)',
  async setup({ baseUrl, token, workload }) {
    if (!workload) throw new Error('the pilot showcase case needs generated data');
    const { query, body, matching, pilots, published, applications } = workload.pilots;
    const request: HttpRequest = {
      method: 'POST',
      path: `/api/v1/startup/pilot_dashboard_list${query}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    const res = await expectProbe(baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { pilots: unknown[]; total: number };
    if (matching > 0 && answer.pilots.length === 0) throw new Error('the pilot showcase case found no pilots; the workload should match some');
    if (answer.total !== matching) throw new Error(`the pilot showcase counts ${answer.total} pilots, the generated data holds ${matching} matching ones`);
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [
        `${n(answer.total)} of ${n(published)} published pilots (${n(pilots)} in all, ${n(applications)} applications) match "${body.search}", the ` +
          `country and the industry; 20 per page`,
      ],
    };
  },
};
