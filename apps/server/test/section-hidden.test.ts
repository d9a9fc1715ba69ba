import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { companyRoles, sectionSettingsSchema, type SectionSettings } from '@platform/contract';
import {
  crowdfundBackers,
  crowdfundUpdateFiles,
  crowdfundUpdates,
  crowdfunds,
  files,
  pilotApplications,
  pilotRuns,
  pilots,
  ticketFiles,
  tickets,
} from '../src/db/schema/index.js';
import { bearer, startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit } from './fixtures/kit.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';

/*
 * A hidden section is hidden for writes too (and, as before, for reads): every call of a section
 * refuses an account that has it hidden with 403 `section_hidden` and changes nothing, and the
 * same calls work again once a manager shows the section.
 */

let t: TestApp;
const base = testKit(() => t);
const rounds = crowdfundingKit(() => t);
const kit = pilotsKit(() => t);
const { call } = kit;
const a: Record<string, Account> = {};
const sections = Object.keys(sectionSettingsSchema.shape) as (keyof SectionSettings)[];
const shown: SectionSettings = { crowdfunding: true, pilots: true };

beforeAll(async () => {
  t = await startTestApp();
  a.startup = await kit.account('startup', 'Nordlight Robotics');
  a.startup2 = await kit.account('startup', 'Second Startup');
  a.investor = await kit.account('investor', 'Bluewater Ventures');
  a.corporate = await kit.account('corporate', 'Atlas Industrial');
  a.manager = await kit.account('manager', 'Platform');
});
afterAll(() => t.close());

/** The back office's switch, as a manager flips it. */
async function setSections(who: Account, settings: SectionSettings) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/v1/manager/companies/${who.id}/sections`, headers: bearer(a.manager!.token), payload: settings });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every row a section's write could touch, read back in a fixed order. */
async function rows() {
  const db = t.database.db;
  return {
    tickets: await db.select().from(tickets).orderBy(asc(tickets.id)),
    ticketFiles: await db.select().from(ticketFiles).orderBy(asc(ticketFiles.ticketId), asc(ticketFiles.field)),
    files: await db.select().from(files).orderBy(asc(files.id)),
    crowdfunds: await db.select().from(crowdfunds).orderBy(asc(crowdfunds.id)),
    backers: await db.select().from(crowdfundBackers).orderBy(asc(crowdfundBackers.id)),
    updates: await db.select().from(crowdfundUpdates).orderBy(asc(crowdfundUpdates.id)),
    updateFiles: await db.select().from(crowdfundUpdateFiles).orderBy(asc(crowdfundUpdateFiles.updateId), asc(crowdfundUpdateFiles.fileId)),
    pilots: await db.select().from(pilots).orderBy(asc(pilots.id)),
    applications: await db.select().from(pilotApplications).orderBy(asc(pilotApplications.id)),
    runs: await db.select().from(pilotRuns).orderBy(asc(pilotRuns.id)),
  };
}

const expectHidden = (res: { statusCode: number; body: string; json(): { code?: string } }, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
  expect(res.json().code, what).toBe('section_hidden');
};

type Operation = { tags?: string[]; security?: unknown[] };

describe('every call of a section', () => {
  it('refuses, for each company role with the section hidden, with 403 section_hidden before reading input, and writes nothing', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    for (const section of sections) {
      // The section's calls are those the API document files under its name (crowdfunding, pilots).
      const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method, op]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && op.tags?.includes(section) && (op.security?.length ?? 0) > 0)
          .map(([method]) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path })),
      );
      expect(ops.length, section).toBeGreaterThan(3);
      const hidden: Account[] = [];
      for (const role of companyRoles) {
        const who = await kit.account(role, `Hidden ${section} ${role}`);
        await setSections(who, { ...shown, [section]: false });
        hidden.push(who);
      }
      const before = await rows();
      for (const op of ops) {
        const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
        const codes = new Set<string>();
        for (const who of hidden) {
          const res = await t.app.inject({ method: op.method, url, headers: bearer(who.token), ...(op.method === 'GET' ? {} : { payload: {} }) });
          expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBe(403);
          codes.add(res.json<{ code: string }>().code);
        }
        // The role guard answers first (`forbidden`); every role the route admits meets the section.
        expect(
          [...codes].every((c) => c === 'forbidden' || c === 'section_hidden'),
          `${op.method} ${op.path}`,
        ).toBe(true);
        if (!op.path.startsWith('/api/v1/manager/')) expect(codes.has('section_hidden'), `${op.method} ${op.path}`).toBe(true);
      }
      expect(await rows()).toEqual(before);
    }
  });
});

describe('crowdfunding hidden', () => {
  it('refuses joining, cancelling, posting an update and the investment form with crowdfunding, changing nothing; all work again once shown', async () => {
    const round = await rounds.insertRound(a.startup!.id, { minTicket: 1_000 });
    expect((await call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.investor!.token, { amount: 5_000 })).statusCode).toBe(200);
    const form = {
      goals: 'market_expansion',
      value_of_investments: { min: 500_000, max: 1_500_000 },
      conditions_of_deal: 'Equity, 10-15% for the round',
      round_size: 1_500_000,
      valuetion: 12_000_000,
      expire: base.inDays(30),
      unit_economy: await base.upload(a.startup!.token, 'unit_economy'),
      pitch_presentation: await base.upload(a.startup!.token, 'pitch_deck'),
      crowdfunding: true,
      min_ticket: 10_000,
      feedback_method: 'email',
      feedback_value: 'founder@example.test',
    };
    const update = { text: 'Our first pilot starts in May.', files: [await base.upload(a.startup!.token, 'crowdfunding_update')] };
    for (const who of [a.startup!, a.investor!, a.corporate!]) await setSections(who, { crowdfunding: false, pilots: true });

    const before = await rows();
    const writes = {
      join: () => call('POST', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.corporate!.token, { amount: 2_000 }),
      cancel: () => call('DELETE', `/api/v1/foundation/crowdfunding_invest/${round.id}`, a.investor!.token),
      update: () => call('POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, a.startup!.token, update),
      form: () => call('POST', '/api/v1/startup/investment/investment_form', a.startup!.token, form),
    };
    for (const [what, write] of Object.entries(writes)) expectHidden(await write(), what);
    // Reads stay refused as before.
    expectHidden(await call('GET', `/api/v1/investor/crowdfunding_card/${round.id}`, a.investor!.token), 'card');
    expectHidden(await call('GET', `/api/v1/crowdfunding/${round.id}/updates`, a.startup!.token), 'updates');
    // Nothing changed: no ticket, no round, no backer moved, no update, no file claimed.
    expect(await rows()).toEqual(before);

    // The investment form without crowdfunding does not touch the section and is filed.
    const plain = await call('POST', '/api/v1/startup/investment/investment_form', a.startup!.token, { ...form, crowdfunding: false, min_ticket: undefined });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await rows()).crowdfunds).toEqual(before.crowdfunds);

    for (const who of [a.startup!, a.investor!, a.corporate!]) await setSections(who, shown);
    for (const [what, write] of Object.entries(writes)) {
      const res = await write();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    }
    const after = await rows();
    expect(after.backers.filter((r) => r.crowdfundId === round.id).map((r) => r.backerId)).toEqual([a.corporate!.id]);
    expect(after.updates.filter((r) => r.crowdfundId === round.id)).toHaveLength(1);
    expect(after.crowdfunds).toHaveLength(before.crowdfunds.length + 1);
    expect(after.tickets).toHaveLength(before.tickets.length + 2);
  });
});

describe('pilots hidden', () => {
  it('refuses creating, archiving, deciding, starting, recording and applying, changing nothing; all work again once shown', async () => {
    const body = await kit.cardBody();
    const open = await kit.insertPilot(a.corporate!.id, { name: 'Line inspection' });
    const toArchive = await kit.insertPilot(a.corporate!.id, { name: 'To archive' });
    const running = await kit.insertPilot(a.corporate!.id, { name: 'Running' });
    expect((await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${open.id}`, a.startup2!.token, {})).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${running.id}`, a.startup2!.token, {})).statusCode).toBe(200);
    const [applied] = await kit.applications(open.id);
    const [runner] = await kit.applications(running.id);
    const base = (id: string) => `/api/v1/corporate/pilot_dashboard_list/${id}`;
    expect((await call('POST', `${base(running.id)}/applicants/${runner!.id}`, a.corporate!.token, { decision: 'shortlist' })).statusCode).toBe(200);
    const contract = (applicationId: string) => ({
      application_id: applicationId,
      kpis: [{ name: 'Defects found', target: '95%' }],
      decision_owner: 'Head of operations',
      decision_date: kit.inDays(0),
    });
    expect((await call('POST', `${base(running.id)}/run`, a.corporate!.token, contract(runner!.id))).statusCode).toBe(200);
    for (const who of [a.startup!, a.investor!, a.corporate!]) await setSections(who, { crowdfunding: true, pilots: false });

    const before = await rows();
    const writes = {
      createCorporate: () => call('POST', '/api/v1/corporate/pilot_dashboard_card', a.corporate!.token, body),
      createInvestor: () => call('POST', '/api/v1/investor/pilot_dashboard_card', a.investor!.token, body),
      apply: () => call('POST', `/api/v1/startup/pilot_dashboard_card_accept/${open.id}`, a.startup!.token, { question: 'Is there a budget?' }),
      decide: () => call('POST', `${base(open.id)}/applicants/${applied!.id}`, a.corporate!.token, { decision: 'shortlist' }),
      start: () => call('POST', `${base(open.id)}/run`, a.corporate!.token, contract(applied!.id)),
      outcome: () => call('POST', `${base(running.id)}/run/outcome`, a.corporate!.token, { outcome: 'extended', reached: ['90%'] }),
      archive: () => call('POST', `/api/v1/corporate/pilot_dashboard_card/${toArchive.id}/archive`, a.corporate!.token),
    };
    for (const [what, write] of Object.entries(writes)) expectHidden(await write(), what);
    expectHidden(await call('GET', base(open.id), a.corporate!.token), 'owner view');
    expectHidden(await call('POST', '/api/v1/startup/pilot_dashboard_list', a.startup!.token, {}), 'showcase');
    expect(await rows()).toEqual(before);

    for (const who of [a.startup!, a.investor!, a.corporate!]) await setSections(who, shown);
    for (const [what, write] of Object.entries(writes)) {
      const res = await write();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    }
    expect((await kit.pilot(toArchive.id)).status).toBe('archive');
    expect((await kit.applications(open.id)).map((r) => r.status).sort()).toEqual(['new', 'shortlisted']);
    const after = await rows();
    expect(after.pilots).toHaveLength(before.pilots.length + 2);
    expect(after.runs.find((r) => r.pilotId === running.id)?.outcome).toBe('extended');
    expect(after.runs.find((r) => r.pilotId === open.id)).toBeDefined();
  });
});
