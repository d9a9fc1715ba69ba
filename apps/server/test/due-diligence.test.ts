import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientReportSchema,
  expertCandidateListSchema,
  expertReportResponseSchema,
  expertTicketListSchema,
  managerTicketSchema,
  ownReportListSchema,
  reportQueueSchema,
  sharedReportListSchema,
  userEventsSchema,
} from '@platform/contract';
import { auditLog } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { dueDiligenceKit } from './fixtures/due-diligence.js';

let t: TestApp;
const dd = dueDiligenceKit(() => t);
const { tok, ids, call, upload, fileDueDiligence, send, managerTicket, expertTicket, answer, managerMove, review, saveReport, statusOf, fullReport } = dd;

beforeAll(async () => {
  t = await startTestApp();
  await dd.setUp();
});
afterAll(() => t.close());

describe('due diligence from sending to the approved report', () => {
  it('walks a startup’s ticket through an expert company to an approved, shared report', async () => {
    const client = await fileDueDiligence();

    // Ranking: expertise overlap with the client's industries first.
    const ranked = expertCandidateListSchema.parse((await call('GET', `/api/v1/manager/tickets/${client}/experts`, tok.manager!)).json()).candidates;
    expect(ranked.map((c) => c.name).slice(0, 3)).toEqual(['auditors', 'reviewers', 'bankers']);
    expect(ranked[0]!.matched_industries).toHaveLength(2);

    const sent = await send(client, 'auditors');
    expect(sent.statusCode, sent.body).toBe(200);
    const page = managerTicketSchema.parse(sent.json());
    expect(page.can_send_to_expert).toBe(false);
    expect(page.expert_work).toHaveLength(1);
    const expert = page.expert_work[0]!.id;
    expect(page.expert_work[0]).toMatchObject({
      status: 'due_wait_resp',
      fee: 12000,
      report_status: 'empty',
      moves: ['due_cancel'],
      can: { review_report: false },
    });
    // The busy ticket cannot be sent twice.
    expect((await send(client, 'reviewers')).json()).toMatchObject({ code: 'expert_ticket_busy' });

    // The expert's list and counters; opening the ticket marks it viewed.
    const list = expertTicketListSchema.parse((await call('GET', '/api/v1/expert/ticket_list', tok.auditors!)).json());
    expect(list.total).toBe(1);
    expect(list.tickets[0]).toMatchObject({ id: expert, status: 'due_wait_resp', new_offers: 1, project_fee: 12000, can: { answer_interest: true } });
    expect(list.tickets[0]!.expert_duedill.internal_expert).toBeNull();
    expect(list.tickets[0]!.expert_duedill.offer).toMatchObject({
      client: { id: ids.founder, name: 'founder', role: 'startup' },
      duedill: { type_of_duedill: 'technical', goals_and_tasks: 'Check our stack' },
    });
    // A page past the last row still tells the total.
    const past = expertTicketListSchema.parse((await call('GET', '/api/v1/expert/ticket_list?take=20&skip=20', tok.auditors!)).json());
    expect(past).toMatchObject({ tickets: [], total: 1 });
    expect(userEventsSchema.parse((await call('GET', '/api/v1/user/events', tok.auditors!)).json()).new_offers).toBe(1);
    expect((await expertTicket(expert)).new_offers).toBe(0);
    expect(userEventsSchema.parse((await call('GET', '/api/v1/user/events', tok.auditors!)).json()).new_offers).toBe(0);
    // Before its answer the expert company does not open its client's profile (expert-client-access.test.ts).
    expect((await call('GET', `/api/v1/startup/${ids.founder}`, tok.auditors!)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/startup/${ids.founder}`, tok.reviewers!)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/investor/${ids.fund}`, tok.auditors!)).statusCode).toBe(403);
    // Another expert company, and other roles, cannot read it.
    expect((await call('GET', `/api/v1/expert/ticket/${expert}`, tok.reviewers!)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/expert/ticket/${expert}`, tok.founder!)).statusCode).toBe(403);
    expect((await answer(expert, true, 'reviewers')).statusCode).toBe(404);

    // The three-way interest answer; "interesting" opens the client's profile, to this expert company alone.
    expect((await answer(expert, true)).json()).toMatchObject({ status: 'due_work_approval', expert_duedill: { interesting: true } });
    expect((await call('GET', `/api/v1/startup/${ids.founder}`, tok.auditors!)).json()).toMatchObject({ company: 'founder' });
    expect((await call('GET', `/api/v1/startup/${ids.founder}`, tok.reviewers!)).statusCode).toBe(403);
    expect((await answer(expert, null)).json()).toMatchObject({ status: 'due_wait_resp', expert_duedill: { interesting: null } });
    expect((await answer(expert, true)).json()).toMatchObject({ status: 'due_work_approval' });
    // The report waits for the work to start.
    expect((await saveReport(expert, fullReport())).statusCode).toBe(409);
    expect((await managerMove(expert, 'terms_agreed', 'Client signed')).statusCode).toBe(200);
    expect(await statusOf(expert)).toBe('due_in_due');
    // At work the answer is given for good: the ticket no longer offers it.
    expect((await expertTicket(expert)).can).toEqual({ answer_interest: false });
    expect(await statusOf(client)).toBe('deal');
    expect((await answer(expert, false)).statusCode).toBe(409);

    // The internal expert: one of the company's own only.
    const outsider = await call('PATCH', `/api/v1/expert/ticket/${expert}/internal-expert`, tok.auditors!, { internal_expert_id: ids.outsider });
    expect(outsider.json()).toMatchObject({
      code: 'validation_failed',
      errors: { internal_expert_id: 'Choose one of your experts' },
      field_codes: { internal_expert_id: 'expert_not_own' },
    });
    const assigned = await call('PATCH', `/api/v1/expert/ticket/${expert}/internal-expert`, tok.auditors!, { internal_expert_id: ids.analyst });
    expect(assigned.json()).toMatchObject({ internal_expert: { id: ids.analyst, name: 'Anna', surname: 'Analyst' } });
    // As a spec front end reads it: the internal expert at the top and inside `expert_duedill`, the type as `type_of_duedill`.
    type RawTicket = { internal_expert: unknown; expert_duedill: { internal_expert: unknown; offer: { duedill: Record<string, unknown> } } };
    const anna = { id: ids.analyst, name: 'Anna', surname: 'Analyst' };
    const raw = (await call('GET', `/api/v1/expert/ticket/${expert}`, tok.auditors!)).json<RawTicket>();
    const [listed] = (await call('GET', '/api/v1/expert/ticket_list', tok.auditors!)).json<{ tickets: RawTicket[] }>().tickets;
    for (const ticket of [raw, listed!, assigned.json<RawTicket>()]) {
      expect(ticket.internal_expert).toMatchObject(anna);
      expect(ticket.expert_duedill.internal_expert).toEqual(ticket.internal_expert);
      expect(ticket.expert_duedill.offer.duedill.type_of_duedill).toBe('technical');
      expect(ticket.expert_duedill.offer.duedill).not.toHaveProperty('type_of_due_dill');
    }

    // A draft, a refused incomplete submission, then the submission.
    expect(expertReportResponseSchema.parse((await call('GET', `/api/v1/expert/report/${expert}`, tok.auditors!)).json())).toMatchObject({
      status: 'empty',
      report: null,
      editable: true,
      client_is_startup: true,
    });
    const draft = await saveReport(expert, { ...fullReport(), conclusion: '', scores: null, submit: false });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ status: 'saved', content: { method: fullReport().method, conclusion: '' } });
    const incomplete = await saveReport(expert, { ...fullReport(), conclusion: '', scores: null, submit: true });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      errors: { conclusion: 'Fill in this field', scores: 'Rate each group' },
      field_codes: { conclusion: 'field_required', scores: 'scores_incomplete' },
    });
    expect(await statusOf(expert)).toBe('due_in_due');
    const file = await upload('auditors', 'report');
    const submitted = await saveReport(expert, { ...fullReport([{ id: file }]), submit: true });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'under_review', editable: false, content: { files: [{ id: file }] } });
    expect(await statusOf(expert)).toBe('due_accept_work');
    expect((await saveReport(expert, { ...fullReport(), submit: false })).json()).toMatchObject({ code: 'report_not_editable' });
    // Submitted, the report waits for the managers' review: their page offers it, the expert's no longer offers the answer.
    expect((await managerTicket(expert)).expert_work[0]!.can).toEqual({ review_report: true });
    expect((await expertTicket(expert)).can).toEqual({ answer_interest: false });

    // The client cannot read it, nor its files, before approval.
    expect((await call('GET', `/api/v1/files/${file}`, tok.founder!)).statusCode).toBe(404);
    expect(clientReportSchema.parse((await call('GET', `/api/v1/startup/ticket/${client}/report`, tok.founder!)).json()).report).toBeNull();
    expect((await call('GET', `/api/v1/startup/ticket/${client}/report.pdf`, tok.founder!)).statusCode).toBe(409);

    // Review: changes asked with a comment, resubmitted, approved.
    const queue = reportQueueSchema.parse((await call('GET', '/api/v1/manager/reports', tok.manager!)).json());
    expect(queue.reports.find((r) => r.ticket_id === expert)).toMatchObject({
      client_ticket_id: client,
      resubmission: false,
      expert_company: { name: 'auditors' },
    });
    expect((await review(expert, { decision: 'request_changes' })).statusCode).toBe(400);
    expect((await review(expert, { decision: 'request_changes', comment: 'Add the hiring plan risks' })).statusCode).toBe(200);
    expect(await statusOf(expert)).toBe('due_change_req');
    const reopened = expertReportResponseSchema.parse((await call('GET', `/api/v1/expert/report/${expert}`, tok.auditors!)).json());
    expect(reopened).toMatchObject({ status: 'saved', editable: true, content: { change_request: 'Add the hiring plan risks' } });
    expect((await review(expert, { decision: 'approve' })).statusCode).toBe(409);
    expect((await saveReport(expert, { ...fullReport([{ id: file }]), risks: 'Hiring plan is thin', submit: true })).statusCode).toBe(200);
    const again = reportQueueSchema.parse((await call('GET', '/api/v1/manager/reports', tok.manager!)).json());
    expect(again.reports.find((r) => r.ticket_id === expert)?.resubmission).toBe(true);
    expect((await call('POST', `/api/v1/manager/expert-tickets/${expert}/review`, tok.auditors!, { decision: 'approve' })).statusCode).toBe(403);
    const approved = await review(expert, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(expert)).toBe('due_success');
    expect(await statusOf(client)).toBe('success');

    // The client reads and downloads it; the history and the audit log hold every move.
    const read = clientReportSchema.parse((await call('GET', `/api/v1/startup/ticket/${client}/report`, tok.founder!)).json()).report;
    expect(read).toMatchObject({ status: 'approved', risks: 'Hiring plan is thin', change_request: null, expert_company: { name: 'auditors' } });
    const pdfRes = await call('GET', `/api/v1/startup/ticket/${client}/report.pdf`, tok.founder!);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/v1/startup/ticket/${client}/report`, tok.fund!)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/files/${file}`, tok.founder!)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/files/${file}`, tok.fund!)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/files/${file}`, tok.reviewers!)).statusCode).toBe(404);
    const history = (await managerTicket(expert)).history.map((h) => h.to);
    expect(history).toEqual([
      'due_wait_resp',
      'due_work_approval',
      'due_wait_resp',
      'due_work_approval',
      'due_in_due',
      'due_accept_work',
      'due_change_req',
      'due_accept_work',
      'due_success',
    ]);
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, expert))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['expert_ticket.terms_agreed', 'report.request_changes', 'report.approve']));

    // Sharing on the startup's profile.
    const own = ownReportListSchema.parse((await call('GET', '/api/v1/startup/reports', tok.founder!)).json()).reports;
    expect(own).toEqual([expect.objectContaining({ ticket_id: client, shared: false, expert_company: 'auditors', scores: fullReport().scores })]);
    expect(sharedReportListSchema.parse((await call('GET', `/api/v1/startup/${ids.founder}/reports`, tok.fund!)).json()).reports).toEqual([]);
    expect((await call('PATCH', `/api/v1/startup/reports/${own[0]!.id}/share`, tok.founder!, { shared: true })).statusCode).toBe(200);
    expect(sharedReportListSchema.parse((await call('GET', `/api/v1/startup/${ids.founder}/reports`, tok.fund!)).json()).reports).toHaveLength(1);
    expect((await call('PATCH', `/api/v1/startup/reports/${own[0]!.id}/share`, tok.fund!, { shared: false })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/v1/startup/reports/${own[0]!.id}/share`, tok.founder!, { shared: false })).statusCode).toBe(200);
    expect(sharedReportListSchema.parse((await call('GET', `/api/v1/startup/${ids.founder}/reports`, tok.corp!)).json()).reports).toEqual([]);
  });
});
