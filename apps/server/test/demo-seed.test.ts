import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, internalExperts, startupProfiles, users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../src/db/seed/demo.js';
import { login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countOf = async (role: 'startup' | 'investor' | 'corporate' | 'expert') =>
  Number((await t.database.db.select({ n: count() }).from(companies).where(eq(companies.role, role)))[0]!.n);

describe('demo seed', () => {
  it('creates the five demo accounts and realistic content, once', async () => {
    expect(await seedDemoData(t.database.db)).toBe(true);
    for (const a of demoAccounts) expect(await login(t, a.email, DEMO_PASSWORD)).toBeTruthy();
    expect(await countOf('startup')).toBeGreaterThanOrEqual(41);
    expect(await countOf('investor')).toBe(10);
    expect(await countOf('corporate')).toBe(10);
    expect(await countOf('expert')).toBe(5);
    const [full] = await t.database.db.select({ n: count() }).from(startupProfiles).where(and(eq(startupProfiles.isScoreFull, true)));
    expect(Number(full!.n)).toBeGreaterThanOrEqual(40);
    const experts = await t.database.db.select({ companyId: internalExperts.companyId, n: count() }).from(internalExperts).groupBy(internalExperts.companyId);
    expect(experts).toHaveLength(5);
    expect(await seedDemoData(t.database.db)).toBe(false);
    expect(await countOf('startup')).toBeGreaterThanOrEqual(41);
  });

  it('leaves the demo startup to fill its own profile', async () => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'startup@demo.test'));
    expect(await t.database.db.select().from(startupProfiles).where(eq(startupProfiles.userId, row!.id))).toHaveLength(0);
  });
});
