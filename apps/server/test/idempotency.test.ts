import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowdfundBackers, crowdfundUpdates, idempotencyKeys } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
let founder: Account;
let backer: Account;
let roundId: string;

beforeAll(async () => {
  t = await startTestApp();
  founder = await kit.account('startup', 'Nordlight Robotics');
  backer = await kit.account('investor', 'Bluewater Ventures');
  roundId = (await rounds.insertRound(founder.id)).id;
  await t.database.db.insert(crowdfundBackers).values({ crowdfundId: roundId, backerId: backer.id, role: 'investor', status: 'new' });
});
afterAll(() => t.close());

const post = (text: string, key?: string, who = founder) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/startup/crowdfunding/${roundId}/updates`,
    headers: { authorization: `Bearer ${who.token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { text, files: [] },
  });
const stored = async (text: string) => (await t.database.db.select().from(crowdfundUpdates).where(eq(crowdfundUpdates.text, text))).length;
const lettersAbout = async (text: string) => (await kit.mails(backer.email)).filter((m) => m.text.includes(text)).length;

describe('a write sent again with its Idempotency-Key', () => {
  it('answers the first result and stores nothing new', async () => {
    const text = 'We opened our second office, in Tallinn.';
    const key = randomUUID();
    const first = await post(text, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(text, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stored(text)).toBe(1);
    expect(await lettersAbout(text)).toBe(1);
  });

  it('stores one row when both copies arrive at once', async () => {
    const text = 'Our pilot with the port authority starts in May.';
    const key = randomUUID();
    const answers = await Promise.all([post(text, key), post(text, key), post(text, key)]);
    // One ran; the others got its answer, or were told it is still running.
    expect(answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    expect(await stored(text)).toBe(1);
    expect(await lettersAbout(text)).toBe(1);
  });

  it('without a key, or with a new key per submit, stores each submit', async () => {
    const text = 'Two submits of the same news, on purpose.';
    expect((await post(text)).statusCode).toBe(200);
    expect((await post(text)).statusCode).toBe(200);
    expect((await post(text, randomUUID())).statusCode).toBe(200);
    expect(await stored(text)).toBe(3);
  });

  it('refuses a key reused for another request, and a key that is not a header-safe token', async () => {
    const key = randomUUID();
    expect((await post('The first request under this key.', key)).statusCode).toBe(200);
    const other = await post('A different request under the same key.', key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different request' });
    expect(await stored('A different request under the same key.')).toBe(0);
    for (const bad of ['x'.repeat(256), 'with space', 'кириллица']) {
      const res = await post('A request with a key that cannot be one.', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'idempotency_key_invalid' });
    }
    expect(await stored('A request with a key that cannot be one.')).toBe(0);
  });

  it('keeps keys per account, and frees a key after a day', async () => {
    const key = randomUUID();
    const other = await kit.account('startup', 'Helio Grid');
    const otherRound = (await rounds.insertRound(other.id)).id;
    expect((await post('News under a shared key.', key)).statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/v1/startup/crowdfunding/${otherRound}/updates`,
      headers: { authorization: `Bearer ${other.token}`, 'idempotency-key': key },
      payload: { text: 'News under a shared key.', files: [] },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored('News under a shared key.')).toBe(2);

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, key));
    const later = await post('News under a shared key.', key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored('News under a shared key.')).toBe(3);
  });
});
