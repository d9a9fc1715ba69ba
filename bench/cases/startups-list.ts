import { expectProbe, type HttpRequest } from '../lib/http.js';
import type { Workload } from '../lib/populate.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

type StartupsQuery = Workload['startupsList'] | Workload['startupsByScore'] | Workload['startupsSearch'];

/** A case of the investor's startups table on the generated startups: one query, first page of 20 with the total. */
function startupsCase(id: string, title: string, pick: (workload: Workload) => StartupsQuery): BenchCase {
  return {
    id,
    title,
    async setup({ baseUrl, tokens, workload }) {
      if (!workload) throw new Error('the startups list cases need generated data');
      const { query, body } = pick(workload);
      const request: HttpRequest = {
        method: 'POST',
        path: `/api/v1/foundation/startups/list${query}`,
        headers: { authorization: `Bearer ${tokens.investor}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
      const res = await expectProbe(baseUrl, request, [200]);
      const answer = JSON.parse(res.body.toString('utf8')) as { startups: unknown[]; total: number };
      if (answer.startups.length === 0) throw new Error(`the ${id} case found no startups; the workload should match some`);
      return {
        requests: [request],
        expectStatus: [200],
        bodyBytes: res.body.length,
        bare: fixtureFrom(request, res),
        notes: [`${answer.total.toLocaleString('en-US')} of ${workload.sizes.startups.toLocaleString('en-US')} generated startups match; 20 per page`],
      };
    },
  };
}

/** A name search, an industry and a round filter, ordered by score. */
export const startupsList = startupsCase('startups-list', 'POST /api/v1/foundation/startups/list (search + filters + sort)', (w) => w.startupsList);

/** The whole list, highest score first: every startup is a candidate for the first page. */
export const startupsByScore = startupsCase('startups-by-score', 'POST /api/v1/foundation/startups/list (all, by score)', (w) => w.startupsByScore);

/** A name search alone, in the list's default order (newest first). */
export const startupsSearch = startupsCase('startups-search', 'POST /api/v1/foundation/startups/list (name search)', (w) => w.startupsSearch);
