import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIIS_MAX_PAGES, kiisTexts, kiisVersionListSchema, verifyAnswerSchema } from '@platform/contract';
import { backerRecords, crowdfundBackers } from '../src/db/schema/index.js';
import { renderKiisPdf, type KiisSnapshot } from '../src/modules/crowdfunding/kiis-pdf.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';
import { pdfText } from './fixtures/pdf-text.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call, mails } = kit;
const a: Record<string, Account> = {};
const db = () => t.database.db;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await startTestApp();
  a.manager = await kit.account('manager', 'Platform');
  a.founder = await kit.account('startup', 'Nordlight Robotics');
  a.rival = await kit.account('startup', 'Rival Robotics');
  a.fund = await kit.account('investor', 'Bluewater Ventures', 'ru');
  a.corp = await kit.account('corporate', 'Atlas Industrial');
  a.late = await kit.account('investor', 'Late Capital');
});
afterAll(() => t.close());

const kiis = (id: string, who?: Account, query = '', headers: Record<string, string> = {}) =>
  call('GET', `/api/v1/crowdfunding/${id}/kiis${query}`, who?.token, undefined, headers);
const versions = async (id: string, who?: Account) => {
  const res = await call('GET', `/api/v1/crowdfunding/${id}/kiis/versions`, who?.token);
  expect(res.statusCode, res.body).toBe(200);
  return kiisVersionListSchema.parse(res.json()).versions;
};
const join = (id: string, who: Account, body: object = {}) => call('POST', `/api/v1/foundation/crowdfunding_invest/${id}`, who.token, body);
const pages = async (bytes: Buffer) => {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
};
/** pdf.js hands words back split by line: compare texts with their white space squeezed out. */
const squeezed = (s: string) => s.replace(/\s+/g, '');

describe('the key investment information sheet', () => {
  it('is previewed before activation, made at activation and at each change of terms, verified, and acknowledged on joining', async () => {
    const round = await rounds.fileRound(a.founder!);

    // Before activation: its startup and managers read a preview; a rival startup and investors do not see the round.
    const preview = await kiis(round.id, a.founder);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['x-kiis-version']).toBe('preview');
    expect((await kiis(round.id, a.manager)).statusCode).toBe(200);
    expect((await kiis(round.id, a.rival)).statusCode).toBe(404);
    expect((await kiis(round.id, a.fund)).statusCode).toBe(404);
    expect((await kiis(round.id)).statusCode).toBe(404);
    expect(await versions(round.id, a.founder)).toEqual([]);

    // Activation makes version 1.
    const moved = await call('POST', `/api/v1/manager/crowdfunding/${round.id}/status`, a.manager!.token, { status: 'active' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [v1] = await versions(round.id, a.fund);
    expect(v1).toMatchObject({ version: 1, current: true });

    const en = await kiis(round.id, a.corp);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['x-kiis-version']).toBe('1');
    expect(en.headers['x-content-sha256']).toBe(sha256(en.rawPayload));
    expect(sha256(en.rawPayload)).toBe(v1!.sha256.en);
    // Made again from the stored snapshot, the bytes are the same.
    expect((await kiis(round.id, a.corp)).rawPayload.equals(en.rawPayload)).toBe(true);
    expect(await pages(en.rawPayload)).toBeLessThanOrEqual(KIIS_MAX_PAGES);
    const enText = squeezed(await pdfText(en.rawPayload));
    expect(enText).toContain(squeezed(kiisTexts.en.warning));
    expect(enText).toContain(squeezed('Nordlight Robotics'));
    expect(enText).toContain(squeezed('Equity, 10-15% for the round'));
    // The reader's language by default (the fund reads Russian), or the one asked for.
    const ru = await kiis(round.id, a.fund);
    expect(sha256(ru.rawPayload)).toBe(v1!.sha256.ru);
    expect(await pages(ru.rawPayload)).toBeLessThanOrEqual(KIIS_MAX_PAGES);
    expect(squeezed(await pdfText(ru.rawPayload))).toContain(squeezed(kiisTexts.ru.warning));
    expect(sha256((await kiis(round.id, a.fund, '?lang=en')).rawPayload)).toBe(v1!.sha256.en);
    // Signed out, the live round's sheet is public, in the language the browser asks for.
    expect(sha256((await kiis(round.id, undefined, '', { 'accept-language': 'ru' })).rawPayload)).toBe(v1!.sha256.ru);

    // A backer who read version 1 joins with it: the backing and its record keep the version.
    const joined = await join(round.id, a.fund!, { kiis_version: 1 });
    expect(joined.statusCode, joined.body).toBe(200);

    // A change of terms makes version 2; version 1 is still served by number.
    const changed = await call('POST', `/api/v1/manager/crowdfunding/${round.id}/terms`, a.manager!.token, {
      conditions_of_deal: 'Convertible note with a 20% discount',
      reason: 'The startup asked for a convertible note after a lead investor joined',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = await versions(round.id);
    expect(list.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const v2 = list[0]!;
    const old = await kiis(round.id, a.corp, '?version=1');
    expect(old.headers['x-content-sha256']).toBe(v1!.sha256.en);
    expect(old.rawPayload.equals(en.rawPayload)).toBe(true);
    const now = await kiis(round.id, a.corp);
    expect(now.headers['x-content-sha256']).toBe(v2.sha256.en);
    expect(squeezed(await pdfText(now.rawPayload))).toContain(squeezed('Convertible note with a 20% discount'));
    expect((await kiis(round.id, a.corp, '?version=9')).statusCode).toBe(404);

    // The reconfirmation letter names the new version and where to read it.
    const [letter] = await mails(a.fund!.email);
    expect(letter).toMatchObject({ template: 'crowdfunding.terms_changed', language: 'ru' });
    expect(letter!.text).toContain('версия 2');
    expect(letter!.text).toContain(`/api/v1/crowdfunding/${round.id}/kiis?version=2`);

    // The public check knows both versions, in both languages, and which is current.
    const checked = verifyAnswerSchema.parse((await call('GET', `/api/v1/reports/verify/${v1!.sha256.ru}`)).json());
    expect(checked).toMatchObject({ kind: 'kiis', valid: true, version: 1, startup: 'Nordlight Robotics' });
    expect(checked.kiis).toMatchObject({ round_id: round.id, version: 1, language: 'ru', current: false, startup: 'Nordlight Robotics' });
    const current = verifyAnswerSchema.parse((await call('GET', `/api/v1/reports/verify/${v2.sha256.en}`)).json());
    expect(current.kiis).toMatchObject({ version: 2, language: 'en', current: true });

    // Joining with the outdated version is refused; with the current one, recorded; without one, as before.
    const outdated = await join(round.id, a.corp!, { kiis_version: 1 });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toMatchObject({ code: 'kiis_version_outdated', params: { current: '2' } });
    expect((await join(round.id, a.corp!, { kiis_version: 2 })).statusCode).toBe(200);
    expect((await join(round.id, a.late!)).statusCode).toBe(200);
    const backings = await rounds.backers(round.id);
    const by = (who: Account) => backings.find((b) => b.backerId === who.id)!;
    expect([by(a.fund!).kiisVersion, by(a.corp!).kiisVersion, by(a.late!).kiisVersion]).toEqual([1, 2, null]);
    const facts = await db()
      .select()
      .from(backerRecords)
      .where(and(eq(backerRecords.crowdfundId, round.id), eq(backerRecords.kind, 'kiis.acknowledged')));
    expect(facts.map((f) => [f.companyId, (f.data as { version: number }).version]).sort()).toEqual(
      [
        [a.fund!.id, 1],
        [a.corp!.id, 2],
      ].sort(),
    );
    expect(facts.find((f) => f.companyId === a.corp!.id)!.data).toMatchObject({ sha256: { en: v2.sha256.en, ru: v2.sha256.ru } });
    const [corpBacking] = await db()
      .select()
      .from(crowdfundBackers)
      .where(and(eq(crowdfundBackers.crowdfundId, round.id), eq(crowdfundBackers.backerId, a.corp!.id)));
    expect(corpBacking!.kiisVersion).toBe(2);
  });

  it('marks stale and withdrawn evidence, in both languages, within six pages', async () => {
    const claim = { self_value: 4, verified_value: 3.5, source: 'expert' as const, verifier: 'Clearview Audit', verified_at: '2024-03-01T10:00:00.000Z' };
    const snapshot: KiisSnapshot = {
      round_id: '00000000-0000-4000-8000-000000000001',
      version: 3,
      created_at: '2026-01-15T09:00:00.000Z',
      startup: 'Nordlight Robotics',
      investment_min: 100_000,
      investment_max: 1_000_000,
      min_ticket: 10_000,
      // Conditions four times longer than a round may have (500 characters) still fit the pages.
      conditions_of_deal: 'Equity with a liquidation preference. '.repeat(60),
      expire: '2026-03-01',
      verify_url: 'https://platform.example/verify',
      claims: [
        { group: 'team', ...claim, stale: true, withdrawn_at: null },
        { group: 'technology', ...claim, stale: false, withdrawn_at: '2025-11-02T08:00:00.000Z' },
        { group: 'business', self_value: null, verified_value: null, source: 'self', verifier: null, verified_at: null, stale: false, withdrawn_at: null },
      ],
    };
    for (const language of ['en', 'ru'] as const) {
      const bytes = await renderKiisPdf(snapshot, language);
      expect((await renderKiisPdf(snapshot, language)).equals(bytes)).toBe(true);
      expect(await pages(bytes)).toBeLessThanOrEqual(KIIS_MAX_PAGES);
      const text = squeezed(await pdfText(bytes));
      const t = kiisTexts[language];
      expect(text).toContain(squeezed(t.stale));
      expect(text).toContain(squeezed(t.withdrawn.split('{{')[0]!));
      expect(text).toContain(squeezed(t.warning));
    }
  });
});
