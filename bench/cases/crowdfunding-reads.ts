import { expectProbe, type HttpRequest } from '../lib/http.js';
import { fixtureFrom, type BenchCase, type CaseContext, type PreparedCase } from '../lib/types.js';

const n = (value: number) => value.toLocaleString('en-US');

/** One signed-in GET, probed once: its answer must hold a full first page and the total the data was made with. */
async function prepare(ctx: CaseContext, path: string, check: (answer: Record<string, unknown>) => string | null, note: string): Promise<PreparedCase> {
  const request: HttpRequest = { method: 'GET', path, headers: { authorization: `Bearer ${ctx.tokens.investor}` } };
  const res = await expectProbe(ctx.baseUrl, request, [200]);
  const problem = check(JSON.parse(res.body.toString('utf8')) as Record<string, unknown>);
  if (problem) throw new Error(`${path}: ${problem}`);
  return { requests: [request], expectStatus: [200], bodyBytes: res.body.length, bare: fixtureFrom(request, res), notes: [note] };
}

const pageOf = (answer: Record<string, unknown>, key: string, total: number): string | null => {
  const rows = answer[key];
  if (!Array.isArray(rows) || rows.length !== 20) return `expected a page of 20 ${key}, got ${Array.isArray(rows) ? rows.length : 'none'}`;
  return answer.total === total ? null : `counts ${String(answer.total)} ${key}, the generated data holds ${total}`;
};

const reads = (ctx: CaseContext) => {
  if (!ctx.workload) throw new Error('the crowdfunding reads cases need generated data');
  return ctx.workload.crowdfundingReads;
};

/** The demo investor's portfolio: its newest 20 backings with their rounds and unread updates, the total and the sums. */
export const portfolio: BenchCase = {
  id: 'portfolio',
  title: 'GET /api/v1/foundation/portfolio (first page)',
  async setup(ctx) {
    const w = reads(ctx);
    return prepare(
      ctx,
      '/api/v1/foundation/portfolio?take=20&skip=0',
      (a) => pageOf(a, 'backings', w.backings),
      `${n(w.backings)} backings of the demo investor`,
    );
  },
};

/** A running round's questions and answers, newest first, with the askers' companies. */
export const roundQuestions: BenchCase = {
  id: 'round-questions',
  title: 'GET /api/v1/crowdfunding/{id}/questions (first page)',
  async setup(ctx) {
    const w = reads(ctx).questions;
    return prepare(
      ctx,
      `/api/v1/crowdfunding/${w.roundId}/questions?take=20&skip=0`,
      (a) => pageOf(a, 'questions', w.onRound),
      `${n(w.onRound)} questions on the round among ${n(w.total)}`,
    );
  },
};

/** The backers' room of a finished round, read by a confirmed backer: posts newest first with their authors. */
export const roomPosts: BenchCase = {
  id: 'room-posts',
  title: 'GET /api/v1/crowdfunding/{id}/room/posts (first page)',
  async setup(ctx) {
    const w = reads(ctx).room;
    return prepare(
      ctx,
      `/api/v1/crowdfunding/${w.roundId}/room/posts?take=20&skip=0`,
      (a) => pageOf(a, 'posts', w.onRound),
      `${n(w.onRound)} posts in the room among ${n(w.total)}`,
    );
  },
};
