import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, type Handbooks } from '@platform/contract';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { multipart, png } from './fixtures/files.js';

let t: TestApp;
let hb: Handbooks;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
    const user = await createUser(t, { role, name: `${role} company` });
    ids[role] = user.id;
    tokens[role] = await login(t, user.email, user.password);
  }
});
afterAll(() => t.close());

const call = caller(() => t);

describe('investor profile', () => {
  it('reads and saves the focus, average deal and logo, keeping omitted file fields', async () => {
    const empty = await call('GET', '/api/v1/investor/profiledata', tokens.investor!);
    expect(empty.json()).toMatchObject({ company: 'investor company', average_deal: null, focus_on_industries: null, focus_on_stages: null, logo_file: null });
    const up = multipart('file', 'logo.png', png(120, 120));
    const logo = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/files/upload?type=logo',
        payload: up.payload,
        headers: { ...up.headers, ...bearer(tokens.investor!) },
      })
    ).json<{ id: string }>();
    const body = {
      company: 'Bluewater Ventures',
      description: 'Seed fund for climate technology.',
      phone: '+1 212 555 0100',
      website: 'bluewater.vc',
      average_deal: '250000',
      focus_on_industries: [hb.industries[0]!.id, hb.industries[2]!.id],
      focus_on_stages: [hb.rounds[1]!.id],
      logo_file: { id: logo.id },
    };
    const saved = await call('POST', '/api/v1/investor/profiledata', tokens.investor!, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      company: 'Bluewater Ventures',
      average_deal: 250000,
      focus_on_stages: [hb.rounds[1]!.id],
      logo_file: { id: logo.id },
    });
    const kept = await call('POST', '/api/v1/investor/profiledata', tokens.investor!, { company: 'Bluewater Ventures', average_deal: 0 });
    expect(kept.json()).toMatchObject({ average_deal: null, logo_file: { id: logo.id }, website: 'bluewater.vc' });
    const removed = await call('POST', '/api/v1/investor/profiledata', tokens.investor!, { company: 'Bluewater Ventures', logo_file: null });
    expect(removed.json()).toMatchObject({ logo_file: null });
  });

  it.each([
    [{ average_deal: 'abc' }, 'average_deal'],
    [{ average_deal: -5 }, 'average_deal'],
    [{ focus_on_stages: [1, 2, 3, 4, 5, 6, 7] }, 'focus_on_stages'],
    [{ focus_on_industries: [999999] }, 'focus_on_industries'],
    [{ company: 'X' }, 'company'],
    [{ website: 'ftp://bluewater.vc' }, 'website'],
    [{ logo_file: { id: '00000000-0000-4000-8000-000000000000' } }, 'logo_file'],
  ])('refuses %j naming the field, changing nothing', async (change, field) => {
    const before = (await call('GET', '/api/v1/investor/profiledata', tokens.investor!)).json();
    const res = await call('POST', '/api/v1/investor/profiledata', tokens.investor!, { company: 'Changed Name Inc', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors[field]).toBeTruthy();
    expect((await call('GET', '/api/v1/investor/profiledata', tokens.investor!)).json()).toEqual(before);
  });
});

describe('corporate profile', () => {
  it('saves and reads back', async () => {
    const res = await call('POST', '/api/v1/corporate/profiledata', tokens.corporate!, {
      company: 'Atlas Group',
      description: 'Industrial equipment maker.',
      website: 'atlas.com',
    });
    expect(res.json()).toEqual({
      company: 'Atlas Group',
      deleted: false,
      description: 'Industrial equipment maker.',
      phone: null,
      website: 'atlas.com',
      logo_file: null,
    });
  });
});

describe('who may call what', () => {
  it('gives each role 403 on the other roles own-profile calls', async () => {
    for (const [role, token] of Object.entries(tokens)) {
      for (const target of ['corporate', 'investor']) {
        if (role === target) continue;
        expect((await call('GET', `/api/v1/${target}/profiledata`, token)).statusCode, `${role} GET ${target}`).toBe(403);
        expect((await call('POST', `/api/v1/${target}/profiledata`, token, { company: 'Hijack Ltd' })).statusCode, `${role} POST ${target}`).toBe(403);
      }
    }
  });

  it('lets a startup view investor and corporate profiles, and nobody else', async () => {
    expect((await call('GET', `/api/v1/investor/${ids.investor}`, tokens.startup!)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/corporate/${ids.corporate}`, tokens.startup!)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/investor/${ids.investor}`, tokens.corporate!)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/corporate/${ids.corporate}`, tokens.expert!)).statusCode).toBe(403);
  });

  it('answers 404 for a profile id of another role and 400 for a malformed id', async () => {
    expect((await call('GET', `/api/v1/investor/${ids.corporate}`, tokens.startup!)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/investor/not-an-id', tokens.startup!)).json()).toMatchObject({ errors: { id: 'Profile id is not valid' } });
  });
});
