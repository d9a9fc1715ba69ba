import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiisVersionListSchema } from '@platform/contract';
import { crowdfunds, users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../src/seed/demo.js';
import { login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

// The demo's backers' checks (demo-backer-checks.ts) and key information sheets (demo-round-kiis.ts);
// the rest of the seed is demo-seed-content.test.ts's.
describe('demo seed', () => {
  it('gives the demo startup’s changed round a sheet from its opening and one from the change, the later one current and both verifiable', async () => {
    const [own] = await t.database.db
      .select({ id: crowdfunds.id })
      .from(crowdfunds)
      .innerJoin(users, eq(users.id, crowdfunds.startupId))
      .where(and(eq(users.email, 'startup@demo.test'), eq(crowdfunds.status, 'active')));
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const { versions } = kiisVersionListSchema.parse((await get(`/api/v1/crowdfunding/${own!.id}/kiis/versions`)).json());
    expect(versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first = await get(`/api/v1/crowdfunding/${own!.id}/kiis?version=1&lang=en`);
    expect(first.headers['x-content-sha256']).toBe(versions[1]!.sha256.en);
    const checked = (await get(`/api/v1/reports/verify/${versions[1]!.sha256.ru}`)).json<{ kind: string; kiis: { version: number; current: boolean } }>();
    expect(checked).toMatchObject({ kind: 'kiis', kiis: { version: 1, current: false } });
  });

  it('shows backers’ checks in every state: demo backers verified, one waiting, rejected, expired, one near its limit after a failed test', async () => {
    const call = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const investor = await login(t, demoAccounts.find((a) => a.role === 'investor')!.email, DEMO_PASSWORD);
    expect((await call('/api/v1/foundation/limits', investor)).json()).toMatchObject({ regime: 'reg_cf', class: 'accredited', limit: null });
    const manager = await login(t, demoAccounts.find((a) => a.role === 'manager')!.email, DEMO_PASSWORD);
    const reviews = await t.database.db.execute(
      sql`select review, count(*)::int as n, bool_or(expires_at < now()) as expired from backer_classifications where regime = 'reg_cf' group by review`,
    );
    const byReview = Object.fromEntries((reviews as unknown as { rows: { review: string; n: number; expired: boolean }[] }).rows.map((r) => [r.review, r]));
    expect(byReview).toMatchObject({ pending: { n: 1 }, rejected: { n: 1 }, verified: { n: 4, expired: true } });
    expect((await call('/api/v1/manager/classifications', manager)).json()).toMatchObject({ total: 1 });
    // The limited backer: $5,000 a year, $4,500 committed yesterday, still revocable, after a failed test it acknowledged.
    const limited = await t.database.db.execute(
      sql`select b.amount::int as amount, b.reflection_until > now() as reflecting, k.passed, k.warning_acknowledged_at is not null as acknowledged
        from crowdfund_backers b join backer_knowledge_tests k on k.company_id = b.backer_id where b.reflection_until is not null`,
    );
    expect((limited as unknown as { rows: unknown[] }).rows).toEqual([{ amount: 4_500, reflecting: true, passed: false, acknowledged: true }]);
  });
});
