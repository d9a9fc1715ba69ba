import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertReportResponseSchema, managerQueueSchema } from '@platform/contract';
import { reports, tickets } from '../src/db/schema/index.js';
import { png } from './fixtures/files.js';
import { fieldCodes, startTestApp, type TestApp } from './harness.js';
import { dueDiligenceKit } from './fixtures/due-diligence.js';

let t: TestApp;
const dd = dueDiligenceKit(() => t);
const {
  tok,
  ids,
  call,
  upload,
  terms,
  fileDueDiligence,
  send,
  managerTicket,
  expertTicket,
  answer,
  managerMove,
  review,
  saveReport,
  statusOf,
  fullReport,
  ticketInWork,
} = dd;

beforeAll(async () => {
  t = await startTestApp();
  await dd.setUp();
});
afterAll(() => t.close());

describe('turned down, expired and cancelled work', () => {
  it('a ticket the expert turns down goes to another expert company', async () => {
    const client = await fileDueDiligence();
    await send(client, 'auditors');
    const first = (await managerTicket(client)).expert_work[0]!.id;
    expect((await answer(first, false)).json()).toMatchObject({ status: 'due_cancel' });
    expect((await answer(first, true)).statusCode).toBe(409);
    const queue = managerQueueSchema.parse((await call('GET', '/api/v1/manager/tickets?type=expert_duedill&status=due_cancel', tok.manager!)).json());
    expect(queue.tickets.map((q) => q.id)).toContain(first);
    expect((await managerTicket(client)).can_send_to_expert).toBe(true);
    expect((await send(client, 'reviewers')).statusCode).toBe(200);
    expect((await managerTicket(client)).expert_work.map((w) => w.company.name)).toEqual(['reviewers', 'auditors']);
  });

  it('after the expiry the ticket cannot be answered and shows as expired', async () => {
    const client = await fileDueDiligence();
    await send(client, 'auditors');
    const expert = (await managerTicket(client)).expert_work[0]!.id;
    await t.database.db.update(tickets).set({ expire: '2020-01-01' }).where(eq(tickets.id, expert));
    const refused = await answer(expert, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'expert_ticket_expired' });
    expect(await statusOf(expert)).toBe('due_wait_resp');
    expect((await expertTicket(expert)).expired).toBe(true);
    const page = await managerTicket(client);
    expect(page.expert_work[0]).toMatchObject({ expired: true });
    expect(page.can_send_to_expert).toBe(true);
    const queue = managerQueueSchema.parse((await call('GET', '/api/v1/manager/tickets?type=expert_duedill&status=due_wait_resp', tok.manager!)).json());
    expect(queue.tickets.find((q) => q.id === expert)?.expired).toBe(true);
  });

  it('the manager cancels work in progress and the report is cancelled with it', async () => {
    const { client, expert } = await ticketInWork();
    await saveReport(expert, { ...fullReport(), submit: false });
    expect((await managerMove(expert, 'cancel', 'Client withdrew')).statusCode).toBe(200);
    expect(await statusOf(expert)).toBe('due_cancel');
    expect((await t.database.db.select({ s: reports.status }).from(reports).where(eq(reports.ticketId, expert)))[0]!.s).toBe('cancel');
    expect((await managerMove(expert, 'cancel')).statusCode).toBe(409);
    expect((await saveReport(expert, { ...fullReport(), submit: false })).statusCode).toBe(409);
    expect(await statusOf(client)).toBe('deal');
  });
});

describe('refusals', () => {
  it('refuses sending anything but an open due-diligence ticket to an active expert company', async () => {
    const client = await fileDueDiligence();
    const notExpert = await call('POST', `/api/v1/manager/tickets/${client}/expert`, tok.manager!, terms(ids.fund!));
    expect(fieldCodes(notExpert)).toEqual({ status: 400, codes: { company_id: 'expert_company_not_active' } });
    expect((await call('POST', `/api/v1/manager/tickets/${client}/expert`, tok.manager!, { ...terms(ids.auditors!), fee: 0 })).statusCode).toBe(400);
    expect((await call('POST', `/api/v1/manager/tickets/${client}/expert`, tok.manager!, { ...terms(ids.auditors!), expire: '2020-01-01' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `/api/v1/manager/tickets/${client}/expert`, tok.manager!, { ...terms(ids.auditors!), timeline: 'x'.repeat(301) })).statusCode,
    ).toBe(400);
    expect((await call('POST', `/api/v1/manager/tickets/${client}/expert`, tok.founder!, terms(ids.auditors!))).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/manager/tickets/${client}/experts`, tok.auditors!)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/manager/reports', tok.auditors!)).statusCode).toBe(403);
    expect((await managerTicket(client)).expert_work).toEqual([]);
  });

  it('refuses the manager’s moves out of their statuses, and client moves on an expert ticket', async () => {
    const client = await fileDueDiligence();
    await send(client, 'auditors');
    const expert = (await managerTicket(client)).expert_work[0]!.id;
    expect((await managerMove(expert, 'terms_agreed')).statusCode).toBe(409);
    expect((await review(expert, { decision: 'approve' })).statusCode).toBe(409);
    expect((await call('POST', `/api/v1/manager/tickets/${expert}/status`, tok.manager!, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await call('POST', `/api/v1/manager/tickets/${expert}/offers`, tok.manager!, { company_id: ids.fund })).statusCode).toBe(409);
    expect((await managerMove(expert, 'approve')).statusCode).toBe(400);
    expect(await statusOf(expert)).toBe('due_wait_resp');
  });

  it('refuses report files beyond five or of another kind, texts over their limits, and another company’s report', async () => {
    const { expert } = await ticketInWork();
    const logo = await upload('auditors', 'logo', 'l.png', png(200, 200));
    expect((await saveReport(expert, { ...fullReport([{ id: logo }]), submit: false })).statusCode).toBe(400);
    const six = await Promise.all(Array.from({ length: 6 }, () => upload('auditors', 'report')));
    expect((await saveReport(expert, { ...fullReport(six.map((id) => ({ id }))), submit: false })).statusCode).toBe(400);
    const twice = await upload('auditors', 'report');
    expect((await saveReport(expert, { ...fullReport([{ id: twice }, { id: twice }]), submit: false })).statusCode).toBe(400);
    const foreign = await upload('reviewers', 'report');
    expect((await saveReport(expert, { ...fullReport([{ id: foreign }]), submit: false })).statusCode).toBe(400);
    expect((await saveReport(expert, { ...fullReport(), method: 'x'.repeat(5001), submit: false })).statusCode).toBe(400);
    expect((await saveReport(expert, { ...fullReport(), scores: { team: 6, management: 3, technology: 3, business: 3 }, submit: false })).statusCode).toBe(400);
    expect((await saveReport(expert, { ...fullReport(), submit: false }, 'reviewers')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/expert/report/${expert}`, tok.reviewers!)).statusCode).toBe(404);
    expect(expertReportResponseSchema.parse((await call('GET', `/api/v1/expert/report/${expert}`, tok.auditors!)).json()).status).toBe('empty');
  });
});
