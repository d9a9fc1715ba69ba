import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * The back office's companies list as a manager searches it: one word matched in the names,
 * e-mails and websites of every company, most recently active first, the first 20 with the total
 * and each one's open applications, rounds, pilots and threads.
 */
export const companiesSearch: BenchCase = {
  id: 'companies-search',
  title: 'GET /api/v1/manager/companies (search, by last activity)',
  async setup({ baseUrl, tokens, workload }) {
    if (!workload) throw new Error('the companies search case needs generated data');
    const { query, search, matching, companies, generated, blocked } = workload.companies;
    const request: HttpRequest = { method: 'GET', path: `/api/v1/manager/companies${query}`, headers: { authorization: `Bearer ${tokens.manager}` } };
    const res = await expectProbe(baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { companies: unknown[]; total: number };
    if (matching > 0 && answer.companies.length === 0) throw new Error('the companies search found no companies; the workload should match some');
    if (answer.total !== matching) throw new Error(`the companies search counts ${answer.total} companies, the generated data holds ${matching} matching ones`);
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [
        `${n(answer.total)} of ${n(companies)} companies (${n(generated)} investors, corporates and experts generated for it, ${n(blocked)} of ` +
          `them blocked) match "${search}" in a name, e-mail or website; 20 per page`,
      ],
    };
  },
};
