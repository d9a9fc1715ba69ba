import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, type AuditEntry } from '@platform/contract';
import { auditLog, users } from '../src/db/schema/index.js';
import { audit } from '../src/modules/audit/write.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';
import { pilotsKit, type Account } from './fixtures/pilots.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';

let t: TestApp;
const pilotKit = pilotsKit(() => t);
const rounds = crowdfundingKit(() => t);
const { call } = pilotKit;
const a: Record<string, Account> = {};

/** A manager account with a person's name, as the back office shows who acted. */
async function manager(first: string, last: string): Promise<Account> {
  const u = await createUser(t, { role: 'manager' });
  await t.database.db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, u.id));
  return { id: u.id, email: u.email, token: await login(t, u.email, u.password) };
}

beforeAll(async () => {
  t = await startTestApp();
  a.anna = await manager('Anna', 'Petrova');
  a.boris = await manager('Boris', 'Ivanov');
  a.nordlight = await pilotKit.account('startup', 'Nordlight Robotics');
  a.fjord = await pilotKit.account('investor', 'Fjord Capital');
  a.atlas = await pilotKit.account('corporate', 'Atlas Industrial');
  a.gone = await pilotKit.account('startup', 'Gone Robotics');
});
afterAll(() => t.close());

const ok = async (res: Promise<{ statusCode: number; body: string }>) => expect((await res).statusCode, (await res).body).toBe(200);
const log = async (query: string, token = a.anna!.token) => {
  const res = await call('GET', `/api/v1/manager/audit${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return auditListSchema.parse(res.json());
};
const only = (entries: AuditEntry[], action: string) => {
  const found = entries.filter((e) => e.action === action);
  expect(found, action).toHaveLength(1);
  return found[0]!;
};

describe('the audit log names what each entry is about', () => {
  it('gives the manager, the company and the record by name, for applications, offers, rounds, pilots, threads and accounts', async () => {
    const anna = a.anna!.token;
    // An investment application with a crowdfunding round, moved, offered to a fund, its round activated.
    const round = await rounds.fileRound(a.nordlight!);
    await ok(call('POST', `/api/v1/manager/tickets/${round.ticketId}/status`, anna, { status: 'signing_agreement', comment: 'Terms sent' }));
    await ok(call('POST', `/api/v1/manager/tickets/${round.ticketId}/status`, anna, { status: 'searching' }));
    await ok(call('POST', `/api/v1/manager/tickets/${round.ticketId}/offers`, anna, { company_id: a.fjord!.id }));
    await ok(call('POST', `/api/v1/manager/crowdfunding/${round.id}/status`, anna, { status: 'active' }));
    // A pilot card accepted, a thread started, a company blocked, a manager deactivated.
    const pilot = await pilotKit.insertPilot(a.atlas!.id, { status: 'send', name: 'Predictive maintenance', publishedAt: null });
    await ok(call('POST', `/api/v1/manager/pilots/${pilot.id}/status`, anna, { status: 'accept' }));
    await ok(
      call('POST', '/api/v1/manager/threads', anna, {
        company_id: a.nordlight!.id,
        title: 'Quarterly figures',
        text: 'Please send the figures for the quarter.',
      }),
    );
    await ok(call('POST', `/api/v1/manager/companies/${a.fjord!.id}/block`, anna, { reason: 'Documents could not be verified' }));
    await ok(call('POST', `/api/v1/manager/managers/${a.boris!.id}/deactivate`, anna));

    const { entries, total } = await log('?take=50');
    expect(total).toBe(entries.length);
    expect(entries.every((e) => e.actor_name === 'Anna Petrova' && e.actor === a.anna!.email)).toBe(true);
    const nordlight = { id: a.nordlight!.id, name: 'Nordlight Robotics', role: 'startup' };

    const moves = entries.filter((e) => e.action === 'ticket.status');
    expect(moves).toHaveLength(2);
    for (const move of moves) expect(move).toMatchObject({ company: nordlight, record: { ticket_type: 'startup_investment', title: null }, party: null });
    expect(only(entries, 'ticket.offer')).toMatchObject({
      company: nordlight,
      record: { ticket_type: 'startup_investment' },
      party: { id: a.fjord!.id, name: 'Fjord Capital', role: 'investor' },
    });
    expect(only(entries, 'crowdfunding.status')).toMatchObject({
      company: nordlight,
      record: { title: 'Nordlight Robotics', ticket_type: null },
      before: { status: 'new' },
      after: { status: 'active' },
    });
    expect(only(entries, 'pilot.status')).toMatchObject({
      company: { id: a.atlas!.id, name: 'Atlas Industrial', role: 'corporate' },
      record: { title: 'Predictive maintenance' },
    });
    expect(only(entries, 'thread.start')).toMatchObject({ company: nordlight, record: { title: 'Quarterly figures' } });
    expect(only(entries, 'user.block')).toMatchObject({
      company: { id: a.fjord!.id, name: 'Fjord Capital', role: 'investor' },
      record: { title: 'Fjord Capital' },
    });
    expect(only(entries, 'manager.deactivate')).toMatchObject({ company: null, record: { title: 'Boris Ivanov' } });

    // The same names through each filter: by company, by action, by manager.
    const byCompany = await log(`?company_id=${a.nordlight!.id}`);
    expect(byCompany.entries.length).toBeGreaterThanOrEqual(5);
    expect(byCompany.entries.every((e) => e.company?.name === 'Nordlight Robotics')).toBe(true);
    expect((await log('?action=ticket.offer')).entries.map((e) => e.party?.name)).toEqual(['Fjord Capital']);
    expect((await log(`?actor_id=${a.boris!.id}`)).total).toBe(0);
    // Paged in SQL: the second page of two holds the next entries, named as well.
    const second = await log('?take=2&skip=2');
    expect(second.entries.map((e) => e.id)).toEqual(entries.slice(2, 4).map((e) => e.id));
    expect(second.entries.every((e) => e.actor_name === 'Anna Petrova')).toBe(true);
  });

  it('calls a deleted company nameless, and a record that is gone or an id that is not one null, without failing the page', async () => {
    const anna = a.anna!.token;
    await ok(
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/manager/companies/${a.gone!.id}/sections`,
        headers: bearer(anna),
        payload: { crowdfunding: false, pilots: true },
      }),
    );
    await ok(call('DELETE', '/api/v1/user', a.gone!.token, { email: a.gone!.email }));
    // Rows an older or newer version wrote: an action this one does not know, an id that is no uuid.
    await t.database.db.insert(auditLog).values([
      { actorId: a.anna!.id, action: 'pilot.feature', entity: 'pilot', entityId: 'not-a-uuid', companyId: null, createdAt: new Date(Date.now() + 1000) },
      {
        actorId: null,
        action: 'ticket.status',
        entity: 'ticket',
        entityId: '00000000-0000-4000-8000-000000000000',
        companyId: null,
        createdAt: new Date(Date.now() + 2000),
      },
    ]);
    const { entries } = await log('?take=3');
    const [missing, unknown, sections] = entries;
    expect(missing).toMatchObject({ action: 'ticket.status', actor: null, actor_name: null, record: null, company: null });
    expect(unknown).toMatchObject({ action: 'pilot.feature', record: null, actor_name: 'Anna Petrova' });
    expect(sections).toMatchObject({ action: 'user.sections', company: { id: a.gone!.id, name: null, role: 'startup' }, record: { title: null } });
  });
});

describe('the order of the log', () => {
  it('lists actions of one moment newest first, in the order they were written, each once across pages', async () => {
    const company = await pilotKit.account('startup', 'Same Moment Labs');
    // One transaction: every action in it carries the same time, as a manager's compound action does.
    const actions = ['user.sections', 'company.note', 'user.block', 'user.sessions_end', 'user.unblock'] as const;
    await t.database.db.transaction(async (tx) => {
      for (const action of actions) {
        await audit(tx, { actorId: a.anna!.id, action, entity: 'user', entityId: company.id, companyId: company.id });
      }
    });
    const pages = [];
    for (let skip = 0; skip < actions.length; skip += 2) pages.push(...(await log(`?company_id=${company.id}&take=2&skip=${skip}`)).entries);
    expect(pages.map((e) => e.action)).toEqual([...actions].reverse());
    expect(new Set(pages.map((e) => e.id)).size).toBe(actions.length);
    const whole = await log(`?company_id=${company.id}`);
    expect(whole.entries.map((e) => e.id)).toEqual(pages.map((e) => e.id));
  });
});

describe('who may read it', () => {
  it('is the managers’ alone', async () => {
    for (const who of [a.nordlight!, a.atlas!]) {
      expect((await call('GET', '/api/v1/manager/audit', who.token)).statusCode).toBe(403);
      expect((await call('GET', '/api/v1/manager/audit/actions', who.token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/v1/manager/audit')).statusCode).toBe(401);
    // A deactivated manager's session ended with the deactivation.
    expect((await call('GET', '/api/v1/manager/audit', a.boris!.token)).statusCode).toBe(401);
  });
});
