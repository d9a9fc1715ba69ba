import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowdfundBackers, crowdfundUpdateFiles, crowdfunds, startupProfiles } from '../src/db/schema/index.js';
import { bearer, startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

/**
 * Every file a screen shows downloads for the people that screen is for, and answers 404 to
 * everybody else: a round's pitch deck (the round's view) and a round update's files (the
 * updates, read by the round's startup, its backers of any status and managers).
 */
let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call } = kit;
const a: Record<string, Account> = {};
let roundId: string;
let deckId: string;
let updateFileId: string;

const download = (fileId: string, who?: Account) => t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: who ? bearer(who.token) : {} });
/** The back office's switch, as a manager flips it. */
const hideCrowdfunding = (who: Account) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/manager/companies/${who.id}/sections`,
    headers: bearer(a.manager!.token),
    payload: { crowdfunding: false, pilots: true },
  });
const statusOf = async (fileId: string, who?: Account) => (await download(fileId, who)).statusCode;

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.rival = await kit.account('startup', 'Rival Labs');
  a.confirmed = await kit.account('investor', 'Confirmed Fund');
  a.waiting = await kit.account('corporate', 'Waiting Industrial');
  a.outsider = await kit.account('investor', 'Outside Partners');
  a.outsiderCorp = await kit.account('corporate', 'Outside Corp');
  a.expert = await kit.account('expert', 'Clearview');
  a.hidden = await kit.account('investor', 'Hidden Capital');
  const round = await rounds.fileRound(a.founder!);
  roundId = round.id;
  deckId = round.pitchDeckFileId!;
});
afterAll(() => t.close());

describe("a round's pitch deck", () => {
  it('is not the startup profile’s deck, and while the round is under moderation only its startup and managers download it', async () => {
    const [profile] = await t.database.db.select().from(startupProfiles).where(eq(startupProfiles.userId, a.founder!.id));
    expect(profile!.pitchDeckFileId).not.toBe(deckId);
    expect(await statusOf(deckId, a.founder)).toBe(200);
    expect(await statusOf(deckId, a.manager)).toBe(200);
    for (const who of [a.confirmed, a.outsider, a.outsiderCorp, a.rival, a.expert]) expect(await statusOf(deckId, who)).toBe(404);
  });

  it('downloads, once the round is active, for every startup, investor and corporate that reads the round’s view', async () => {
    expect((await call('POST', `/api/v1/manager/crowdfunding/${roundId}/status`, a.manager!.token, { status: 'active' })).statusCode).toBe(200);
    const view = await call('GET', `/api/v1/investor/crowdfunding_card/${roundId}`, a.outsider!.token);
    expect(view.json()).toMatchObject({ pitch_deck: { id: deckId, path: `/api/v1/files/${deckId}` } });
    for (const who of [a.founder, a.manager, a.outsider, a.outsiderCorp, a.rival]) {
      const res = await download(deckId, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });

  it('answers 404 to an expert company (no round view), to an account with crowdfunding hidden, and 401 signed out', async () => {
    const hide = await hideCrowdfunding(a.hidden!);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await statusOf(deckId, a.expert)).toBe(404);
    expect(await statusOf(deckId, a.hidden)).toBe(404);
    expect(await statusOf(deckId)).toBe(401);
  });
});

describe("a round update's files", () => {
  it('are posted by the startup with an update; backers of any status join through the API', async () => {
    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${roundId}`, a.confirmed!.token, { amount: 20_000 })).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${roundId}`, a.waiting!.token, { amount: 15_000 })).statusCode).toBe(200);
    const [backing] = await t.database.db.select().from(crowdfundBackers).where(eq(crowdfundBackers.backerId, a.confirmed!.id));
    const decided = await call('POST', `/api/v1/manager/crowdfunding/backer/${backing!.id}/status`, a.manager!.token, {
      status: 'active',
      investment_amount: 20_000,
      date_of_investment: kit.inDays(-1),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const file = await kit.upload(a.founder!.token, 'crowdfunding_update');
    const posted = await call('POST', `/api/v1/startup/crowdfunding/${roundId}/updates`, a.founder!.token, {
      text: 'We signed our third wind farm operator this month.',
      files: [file],
    });
    expect(posted.statusCode, posted.body).toBe(200);
    updateFileId = file.id;
    // The backer's updates list shows the file with its download address.
    const listed = await call('GET', `/api/v1/crowdfunding/${roundId}/updates`, a.waiting!.token);
    expect(listed.json()).toMatchObject({ updates: [{ files: [{ id: file.id, path: `/api/v1/files/${file.id}` }] }] });
  });

  it('download for the round’s confirmed and waiting backers, its startup and managers', async () => {
    const own = await download(updateFileId, a.founder);
    expect(own.statusCode).toBe(200);
    for (const who of [a.confirmed, a.waiting, a.manager]) {
      const res = await download(updateFileId, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(own.rawPayload)).toBe(true);
    }
  });

  it('answer 404 to companies that back nothing in the round, and 401 signed out; the file stays attached', async () => {
    for (const who of [a.outsider, a.outsiderCorp, a.rival, a.expert, a.hidden]) expect(await statusOf(updateFileId, who)).toBe(404);
    expect(await statusOf(updateFileId)).toBe(401);
    const attached = await t.database.db.select().from(crowdfundUpdateFiles).where(eq(crowdfundUpdateFiles.fileId, updateFileId));
    expect(attached).toHaveLength(1);
  });

  it('answer 404 to a backer whose crowdfunding section is hidden', async () => {
    const hide = await hideCrowdfunding(a.waiting!);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await statusOf(updateFileId, a.waiting)).toBe(404);
    expect(await statusOf(updateFileId, a.confirmed)).toBe(200);
  });
});

describe('a deleted startup', () => {
  it('shows nothing of its round to others: the deck and the update files answer 404 to its backers', async () => {
    const gone = await call('DELETE', '/api/v1/user', a.founder!.token, { email: a.founder!.email });
    expect(gone.statusCode, gone.body).toBe(200);
    const [round] = await t.database.db.select().from(crowdfunds).where(eq(crowdfunds.id, roundId));
    expect(round).toBeDefined();
    for (const who of [a.confirmed, a.outsider]) {
      expect(await statusOf(deckId, who)).toBe(404);
      expect(await statusOf(updateFileId, who)).toBe(404);
    }
    expect(await statusOf(updateFileId, a.manager)).toBe(200);
  });
});
