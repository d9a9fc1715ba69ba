import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFactors, users } from '../src/db/schema/index.js';
import { prepareDatabase } from '../src/prepare.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { DEMO_TOTP_SECRET, demoManagerKey, seedDemoSecondFactor } from '../src/seed/demo-second-factor.js';
import { bearer, createUser, startTestApp, type TestApp } from './harness.js';
import { mfaToken, secondStep } from './fixtures/mfa.js';

// As `npm start` runs by default: managers must have a second factor.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mfaRequiredRoles: ['manager'] });
});
afterAll(() => t.close());

describe('the demo manager’s second factor', () => {
  it('is the published key, confirmed, when managers must have one: its code signs the demo manager in to work', async () => {
    const secondFactor = { requiredRoles: t.config.mfaRequiredRoles, sessionSecret: t.config.sessionSecret };
    expect(await prepareDatabase(t.database, { seedDemo: true, secondFactor })).toEqual({ seeded: true });

    const key = await demoManagerKey(t.database.db, 'manager@demo.test', t.config.sessionSecret);
    expect(key?.secret).toBe(DEMO_TOTP_SECRET);
    const url = new URL(key!.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(DEMO_TOTP_SECRET);
    expect(url.searchParams.get('issuer')).toBe('Venture Platform');
    expect(decodeURIComponent(url.pathname)).toContain('manager@demo.test');

    // What a newcomer does: the password, then the code the authenticator app shows for the key.
    const mfa_token = await mfaToken(t, { email: 'manager@demo.test', password: DEMO_PASSWORD });
    const step = await secondStep(t, { mfa_token, code: await generate({ secret: DEMO_TOTP_SECRET }) });
    expect(step.statusCode, step.body).toBe(200);
    const token = step.json<{ token: string }>().token;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/manager/managers', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('is not printed once the demo manager has replaced or turned off the published key', async () => {
    const [manager] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@demo.test'));
    await t.database.db.delete(totpFactors).where(eq(totpFactors.userId, manager!.id));
    expect(await demoManagerKey(t.database.db, 'manager@demo.test', t.config.sessionSecret)).toBeNull();
  });

  it('is not given when managers need no second factor', async () => {
    const manager = await createUser(t, { role: 'manager' });
    await t.database.db.transaction((tx) => seedDemoSecondFactor(tx, manager, { requiredRoles: [], sessionSecret: t.config.sessionSecret }));
    await t.database.db.transaction((tx) => seedDemoSecondFactor(tx, manager, undefined));
    expect(await t.database.db.select().from(totpFactors).where(eq(totpFactors.userId, manager.id))).toEqual([]);
  });
});
