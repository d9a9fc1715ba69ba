import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase, type CaseContext } from '../lib/types.js';

const n = (value: number) => value.toLocaleString('en-US');
const json = { 'content-type': 'application/json' };

/** A first page of 20 of the crowdfunding list as it opens (newest first, no filter), with the total. */
function listCase(id: string, title: string, path: string, token: (ctx: CaseContext) => string | null): BenchCase {
  return {
    id,
    title,
    async setup(ctx) {
      if (!ctx.workload) throw new Error(`the ${id} case needs generated data`);
      const bearer = token(ctx);
      const request: HttpRequest = {
        method: 'POST',
        path,
        headers: bearer ? { authorization: `Bearer ${bearer}`, ...json } : json,
        body: '{}',
      };
      const res = await expectProbe(ctx.baseUrl, request, [200]);
      const answer = JSON.parse(res.body.toString('utf8')) as { crowdfunds: unknown[]; total: number };
      if (answer.crowdfunds.length !== 20) throw new Error(`${id}: expected a first page of 20 rounds, got ${answer.crowdfunds.length}`);
      return {
        requests: [request],
        expectStatus: [200],
        bodyBytes: res.body.length,
        bare: fixtureFrom(request, res),
        notes: [`${n(answer.total)} visible rounds of ${n(ctx.workload.crowdfunding.rounds)} generated; 20 per page`],
      };
    },
  };
}

/** The investor's crowdfunding list as it opens: every visible round, newest first. */
export const crowdfundingFirstPage = listCase(
  'crowdfunding-first-page',
  'POST /api/v1/investor/crowdfunding_dashboard_list (first page)',
  '/api/v1/investor/crowdfunding_dashboard_list?take=20&skip=0',
  (ctx) => ctx.tokens.investor,
);

/** The same list for signed-out visitors. */
export const crowdfundingPublic = listCase(
  'crowdfunding-public',
  'POST /api/v1/public/crowdfunding_dashboard_list (first page)',
  '/api/v1/public/crowdfunding_dashboard_list?take=20&skip=0',
  () => null,
);

/** The backers of the round with the most of them, as a manager reads them: every status, newest first. */
export const roundBackers: BenchCase = {
  id: 'round-backers',
  title: 'POST /api/v1/foundation/crowdfunding/{id}/backer/list (manager, first page)',
  async setup(ctx) {
    if (!ctx.workload) throw new Error('the round-backers case needs generated data');
    const top = await expectProbe(
      ctx.baseUrl,
      {
        method: 'POST',
        path: '/api/v1/investor/crowdfunding_dashboard_list?order_by=backers_count&order_dir=desc&take=1&skip=0',
        headers: { authorization: `Bearer ${ctx.tokens.investor}`, ...json },
        body: '{}',
      },
      [200],
    );
    const [round] = (JSON.parse(top.body.toString('utf8')) as { crowdfunds: { id: string }[] }).crowdfunds;
    if (!round) throw new Error('round-backers: no visible round');
    const request: HttpRequest = {
      method: 'POST',
      path: `/api/v1/foundation/crowdfunding/${round.id}/backer/list?take=20&skip=0`,
      headers: { authorization: `Bearer ${ctx.tokens.manager}`, ...json },
      body: '{}',
    };
    const res = await expectProbe(ctx.baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { backers: unknown[]; total: number };
    if (answer.backers.length === 0) throw new Error('round-backers: the busiest round has no backers');
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [`${n(answer.total)} backers of the busiest round; 20 per page`],
    };
  },
};
