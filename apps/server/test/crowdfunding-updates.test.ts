import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundUpdateListSchema, roundUpdateSchema, timelineSchema } from '@platform/contract';
import { crowdfundBackers, crowdfundUpdates, files, users } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, mails } = kit;
const a: Record<string, Account> = {};
let roundId: string;

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.rival = await kit.account('startup', 'Rival Labs');
  a.waiting = await kit.account('investor', 'Waiting Fund', 'ru');
  a.confirmed = await kit.account('corporate', 'Atlas Industrial');
  a.rejected = await kit.account('investor', 'Rejected Capital');
  a.outsider = await kit.account('investor', 'Outside Partners');
  a.expert = await kit.account('expert', 'Clearview');
  const r = await rounds.insertRound(a.founder!.id);
  roundId = r.id;
  await t.database.db.insert(crowdfundBackers).values([
    { crowdfundId: r.id, backerId: a.waiting!.id, role: 'investor', status: 'new' },
    { crowdfundId: r.id, backerId: a.confirmed!.id, role: 'corporate', status: 'active', investmentAmount: 100_000, dateOfInvestment: kit.inDays(-2) },
    { crowdfundId: r.id, backerId: a.rejected!.id, role: 'investor', status: 'reject' },
  ]);
});
afterAll(() => t.close());

const post = (body: object, who = a.founder, id = roundId) => call('POST', `/api/v1/startup/crowdfunding/${id}/updates`, who?.token, body);
const list = (who?: Account, id = roundId) => call('GET', `/api/v1/crowdfunding/${id}/updates`, who?.token);
const stored = () => t.database.db.select().from(crowdfundUpdates).where(eq(crowdfundUpdates.crowdfundId, roundId));

describe('round updates', () => {
  it('are posted by the round’s startup with files, and mailed to its waiting and confirmed backers in their language', async () => {
    const file = await kit.upload(a.founder!.token, 'crowdfunding_update');
    const res = await post({ text: '  We signed our third wind farm operator this month.  ', files: [file] });
    expect(res.statusCode, res.body).toBe(200);
    const update = roundUpdateSchema.parse(res.json());
    expect(update).toMatchObject({
      text: 'We signed our third wind farm operator this month.',
      files: [{ id: file.id, name: 'crowdfunding_update.pdf', path: `/api/v1/files/${file.id}` }],
    });
    const [owned] = await t.database.db.select({ ownerId: files.ownerId }).from(files).where(eq(files.id, file.id));
    expect(owned!.ownerId).toBe(a.founder!.id);

    const [ru] = await mails(a.waiting!.email);
    expect(ru).toMatchObject({ language: 'ru', template: 'crowdfunding.update', subject: 'Новости Nordlight Robotics' });
    expect(ru!.text).toContain('We signed our third wind farm operator this month.');
    expect(ru!.text).toContain(`/cabinet/crowdfunding/view/${roundId}`);
    expect((await mails(a.confirmed!.email))[0]).toMatchObject({ language: 'en', subject: 'News from Nordlight Robotics' });
    expect(await mails(a.rejected!.email)).toHaveLength(0);
    expect(await mails(a.outsider!.email)).toHaveLength(0);
  });

  it('are read newest first by the startup, its waiting and confirmed backers and managers; others are refused', async () => {
    expect((await post({ text: 'Second update: the pilot in Denmark has started.' })).statusCode).toBe(200);
    for (const who of [a.founder, a.waiting, a.confirmed, a.manager]) {
      const res = await list(who);
      expect(res.statusCode, res.body).toBe(200);
      const { updates } = roundUpdateListSchema.parse(res.json());
      expect(updates.map((u) => u.text)).toEqual(['Second update: the pilot in Denmark has started.', 'We signed our third wind farm operator this month.']);
      expect(updates[1]!.files).toHaveLength(1);
    }
    // Rejected before both were posted: it reads neither (the rule in full is crowdfunding-backers-news.test.ts).
    expect(roundUpdateListSchema.parse((await list(a.rejected)).json()).updates).toEqual([]);
    for (const who of [a.outsider, a.rival, a.expert]) expect((await list(who)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
    const unknown = await list(a.manager, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'crowdfunding_not_found' });
  });

  it('are posted by the round’s own startup only, with a text of 10 to 5000 characters and its own uploads for updates', async () => {
    const before = (await stored()).length;
    const body = { text: 'An update from somebody else.' };
    const other = await post(body, a.rival);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'crowdfunding_not_found' });
    for (const who of [a.waiting, a.confirmed, a.manager, a.expert]) expect((await post(body, who)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/startup/crowdfunding/${roundId}/updates`, undefined, body)).statusCode).toBe(401);
    expect((await post(body, a.founder, randomUUID())).statusCode).toBe(404);

    for (const text of ['too short', 'x'.repeat(5001), '']) expect((await post({ text })).statusCode).toBe(400);
    const wrongPurpose = await kit.upload(a.founder!.token, 'pitch_deck');
    const res = await post({ text: 'An update with the wrong file.', files: [wrongPurpose] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'file_invalid', errors: { 'files.0': 'This file was uploaded for another field' } });
    const foreign = await kit.upload(a.rival!.token, 'crowdfunding_update');
    expect((await post({ text: 'An update with a foreign file.', files: [foreign] })).json()).toMatchObject({ errors: { 'files.0': 'Upload the file again' } });
    const six = await Promise.all(Array.from({ length: 6 }, () => kit.upload(a.founder!.token, 'crowdfunding_update')));
    expect((await post({ text: 'An update with too many files.', files: six })).statusCode).toBe(400);
    expect(await stored()).toHaveLength(before);
    expect(await mails(a.outsider!.email)).toHaveLength(0);
  });

  it('reach the timelines of the startup and its waiting and confirmed backers, one entry each', async () => {
    const res = await post({ text: 'Third update: we hired a head of sales.' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = roundUpdateSchema.parse(res.json());
    // The recovery job finds nothing more to do.
    await t.app.events.drain();
    const entriesOf = async (who: Account) => {
      const view = await call('GET', '/api/v1/user/timeline?take=100', who.token);
      expect(view.statusCode, view.body).toBe(200);
      return timelineSchema.parse(view.json()).events.filter((e) => e.kind === 'round.update' && e.data.updateId === id);
    };
    for (const who of [a.founder, a.waiting, a.confirmed])
      expect(await entriesOf(who!), who!.email).toMatchObject([{ subject: { type: 'round', id: roundId, title: 'Nordlight Robotics' }, data: { roundId } }]);
    for (const who of [a.rejected, a.outsider]) expect(await entriesOf(who!)).toHaveLength(0);
    expect((await mails(a.waiting!.email)).filter((m) => m.text.includes('we hired a head of sales'))).toHaveLength(1);
  });

  it('are closed to an account whose crowdfunding section is hidden', async () => {
    const hide = (id: string) =>
      t.database.db
        .update(users)
        .set({ sectionSettings: sql`coalesce(section_settings, '{}'::jsonb) || '{"crowdfunding": false}'::jsonb` })
        .where(eq(users.id, id));
    await hide(a.confirmed!.id);
    const res = await list(a.confirmed);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'section_hidden' });
    expect((await call('DELETE', `/api/v1/foundation/crowdfunding_invest/${roundId}`, a.confirmed!.token)).json()).toMatchObject({ code: 'section_hidden' });
    expect((await list(a.manager)).statusCode).toBe(200);
  });
});
