import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbooksSchema, internalExpertListSchema, type Handbooks } from '@platform/contract';
import { caller, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let hb: Handbooks;
let expertToken: string;
let rivalToken: string;
let startupToken: string;
beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  const expert = await createUser(t, { role: 'expert', name: 'Clearview' });
  expertToken = await login(t, expert.email, expert.password);
  const rival = await createUser(t, { role: 'expert', name: 'Rival DD' });
  rivalToken = await login(t, rival.email, rival.password);
  const startup = await createUser(t, { role: 'startup' });
  startupToken = await login(t, startup.email, startup.password);
});
afterAll(() => t.close());

const call = caller(() => t);
const list = async (token: string, query = '', search = '') =>
  internalExpertListSchema.parse((await call('POST', `/api/v1/expert/internal-expert/list${query}`, token, { search })).json());

describe('expert profile', () => {
  it('saves the company, the person and the expertise', async () => {
    const body = {
      company_name: 'Clearview Due Diligence',
      description: 'Technical due diligence of startups.',
      expert_in: [hb.industries[0]!.id, hb.industries[1]!.id],
      name: 'Jonas',
      surname: 'Weber',
      position_in_company: 'Director',
      website: 'clearview.de',
    };
    const res = await call('POST', '/api/v1/expert/profileData', expertToken, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body, logo_file: null, presentation_pitch: null });
    expect((await call('GET', '/api/v1/expert/profileData', expertToken)).json()).toMatchObject(body);
  });

  it('refuses short names, missing or too many industries', async () => {
    const base = { company_name: 'Clearview', expert_in: [hb.industries[0]!.id], name: 'Jonas', surname: 'Weber', position_in_company: 'Director' };
    for (const [change, field] of [
      [{ name: 'Jo' }, 'name'],
      [{ surname: 'We' }, 'surname'],
      [{ position_in_company: 'CE' }, 'position_in_company'],
      [{ expert_in: [] }, 'expert_in'],
      [{ expert_in: hb.industries.slice(0, 6).map((i) => i.id) }, 'expert_in'],
    ] as const) {
      const res = await call('POST', '/api/v1/expert/profileData', expertToken, { ...base, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors[field], field).toBeTruthy();
    }
    expect((await call('GET', '/api/v1/expert/profileData', startupToken)).statusCode).toBe(403);
  });
});

describe('internal experts', () => {
  it('adds, reads, edits, lists (newest first, paged, searched) and deletes', async () => {
    const names = [
      ['Anna', 'Ivanova'],
      ['Boris', 'Petrov'],
      ['Carla', 'Rossi'],
      ['David', 'Smith'],
      ['Elena', 'Kuznetsova'],
      ['Frank', 'Miller'],
    ];
    const created: string[] = [];
    for (const [name, surname] of names) {
      const res = await call('POST', '/api/v1/expert/internal-expert', expertToken, { name, surname, expert_in: [hb.industries[3]!.id] });
      expect(res.statusCode).toBe(200);
      created.push(res.json<{ id: string }>().id);
    }
    const first = await list(expertToken, '?take=5&skip=0');
    expect(first.total).toBe(6);
    expect(first.experts).toHaveLength(5);
    expect(first.experts[0]!.name).toBe('Frank');
    const second = await list(expertToken, '?take=5&skip=5');
    expect(second.experts.map((e) => e.name)).toEqual(['Anna']);
    expect((await list(expertToken, '?order_by=name&order_dir=asc&take=2')).experts.map((e) => e.name)).toEqual(['Anna', 'Boris']);
    expect((await list(expertToken, '', 'ross')).experts.map((e) => e.surname)).toEqual(['Rossi']);
    expect((await list(expertToken, '', 'david smith')).total).toBe(1);
    expect((await list(expertToken, '', '100%')).total).toBe(0);

    const edited = await call('POST', `/api/v1/expert/internal-expert/${created[0]}`, expertToken, {
      name: 'Anya',
      surname: 'Ivanova',
      expert_in: [hb.industries[4]!.id],
    });
    expect(edited.json()).toMatchObject({ name: 'Anya', expert_in: [hb.industries[4]!.id] });
    expect((await call('GET', `/api/v1/expert/internal-expert/${created[0]}`, expertToken)).json()).toMatchObject({ name: 'Anya' });
    expect((await call('DELETE', `/api/v1/expert/internal-expert/${created[0]}`, expertToken)).json()).toEqual({ ok: true });
    expect((await list(expertToken)).total).toBe(5);
  });

  it('lists the experts for the schedule selector, ordered by name, to the company only', async () => {
    const company = await createUser(t, { role: 'expert', name: 'Selector' });
    const token = await login(t, company.email, company.password);
    for (const [name, surname] of [
      ['Zoe', 'Adams'],
      ['Maria', 'Lopez'],
      ['Ivan', 'Orlov'],
    ]) {
      expect((await call('POST', '/api/v1/expert/internal-expert', token, { name, surname, expert_in: [hb.industries[2]!.id] })).statusCode).toBe(200);
    }
    const res = await call('GET', '/api/v1/expert/list?take=1000&skip=0&order_by=name&order_dir=asc', token);
    expect(res.statusCode).toBe(200);
    const body = internalExpertListSchema.parse(res.json());
    expect(body.total).toBe(3);
    expect(body.experts.map((e) => e.name)).toEqual(['Ivan', 'Maria', 'Zoe']);
    expect(
      internalExpertListSchema
        .parse((await call('GET', '/api/v1/expert/list?take=1&skip=1&order_by=name&order_dir=desc', token)).json())
        .experts.map((e) => e.name),
    ).toEqual(['Maria']);
    expect((await call('GET', '/api/v1/expert/list?take=1001', token)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/expert/list?order_by=email', token)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/expert/list', startupToken)).statusCode).toBe(403);
  });

  it("keeps each company's experts to itself", async () => {
    const mine = (
      await call('POST', '/api/v1/expert/internal-expert', expertToken, { name: 'Greta', surname: 'Larsen', expert_in: [hb.industries[0]!.id] })
    ).json<{ id: string }>();
    expect((await call('GET', `/api/v1/expert/internal-expert/${mine.id}`, rivalToken)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/v1/expert/internal-expert/${mine.id}`, rivalToken, { name: 'Stolen', surname: 'Expert', expert_in: [hb.industries[0]!.id] }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/v1/expert/internal-expert/${mine.id}`, rivalToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/expert/internal-expert/${mine.id}`, expertToken)).json()).toMatchObject({ name: 'Greta' });
    expect((await list(rivalToken)).total).toBe(0);
    expect((await call('POST', '/api/v1/expert/internal-expert/list', startupToken, {})).statusCode).toBe(403);
  });

  it('refuses bad names, industries and paging', async () => {
    expect(
      (await call('POST', '/api/v1/expert/internal-expert', expertToken, { name: 'Al', surname: 'Smith', expert_in: [hb.industries[0]!.id] })).json(),
    ).toMatchObject({ errors: { name: 'Name is too short' } });
    expect((await call('POST', '/api/v1/expert/internal-expert', expertToken, { name: 'Alan', surname: 'Smith', expert_in: [] })).json()).toMatchObject({
      errors: { expert_in: 'Choose at least one industry' },
    });
    expect(
      (await call('POST', '/api/v1/expert/internal-expert', expertToken, { name: 'Alan', surname: 'Smith', expert_in: [hb.countries[0]!.id] })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/v1/expert/internal-expert/list?take=0', expertToken, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/expert/internal-expert/list?order_by=password', expertToken, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/expert/internal-expert/nope', expertToken)).statusCode).toBe(400);
  });
});
