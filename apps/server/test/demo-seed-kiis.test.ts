import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiisVersionListSchema } from '@platform/contract';
import { crowdfunds, users } from '../src/db/schema/index.js';
import { seedDemoData } from '../src/seed/demo.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

// The demo's key investment information sheets (demo-round-kiis.ts); the rest of the seed is demo-seed-content.test.ts's.
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
});
