import { timelineSchema } from '@platform/contract';
import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase, type CaseContext } from '../lib/types.js';

const n = (value: number) => value.toLocaleString('en-US');

/** The back office reads the demo startup's timeline: the first page, or a page deep in it. */
async function timelinePage(ctx: CaseContext, deep: boolean) {
  if (!ctx.workload?.timeline) throw new Error('the company timeline case needs generated data');
  const { companyId, entries, total, deepCursor, deepSkips } = ctx.workload.timeline;
  const request: HttpRequest = {
    method: 'GET',
    path: `/api/v1/manager/companies/${companyId}/timeline${deep ? `?before=${encodeURIComponent(deepCursor)}` : ''}`,
    headers: { authorization: `Bearer ${ctx.tokens.manager}` },
  };
  const res = await expectProbe(ctx.baseUrl, request, [200]);
  const page = timelineSchema.parse(JSON.parse(res.body.toString('utf8')));
  if (page.events.length !== 30 || !page.next)
    throw new Error(`the company timeline answered ${page.events.length} entries; a full page of 30 with a next cursor was expected`);
  return {
    requests: [request],
    expectStatus: [200],
    bodyBytes: res.body.length,
    bare: fixtureFrom(request, res),
    notes: [`30 of the ${n(entries)} entries of one company${deep ? `, after the ${n(deepSkips)} newest` : ''}, among ${n(total)} entries of all companies`],
  };
}

export const companyTimeline: BenchCase = {
  id: 'company-timeline',
  title: 'GET /api/v1/manager/companies/:id/timeline (first page)',
  setup: (ctx) => timelinePage(ctx, false),
};

export const companyTimelineDeep: BenchCase = {
  id: 'company-timeline-deep',
  title: 'GET /api/v1/manager/companies/:id/timeline?before=… (4,000 entries deep)',
  setup: (ctx) => timelinePage(ctx, true),
};
