import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index.js';
import { sweepUnattachedFiles } from '../src/modules/files/sweep.js';
import { createLocalStorage } from '../src/platform/storage.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';
import { jpeg, multipart, pdf, png } from './fixtures/files.js';

const PER_MINUTE = 4;
const DAILY_BYTES = 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ uploads: { perMinute: PER_MINUTE, dailyBytes: DAILY_BYTES } });
});
afterAll(() => t.close());

/** A fresh signed-in account, so each test meets the per-account limits on its own. */
async function account(role: 'startup' | 'investor' | 'corporate' = 'startup') {
  const user = await createUser(t, { role });
  return { id: user.id, token: await login(t, user.email, user.password) };
}

function upload(token: string, type: string, filename: string, content: Buffer) {
  const body = multipart('file', filename, content);
  return t.app.inject({ method: 'POST', url: `/api/v1/files/upload?type=${type}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
const uploaded = (res: { json<T>(): T }) => res.json<{ id: string; name: string; path: string }>();
const download = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Where local storage keeps a file's bytes. */
const storedAt = (key: string) => path.join(t.config.dataDir, 'uploads', key.slice(0, 2), key);

/** Moves a file's upload time into the past, as if it had waited that long. */
const age = (id: string, hours: number) =>
  t.database.db
    .update(files)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(files.id, id));

describe('uploads: refused past the limits', () => {
  it('answers 429 past the per-minute upload rate of the account', async () => {
    const { token } = await account();
    for (let i = 0; i < PER_MINUTE; i++) expect((await upload(token, 'pitch_deck', `deck-${i}.pdf`, pdf())).statusCode).toBe(200);
    const over = await upload(token, 'pitch_deck', 'one-more.pdf', pdf());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("answers 429 past the account's daily volume, storing nothing of the refused file", async () => {
    const { id, token } = await account();
    expect((await upload(token, 'logo', 'a.png', png(120, 120, 8_000))).statusCode).toBe(200);
    expect((await upload(token, 'logo', 'b.png', png(120, 120, 8_000))).statusCode).toBe(200);
    const over = await upload(token, 'logo', 'c.png', png(120, 120, 8_000));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'upload_quota_exceeded', message: expect.stringMatching(/^You have reached the daily upload limit/) });
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, id))).toHaveLength(2);
  });

  it('refuses a logo that declares more than 10,000 px a side', async () => {
    const { token } = await account();
    for (const image of [jpeg(10_001, 400), jpeg(400, 12_000), png(10_001, 120)]) {
      const res = await upload(token, 'logo', 'wide.png', image);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'file_invalid', errors: { file: 'The image must be at most 10000x10000 px' } });
    }
  });
});

describe('uploads: what still works', () => {
  it('lets another account upload while one is limited, and the volume frees up after 24 hours', async () => {
    const busy = await account();
    const first = uploaded(await upload(busy.token, 'logo', 'a.png', png(120, 120, 15_000)));
    expect((await upload(busy.token, 'logo', 'b.png', png(120, 120, 15_000))).statusCode).toBe(429);
    const calm = await account();
    expect((await upload(calm.token, 'logo', 'b.png', png(120, 120, 15_000))).statusCode).toBe(200);
    await age(first.id, 25);
    expect((await upload(busy.token, 'logo', 'b.png', png(120, 120, 15_000))).statusCode).toBe(200);
  });

  it('accepts a logo of exactly 10,000 px a side', async () => {
    const { token } = await account();
    expect((await upload(token, 'logo', 'big.jpg', jpeg(10_000, 10_000))).statusCode).toBe(200);
  });

  it('strips control and bidirectional characters from the name and gives it the extension of the detected kind', async () => {
    const cases: [string, string, Buffer, string][] = [
      ['pitch_deck', 'invoice\u202Efdp.exe', pdf(), 'invoicefdp.pdf'],
      ['pitch_deck', '\u2067deck\u2069\u200F.png', pdf(), 'deck.pdf'],
      ['logo', 'photo.jpeg', jpeg(300, 300), 'photo.jpg'],
      ['logo', 'bell\u0007\u0085.png', png(120, 120), 'bell.png'],
      ['logo', 'brand', png(120, 120), 'brand.png'],
      ['pitch_deck', '\u202E\u061C', pdf(), 'file.pdf'],
    ];
    for (const [type, given, bytes, stored] of cases) {
      // One account per name keeps the test under the per-minute rate.
      const res = await upload((await account()).token, type, given, bytes);
      expect(res.statusCode, given).toBe(200);
      expect(uploaded(res).name, given).toBe(stored);
    }
  });

  it('serves images inline and every other file as an attachment, with nosniff', async () => {
    const { token } = await account();
    const deck = uploaded(await upload(token, 'pitch_deck', 'Отчёт (final).pdf', pdf()));
    const pdfDown = await download(token, deck.path);
    expect(pdfDown.statusCode).toBe(200);
    expect(pdfDown.headers['content-disposition']).toBe(
      `attachment; filename="_____ (final).pdf"; filename*=UTF-8''${encodeURIComponent('Отчёт')}%20%28final%29.pdf`,
    );
    expect(pdfDown.headers['x-content-type-options']).toBe('nosniff');
    const logo = uploaded(await upload(token, 'logo', 'logo.png', png(120, 120)));
    const pngDown = await download(token, logo.path);
    expect(pngDown.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(pngDown.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('sweep of uploads never attached', () => {
  it('removes the rows and stored bytes of unattached uploads older than 24 hours, and keeps every file in use', async () => {
    const startup = await account('startup');
    const corporate = await account('corporate');
    const stale = uploaded(await upload(startup.token, 'pitch_deck', 'forgotten.pdf', pdf()));
    const fresh = uploaded(await upload(startup.token, 'pitch_deck', 'just-now.pdf', pdf()));
    const deck = uploaded(await upload(startup.token, 'pitch_deck', 'deck.pdf', pdf()));
    const logo = uploaded(await upload(corporate.token, 'logo', 'logo.png', png(120, 120)));
    const task = uploaded(await upload(corporate.token, 'task_description', 'task.pdf', pdf()));
    const saveStartup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/startup/profiledata',
      headers: bearer(startup.token),
      payload: {
        company: 'Kept Robotics',
        product_description: 'Inspection robots for wind turbines.',
        who_is_your_customer: 'Operators of wind farms.',
        presentation_pitch_file: { id: deck.id },
      },
    });
    expect(saveStartup.statusCode, saveStartup.body).toBe(200);
    const saveCorporate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/corporate/profiledata',
      headers: bearer(corporate.token),
      payload: { company: 'Kept Steel', logo_file: { id: logo.id } },
    });
    expect(saveCorporate.statusCode, saveCorporate.body).toBe(200);
    const hb = (await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json<{ countries: { id: number }[]; industries: { id: number }[] }>();
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/v1/foundation/pilot/pilot_form',
      headers: bearer(corporate.token),
      payload: {
        countries: [hb.countries[0]!.id],
        industries: [hb.industries[0]!.id],
        regions: [],
        rounds: [],
        expire: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10),
        need_pilot: 'Predictive maintenance of turbines',
        task_file: { id: task.id },
        feedback_method: 'email',
        feedback_value: 'pilots@corp.test',
      },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    for (const f of [stale, deck, logo, task]) await age(f.id, 25);
    const [staleRow] = await t.database.db.select().from(files).where(eq(files.id, stale.id));
    expect(existsSync(storedAt(staleRow!.storageKey))).toBe(true);

    const storage = await createLocalStorage(path.join(t.config.dataDir, 'uploads'));
    // Other tests of this file left aged uploads too; the count covers at least this one.
    expect(await sweepUnattachedFiles(t.database.db, storage)).toBeGreaterThanOrEqual(1);

    expect((await download(startup.token, stale.path)).statusCode).toBe(404);
    expect(existsSync(storedAt(staleRow!.storageKey))).toBe(false);
    expect((await download(startup.token, fresh.path)).statusCode).toBe(200);
    expect((await download(startup.token, deck.path)).statusCode).toBe(200);
    expect((await download(corporate.token, logo.path)).statusCode).toBe(200);
    expect((await download(corporate.token, task.path)).statusCode).toBe(200);
    expect(await sweepUnattachedFiles(t.database.db, storage)).toBe(0);
  });
});
