import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backerStatuses, portfolioSchema, roomPostListSchema, roundUpdateListSchema, roundUpdateSchema } from '@platform/contract';
import { crowdfundBackers, crowdfunds } from '../src/db/schema/index.js';
import { runBackingDeadlines } from '../src/modules/crowdfunding/reconfirm-deadline.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

/*
 * What a round tells its backers reaches a company only while it is in the round: a backing in
 * each status, news posted before and after it left (a manager's rejection, a lapse after a change
 * of terms), through the updates list, the room, the update's files and the portfolio's count.
 */

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, inDays } = kit;
type Who = 'manager' | 'founder' | 'waiting' | 'confirmed' | 'rejected' | 'lapsedWaiting' | 'lapsedConfirmed' | 'withdrawn' | 'outsider';
const a = {} as Record<Who, Account>;
const backing: Partial<Record<Who, string>> = {};
let roundId = '';
/** The texts of the updates and reports, in the order they were posted, and the file of the second. */
const posted = { before: 'Before anybody left: we shipped the first 100 sensors.', after: 'After the rejection: the Danish pilot has started.' };
const reports = { first: 'Q1 report: revenue up 40%, two new hires.', second: 'Q2 report: the second plant is running.' };
const room = { first: 'Thank you all: the round closed at 80%.', second: 'A word after the lapse: the board met today.' };
let laterFile = '';

const list = (who: Account) => call('GET', `/api/v1/crowdfunding/${roundId}/updates`, who.token);
const texts = async (who: Account) => {
  const res = await list(who);
  expect(res.statusCode, `${who.email} ${res.body}`).toBe(200);
  return roundUpdateListSchema.parse(res.json()).updates.map((u) => u.text);
};
const post = async (text: string, kind: 'update' | 'report' = 'update', files: { id: string }[] = []) => {
  const res = await call('POST', `/api/v1/startup/crowdfunding/${roundId}/updates`, a.founder.token, { text, kind, files });
  expect(res.statusCode, res.body).toBe(200);
  return roundUpdateSchema.parse(res.json());
};
const roomPosts = (who: Account) => call('GET', `/api/v1/crowdfunding/${roundId}/room/posts`, who.token);
const lapse = async (who: Who) => {
  await t.database.db
    .update(crowdfundBackers)
    .set({ reconfirmBy: inDays(-1) })
    .where(eq(crowdfundBackers.id, backing[who]!));
  expect(await runBackingDeadlines(t.database.db)).toBe(1);
};

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.waiting = await kit.account('investor', 'Waiting Fund');
  a.confirmed = await kit.account('corporate', 'Atlas Industrial');
  a.rejected = await kit.account('investor', 'Rejected Capital', 'ru');
  a.lapsedWaiting = await kit.account('investor', 'Late Fund');
  a.lapsedConfirmed = await kit.account('corporate', 'Lapsed Corp');
  a.withdrawn = await kit.account('investor', 'Withdrawn Partners');
  a.outsider = await kit.account('investor', 'Outside Partners');
  roundId = (await rounds.insertRound(a.founder.id, { backersCount: 2, currentInvestments: 200_000, minTicket: 1000 })).id;
  const confirmed = { status: 'active' as const, investmentAmount: 100_000, dateOfInvestment: inDays(-2), decidedAt: new Date() };
  const rows = await t.database.db
    .insert(crowdfundBackers)
    .values([
      { crowdfundId: roundId, backerId: a.waiting.id, role: 'investor' },
      { crowdfundId: roundId, backerId: a.confirmed.id, role: 'corporate', ...confirmed },
      { crowdfundId: roundId, backerId: a.rejected.id, role: 'investor' },
      { crowdfundId: roundId, backerId: a.lapsedWaiting.id, role: 'investor' },
      { crowdfundId: roundId, backerId: a.lapsedConfirmed.id, role: 'corporate', ...confirmed },
    ])
    .returning({ id: crowdfundBackers.id, backerId: crowdfundBackers.backerId });
  for (const who of ['waiting', 'confirmed', 'rejected', 'lapsedWaiting', 'lapsedConfirmed'] as const)
    backing[who] = rows.find((r) => r.backerId === a[who].id)!.id;
  const joined = await call('POST', `/api/v1/foundation/crowdfunding_invest/${roundId}`, a.withdrawn.token, { amount: 5000 });
  expect(joined.statusCode, joined.body).toBe(200);

  // While everybody is in: an update.
  await post(posted.before);
  // A manager rejects one waiting backing; another lapses after a change of terms; one withdraws its own.
  const rejected = await call('POST', `/api/v1/manager/crowdfunding/backer/${backing.rejected}/status`, a.manager.token, { status: 'reject' });
  expect(rejected.statusCode, rejected.body).toBe(200);
  await lapse('lapsedWaiting');
  expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${roundId}`, a.withdrawn.token)).statusCode).toBe(200);
  laterFile = (await kit.upload(a.founder.token, 'crowdfunding_update')).id;
  await post(posted.after, 'update', [{ id: laterFile }]);

  // The round ends: quarterly reports and the room; a confirmed backing lapses between the two reports.
  await t.database.db
    .update(crowdfunds)
    .set({ status: 'finished', expire: inDays(-10), reportDue: inDays(20) })
    .where(eq(crowdfunds.id, roundId));
  await post(reports.first, 'report');
  const said = await call('POST', `/api/v1/crowdfunding/${roundId}/room/posts`, a.founder.token, { text: room.first });
  expect(said.statusCode, said.body).toBe(200);
  await lapse('lapsedConfirmed');
  await post(reports.second, 'report');
  expect((await call('POST', `/api/v1/crowdfunding/${roundId}/room/posts`, a.founder.token, { text: room.second })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("a round's news reaches its backers while they are in the round", () => {
  it('covers every status a backing takes', async () => {
    const statuses = await t.database.db.select({ status: crowdfundBackers.status }).from(crowdfundBackers).where(eq(crowdfundBackers.crowdfundId, roundId));
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(backerStatuses));
  });

  it('gives the startup, managers and backings in the round (waiting or confirmed) every update and report', async () => {
    const all = [reports.second, reports.first, posted.after, posted.before];
    for (const who of [a.founder, a.manager, a.waiting, a.confirmed]) expect(await texts(who), who.email).toEqual(all);
  });

  it('gives a rejected backing the updates posted before its rejection, and nothing after', async () => {
    expect(await texts(a.rejected)).toEqual([posted.before]);
  });

  it('gives a waiting backing that lapsed the updates before its lapse, and nothing after', async () => {
    expect(await texts(a.lapsedWaiting)).toEqual([posted.before]);
  });

  it('gives a confirmed backing that lapsed after the round the first report, and not the one after its lapse', async () => {
    expect(await texts(a.lapsedConfirmed)).toEqual([reports.first, posted.after, posted.before]);
  });

  it('refuses a company that withdrew its own commitment, and one that never joined', async () => {
    for (const who of [a.withdrawn, a.outsider]) expect((await list(who)).statusCode, who.email).toBe(403);
  });
});

describe("the backers' room follows the same rule", () => {
  it('gives confirmed backings in the round every post', async () => {
    const res = await roomPosts(a.confirmed);
    expect(res.statusCode, res.body).toBe(200);
    expect(roomPostListSchema.parse(res.json()).posts.map((p) => p.text)).toEqual([room.second, room.first]);
  });

  it('gives a confirmed backing that lapsed the posts before its lapse, and takes no post from it', async () => {
    const res = await roomPosts(a.lapsedConfirmed);
    expect(res.statusCode, res.body).toBe(200);
    expect(roomPostListSchema.parse(res.json())).toMatchObject({ posts: [{ text: room.first }], total: 1 });
    const written = await call('POST', `/api/v1/crowdfunding/${roundId}/room/posts`, a.lapsedConfirmed.token, { text: 'Still here?' });
    expect(written.statusCode).toBe(403);
    expect(written.json()).toMatchObject({ code: 'room_closed' });
  });

  it('stays closed to waiting, rejected and never-confirmed lapsed backings', async () => {
    for (const who of [a.waiting, a.rejected, a.lapsedWaiting, a.withdrawn, a.outsider]) {
      const res = await roomPosts(who);
      expect(res.statusCode, who.email).toBe(403);
      expect(res.json()).toMatchObject({ code: 'room_closed' });
    }
  });
});

describe("the rule reaches the updates' files and the portfolio", () => {
  it("downloads a later update's file for backings in the round, not for those that left before it", async () => {
    for (const who of [a.waiting, a.confirmed, a.lapsedConfirmed])
      expect((await call('GET', `/api/v1/files/${laterFile}`, who.token)).statusCode, who.email).toBe(200);
    for (const who of [a.rejected, a.lapsedWaiting, a.outsider])
      expect((await call('GET', `/api/v1/files/${laterFile}`, who.token)).statusCode, who.email).toBe(404);
  });

  it('counts as unread only the news a backing reads', async () => {
    const unread = async (who: Account) => {
      const res = await call('GET', '/api/v1/foundation/portfolio', who.token);
      expect(res.statusCode, res.body).toBe(200);
      return portfolioSchema.parse(res.json()).backings.find((b) => b.round.id === roundId)!.unread_updates;
    };
    expect(await unread(a.waiting)).toBe(4);
    expect(await unread(a.rejected)).toBe(1);
    expect(await unread(a.lapsedWaiting)).toBe(1);
    expect(await unread(a.lapsedConfirmed)).toBe(3);
  });
});
