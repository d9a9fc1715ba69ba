import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateListSchema, handbooksSchema, managerQueueSchema, managerTicketSchema, offerListSchema, type Handbooks } from '@platform/contract';
import { companies, startupProfiles } from '../src/db/schema/index.js';
import { bearer, caller, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let hb: Handbooks;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};

const call = caller(() => t);

async function company(key: string, role: 'startup' | 'investor' | 'corporate' | 'expert' | 'manager', focus: Partial<typeof companies.$inferInsert> = {}) {
  const u = await createUser(t, { role, name: key });
  ids[key] = u.id;
  tok[key] = await login(t, u.email, u.password);
  if (role !== 'manager' && Object.keys(focus).length) await t.database.db.update(companies).set(focus).where(eq(companies.userId, u.id));
}

beforeAll(async () => {
  t = await startTestApp();
  hb = handbooksSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).json());
  const [energy, ai, fintech] = [hb.industries[0]!.id, hb.industries[1]!.id, hb.industries[2]!.id];
  const [europe, asia] = [hb.regions[0]!.id, hb.regions[5]!.id];
  await company('manager', 'manager');
  await company('founder', 'startup', { industries: [energy, ai], regions: [europe], rounds: [hb.rounds[1]!.id] });
  await t.database.db.insert(startupProfiles).values({ userId: ids.founder!, isScoreFull: true });
  await company('closeFund', 'investor', { industries: [energy, ai], regions: [europe], rounds: [hb.rounds[1]!.id] });
  await company('nearFund', 'investor', { industries: [energy], regions: [europe, asia] });
  await company('farFund', 'investor', { industries: [fintech] });
  await company('bigCorp', 'corporate', { industries: [ai] });
  await company('otherStartup', 'startup');
  await company('auditors', 'expert', { expertIn: [energy] });
});
afterAll(() => t.close());

async function fileTicket(): Promise<string> {
  const res = await call('POST', '/api/v1/startup/duedill/due_dill_form', tok.founder!, {
    type_of_due_dill: 'technical',
    goals_and_tasks: 'Check our stack',
    feedback_method: 'email',
    feedback_value: 'a@b.test',
  });
  return res.json<{ id: string }>().id;
}
async function fileInvestment(): Promise<string> {
  const res = await call('POST', '/api/v1/startup/pilot/pilot_form', tok.founder!, {
    task_class: 'pilot',
    costs_and_terms: 'Paid pilot',
    product_description: 'Our robots',
    product_presentation_files: [
      await (async () => {
        const { multipart, pdf } = await import('./fixtures/files.js');
        const b = multipart('file', 'p.pdf', pdf());
        return {
          id: (
            await t.app.inject({
              method: 'POST',
              url: '/api/v1/files/upload?type=pilot_product_presentation',
              payload: b.payload,
              headers: { ...b.headers, ...bearer(tok.founder!) },
            })
          ).json<{ id: string }>().id,
        };
      })(),
    ],
    feedback_method: 'email',
    feedback_value: 'a@b.test',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}
const move = (id: string, status: string, comment?: string) => call('POST', `/api/v1/manager/tickets/${id}/status`, tok.manager!, { status, comment });
const attach = (id: string, key: string) => call('POST', `/api/v1/manager/tickets/${id}/offers`, tok.manager!, { company_id: ids[key] });

describe('the status workflow with offers', () => {
  it('walks a ticket from registred to success with ranked offers and interest answers', async () => {
    const id = await fileInvestment();
    expect(managerTicketSchema.parse((await move(id, 'signing_agreement', 'Terms sent')).json()).can).toEqual({ offer_company: true });
    expect((await move(id, 'searching')).statusCode).toBe(200);

    const ranked = candidateListSchema.parse((await call('GET', `/api/v1/manager/tickets/${id}/candidates`, tok.manager!)).json()).candidates;
    expect(ranked.map((c) => c.name).slice(0, 2)).toEqual(['closeFund', 'nearFund']);
    expect(ranked[0]!.matched.industries).toHaveLength(2);
    expect(ranked.every((c) => c.role === 'investor' || c.role === 'corporate')).toBe(true);

    const early = await move(id, 'waiting_confirm');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ field_codes: { status: 'needs_offer' } });
    expect((await attach(id, 'closeFund')).statusCode).toBe(200);
    expect((await attach(id, 'nearFund')).statusCode).toBe(200);
    expect((await attach(id, 'nearFund')).json()).toMatchObject({
      errors: { company_id: 'This company is already offered' },
      field_codes: { company_id: 'company_already_offered' },
    });
    expect((await attach(id, 'otherStartup')).json()).toMatchObject({ field_codes: { company_id: 'company_not_offerable' } });
    expect((await move(id, 'waiting_confirm')).statusCode).toBe(200);

    const offers = offerListSchema.parse((await call('GET', `/api/v1/quote/list/${id}`, tok.founder!)).json()).offers;
    expect(offers.map((o) => [o.company.title, o.isNew, o.interesting])).toEqual([
      ['closeFund', true, null],
      ['nearFund', true, null],
    ]);
    const before = (await call('GET', '/api/v1/startup/ticket_list', tok.founder!)).json<{ tickets: { id: string; new_offers: number }[] }>();
    expect(before.tickets.find((x) => x.id === id)!.new_offers).toBe(2);
    expect((await call('GET', '/api/v1/user/events', tok.founder!)).json()).toEqual({ new_offers: 2, new_ticket_tasks: 0, new_company_tasks: 0 });
    expect((await move(id, 'deal')).json()).toMatchObject({ field_codes: { status: 'needs_interesting_offer' } });

    const viewed = await call('GET', `/api/v1/investor/${ids.closeFund}?ticketId=${id}`, tok.founder!);
    expect(viewed.json()).toMatchObject({ company: 'closeFund', quote: { id: offers[0]!.id, isViewed: true, interesting: null } });
    expect((await call('PATCH', `/api/v1/quote/interesting/${offers[0]!.id}`, tok.founder!, { interesting: true })).json()).toMatchObject({
      interesting: true,
    });
    expect((await call('PATCH', `/api/v1/quote/interesting/${offers[1]!.id}`, tok.founder!, { interesting: false })).json()).toMatchObject({
      interesting: false,
    });
    expect((await call('PATCH', `/api/v1/quote/interesting/${offers[1]!.id}`, tok.founder!, { interesting: null })).json()).toMatchObject({
      interesting: null,
    });

    expect((await move(id, 'deal')).statusCode).toBe(200);
    const done = managerTicketSchema.parse((await move(id, 'success', 'Signed')).json());
    expect(done.status).toBe('success');
    expect(done.moves).toEqual([]);
    // Closed, the ticket is offered no one any more.
    expect(done.can).toEqual({ offer_company: false });
    expect(done.history.map((h) => h.to)).toEqual(['registred', 'signing_agreement', 'searching', 'waiting_confirm', 'deal', 'success']);
    expect(done.history.at(-1)!.comment).toBe('Signed');
    expect(done.history.map((h) => h.actor?.id)).toEqual([ids.founder, ...Array.from({ length: 5 }, () => ids.manager)]);
    expect(done.history[0]!.actor).toMatchObject({ name: 'founder', role: 'startup' });
    expect(done.history[1]!.actor).toMatchObject({ name: 'Test Person', role: 'manager' });
    expect((await move(id, 'cancelled')).json()).toMatchObject({
      errors: { status: 'The application is already closed' },
      field_codes: { status: 'final_status' },
    });
    const list = (await call('GET', '/api/v1/startup/ticket_list', tok.founder!)).json<{ tickets: { id: string; status: string; new_offers: number }[] }>();
    expect(list.tickets.find((x) => x.id === id)).toMatchObject({ status: 'success', new_offers: 0, offers_count: 2 });

    const log = (await call('GET', `/api/v1/manager/audit?entity=ticket&entity_id=${id}`, tok.manager!)).json<{
      total: number;
      entries: { action: string }[];
    }>();
    expect(log.total).toBe(7);
    expect(log.entries.filter((e) => e.action === 'ticket.offer')).toHaveLength(2);
  });

  it('refuses every skipped step and moves out of final statuses, and cancels from any open status', async () => {
    const id = await fileTicket();
    for (const to of ['searching', 'waiting_confirm', 'deal', 'success', 'registred']) {
      const res = await move(id, to);
      expect(res.statusCode, to).toBe(409);
    }
    expect((await move(id, 'bogus')).statusCode).toBe(400);
    expect((await move(id, 'cancelled', 'Client withdrew')).statusCode).toBe(200);
    expect((await move(id, 'signing_agreement')).json()).toMatchObject({
      errors: { status: 'The application is already closed' },
      field_codes: { status: 'final_status' },
    });
    expect((await attach(id, 'auditors')).statusCode).toBe(409);
  });

  it('offers expert companies on due-diligence tickets', async () => {
    const id = await fileTicket();
    const ranked = candidateListSchema.parse((await call('GET', `/api/v1/manager/tickets/${id}/candidates`, tok.manager!)).json()).candidates;
    expect(ranked.map((c) => c.role)).toEqual(['expert']);
    expect((await attach(id, 'closeFund')).statusCode).toBe(400);
    expect((await attach(id, 'auditors')).statusCode).toBe(200);
  });

  it('shows queue counts by status and filters by type and status', async () => {
    const q = managerQueueSchema.parse((await call('GET', '/api/v1/manager/tickets?type=startup_duedill', tok.manager!)).json());
    expect(q.tickets.every((x) => x.type_ticket === 'startup_duedill')).toBe(true);
    expect(q.counts).toMatchObject({ cancelled: 1, registred: 1 });
    const only = managerQueueSchema.parse((await call('GET', '/api/v1/manager/tickets?status=success', tok.manager!)).json());
    expect(only.total).toBe(1);
    expect(only.tickets[0]!.owner.name).toBe('founder');
  });

  it('pages the queue with owners and offer counts, and keeps the total past the last page', async () => {
    const get = async (query: string) => managerQueueSchema.parse((await call('GET', `/api/v1/manager/tickets${query}`, tok.manager!)).json());
    const all = await get('?take=100&skip=0');
    expect(all.tickets.length).toBe(all.total);
    expect(all.tickets.some((x) => x.offers_count > 0)).toBe(true);
    const dates = all.tickets.map((x) => x.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (let skip = 0; skip < all.total; skip += 2) {
      expect(await get(`?take=2&skip=${skip}`)).toEqual({ ...all, tickets: all.tickets.slice(skip, skip + 2) });
    }
    expect(await get(`?take=2&skip=${all.total}`)).toEqual({ ...all, tickets: [] });
    const done = await get('?status=success&take=5&skip=3');
    expect(done).toMatchObject({ tickets: [], total: 1 });
  });
});

describe('queue counts kept by the database', () => {
  const countedByScan = async () => {
    const rows = await t.database.query('select type, status, count(*)::int as n from tickets group by type, status');
    return Object.fromEntries(rows.map((r) => [`${String(r.type)}/${String(r.status)}`, Number(r.n)]));
  };
  const counted = async () => {
    const rows = await t.database.query('select type, status, n from ticket_counts where n <> 0');
    return Object.fromEntries(rows.map((r) => [`${String(r.type)}/${String(r.status)}`, Number(r.n)]));
  };

  it('match a full count after filing, moves, a bulk update and deletions', async () => {
    const before = managerQueueSchema.parse((await call('GET', '/api/v1/manager/tickets', tok.manager!)).json());
    const id = await fileTicket();
    await move(id, 'signing_agreement');
    const after = managerQueueSchema.parse((await call('GET', '/api/v1/manager/tickets', tok.manager!)).json());
    expect(after.total).toBe(before.total + 1);
    expect(after.counts.signing_agreement).toBe((before.counts.signing_agreement ?? 0) + 1);
    expect(await counted()).toEqual(await countedByScan());

    // Several rows in one statement, and rows leaving with their owner's account.
    await t.database.query("update tickets set status = 'cancelled' where status = 'registred'");
    expect(await counted()).toEqual(await countedByScan());
    const gone = await createUser(t, { role: 'startup', name: 'leaving' });
    await t.database.db.insert(startupProfiles).values({ userId: gone.id, isScoreFull: true });
    const goneToken = await login(t, gone.email, gone.password);
    const filed = await call('POST', '/api/v1/startup/duedill/due_dill_form', goneToken, {
      type_of_due_dill: 'financial',
      goals_and_tasks: 'Check the books',
      feedback_method: 'email',
      feedback_value: 'a@b.test',
    });
    expect(filed.statusCode).toBe(200);
    await t.database.query('delete from users where id = $1', [gone.id]);
    expect(await counted()).toEqual(await countedByScan());
    const total = managerQueueSchema.parse((await call('GET', '/api/v1/manager/tickets', tok.manager!)).json()).total;
    expect(total).toBe(Object.values(await countedByScan()).reduce((a, b) => a + b, 0));
  });
});

describe('permissions', () => {
  it('keeps manager calls to managers', async () => {
    const id = await fileTicket();
    for (const key of ['founder', 'closeFund', 'bigCorp', 'auditors']) {
      expect((await call('GET', '/api/v1/manager/tickets', tok[key]!)).statusCode, key).toBe(403);
      expect(
        (await move(id, 'signing_agreement').then(() => call('POST', `/api/v1/manager/tickets/${id}/status`, tok[key]!, { status: 'searching' }))).statusCode,
        key,
      ).toBe(403);
      expect((await call('POST', `/api/v1/manager/tickets/${id}/offers`, tok[key]!, { company_id: ids.auditors })).statusCode, key).toBe(403);
    }
  });

  it('keeps offers of a ticket to its owner', async () => {
    const id = await fileTicket();
    await attach(id, 'auditors');
    const offer = offerListSchema.parse((await call('GET', `/api/v1/quote/list/${id}`, tok.founder!)).json()).offers[0]!;
    expect((await call('GET', `/api/v1/quote/list/${id}`, tok.otherStartup!)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/v1/quote/interesting/${offer.id}`, tok.otherStartup!, { interesting: true })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/v1/quote/interesting/${offer.id}`, tok.auditors!, { interesting: true })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/v1/quote/interesting/${offer.id}`, tok.founder!, { interesting: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', `/api/v1/investor/${ids.closeFund}?ticketId=${id}`, tok.otherStartup!)).statusCode).toBe(404);
  });
});
