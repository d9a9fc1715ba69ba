import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAccountSchema, errorBodySchema } from '@platform/contract';
import { loadConfig } from '../src/config.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let managerToken: string;
beforeAll(async () => {
  t = await startTestApp({ supportEmail: 'help@venture.example' });
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
});
afterAll(() => t.close());

const block = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/manager/companies/${id}/block`, headers: bearer(managerToken), payload });
const signIn = (email: string, password: string, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'accept-language': language }, payload: { email, password } });
const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });

describe('a blocked company’s refused sign-in', () => {
  it('shows the reason the manager shared and the platform’s contact, in the caller’s language', async () => {
    const startup = await createUser(t, { role: 'startup' });
    const open = await login(t, startup.email, startup.password);
    const res = await block(startup.id, { reason: 'Your documents could not be verified', share_reason: true });
    expect(res.statusCode).toBe(200);
    expect(companyAccountSchema.parse(res.json())).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Your documents could not be verified',
      blocked_reason_shared: true,
    });

    const refused = await signIn(startup.email, startup.password);
    expect(refused.statusCode).toBe(403);
    expect(errorBodySchema.parse(refused.json())).toEqual({
      code: 'account_blocked',
      message: 'This account is blocked. Contact the platform manager',
      blocked: { reason: 'Your documents could not be verified', contact: 'help@venture.example' },
    });
    const inRussian = await signIn(startup.email, startup.password, 'ru');
    expect(inRussian.json()).toMatchObject({
      message: 'Аккаунт заблокирован. Свяжитесь с менеджером платформы',
      blocked: { reason: 'Your documents could not be verified' },
    });

    // The tab that was open when the block came is told of the block, not of an ended session.
    const ended = await userInfo(open);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: 'account_blocked',
      blocked: { reason: 'Your documents could not be verified', contact: 'help@venture.example' },
    });
  });

  it('keeps the reason to the managers when it was not shared, and still gives the contact', async () => {
    const investor = await createUser(t, { role: 'investor' });
    const open = await login(t, investor.email, investor.password);
    const res = await block(investor.id, { reason: 'Suspected fraud, under review' });
    expect(res.json()).toMatchObject({ status: 'blocked', blocked_reason: 'Suspected fraud, under review', blocked_reason_shared: false });

    const refused = await signIn(investor.email, investor.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'account_blocked',
      message: 'This account is blocked. Contact the platform manager',
      blocked: { reason: null, contact: 'help@venture.example' },
    });
    expect(JSON.stringify(refused.json())).not.toContain('fraud');
    expect((await userInfo(open)).json()).toMatchObject({ code: 'account_blocked', blocked: { reason: null } });
  });

  it('refuses a share choice that is not yes or no, naming the field and blocking nothing', async () => {
    const corporate = await createUser(t, { role: 'corporate' });
    for (const shareReason of ['yes', 1, null]) {
      const res = await block(corporate.id, { reason: 'Unpaid invoices', share_reason: shareReason });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { share_reason: expect.any(String) } });
    }
    expect((await signIn(corporate.email, corporate.password)).statusCode).toBe(200);
  });

  it('an unblocked account no longer carries the shared reason: a later block without sharing shows none', async () => {
    const startup = await createUser(t, { role: 'startup' });
    expect((await block(startup.id, { reason: 'First block, shared', share_reason: true })).statusCode).toBe(200);
    const unblock = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manager/companies/${startup.id}/unblock`,
      headers: bearer(managerToken),
      payload: { reason: 'Sorted out' },
    });
    expect(unblock.json()).toMatchObject({ status: 'active', blocked_reason: null, blocked_reason_shared: false });
    expect((await block(startup.id, { reason: 'Second block, kept internal' })).statusCode).toBe(200);
    expect((await signIn(startup.email, startup.password)).json()).toMatchObject({ blocked: { reason: null } });
  });
});

describe('the platform’s contact address', () => {
  it('comes from SUPPORT_EMAIL, with a default, and refuses a value that is not an address', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }, { dataDir: '/tmp/unused' }).supportEmail).toBe('support@platform.localhost');
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32), SUPPORT_EMAIL: 'care@example.org' }, { dataDir: '/tmp/unused' }).supportEmail).toBe('care@example.org');
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32), SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
