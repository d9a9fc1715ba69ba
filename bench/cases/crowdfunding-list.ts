import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase } from '../lib/types.js';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * The investor's crowdfunding list on the generated rounds and backers: one funding round, most
 * funded first (`order_by=current_investments&order_dir=desc`), first page of 20 with the total.
 */
export const crowdfundingList: BenchCase = {
  id: 'crowdfunding-list',
  title: 'POST /api/v1/investor/crowdfunding_dashboard_list (round + most funded)',
  async setup({ baseUrl, tokens, workload }) {
    if (!workload) throw new Error('the crowdfunding list case needs generated data');
    const { query, body, inRound, rounds, backers } = workload.crowdfunding;
    const request: HttpRequest = {
      method: 'POST',
      path: `/api/v1/investor/crowdfunding_dashboard_list${query}`,
      headers: { authorization: `Bearer ${tokens.investor}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    const res = await expectProbe(baseUrl, request, [200]);
    const answer = JSON.parse(res.body.toString('utf8')) as { crowdfunds: unknown[]; total: number };
    if (rounds > 0 && answer.crowdfunds.length === 0) throw new Error('the crowdfunding list case found no rounds; the workload should match some');
    if (answer.total !== inRound) throw new Error(`the crowdfunding list counts ${answer.total} rounds, the generated data holds ${inRound} in the round`);
    return {
      requests: [request],
      expectStatus: [200],
      bodyBytes: res.body.length,
      bare: fixtureFrom(request, res),
      notes: [`${n(answer.total)} of ${n(rounds)} generated rounds (${n(backers)} backers) are visible in the funding round; 20 per page`],
    };
  },
};
