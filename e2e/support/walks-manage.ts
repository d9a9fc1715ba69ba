import type { APIRequestContext } from '@playwright/test';
import { apiLogin, demo } from './api.js';
import type { PageWalk } from './page-walk.js';
import { walkManagerPilots } from './walks-pilots.js';
import { walkManageCrowdfunding } from './walks-manage-crowdfunding.js';
import { walkRoundQuestions } from './walks-round-questions.js';
import { seededTicket } from './walks-cabinet.js';

type ManagerTicket = { owner: { id: string; role: string }; offers: { company: { id: string; role: string } }[] };

/**
 * The back office: the queue (and its type filter open), a seeded ticket (and its move
 * confirmation open, then cancelled), the client's and an offered company's profiles, the audit
 * log, the outbox, the crowdfunding queues and rounds, the threads queue and a thread, the settings and the not-allowed state of a client
 * page.
 */
export async function walkManager(walk: PageWalk, request: APIRequestContext): Promise<void> {
  const { page } = walk;
  const token = await apiLogin(request, demo.manager);
  const ticket = await seededTicket(request, await apiLogin(request, demo.investor), 'foundation', 'deal');
  const detail = (await (await request.get(`/api/v1/manager/tickets/${ticket.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as ManagerTicket;

  await walk.start('/manage', token);
  await walk.check('queue, cookie notice shown', { ready: page.getByTestId('queue-row') });
  await walk.acceptCookies();
  await walk.checkMenuDrawer();
  await walk.checkOpen('queue, application type list', async () => {
    await page.getByRole('combobox', { name: walk.t('manage.queue.type') }).click();
    return page.getByRole('listbox');
  });
  await walk.check('ticket', { go: `/manage/tickets/${ticket.id}` });
  await walk.checkOpen('ticket, move confirmation', async () => {
    await page.getByRole('button', { name: walk.t('manage.move.submit') }).click();
    return page.getByRole('dialog', { name: walk.t('manage.move.confirmTitle') });
  });
  await walk.check('client company', { go: `/manage/companies/${detail.owner.role}/${detail.owner.id}?ticketId=${ticket.id}` });
  await walk.check('client company, its timeline', {
    go: `/manage/companies/${detail.owner.role}/${detail.owner.id}?tab=timeline`,
    ready: page.getByTestId('timeline-entry'),
  });
  await walk.check('new thread with the client company', { go: `/manage/companies/${detail.owner.role}/${detail.owner.id}/message` });
  const offered = detail.offers[0]!.company;
  await walk.check('offered company', { go: `/manage/companies/${offered.role}/${offered.id}?ticketId=${ticket.id}` });
  await dueDiligencePages(walk, request, token);
  await walk.check('audit log', { go: '/manage/audit' });
  await walk.check('outbox', { go: '/manage/outbox' });
  await walkManageCrowdfunding(walk, request, token);
  await walkRoundQuestions(walk, request, 'manager');
  const threads = (await (await request.get('/api/v1/manager/threads?state=all', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    threads: { id: string }[];
  };
  await walk.check('threads queue', { go: '/manage/messages?state=all', ready: page.getByTestId('threads-total') });
  await walk.check('thread', { go: `/manage/messages/${threads.threads[0]!.id}`, ready: page.getByTestId('thread-post').first() });
  await walkManagerPilots(walk);
  await walk.check('settings', { go: '/cabinet/settings' });
  await walk.check('a client page, not allowed', { go: '/cabinet/applications' });
}

type QueueItem = { id: string; status: string; expired: boolean };

/**
 * Due diligence in the back office: the reports to review, an expert ticket with its report under
 * review, and a client's due-diligence ticket with its expert work and the ranked expert companies
 * (the send form open, then closed).
 */
async function dueDiligencePages(walk: PageWalk, request: APIRequestContext, token: string): Promise<void> {
  const { page } = walk;
  const headers = { authorization: `Bearer ${token}` };
  await walk.check('reports to review', { go: '/manage/reports', ready: page.getByTestId('report-row') });
  const queue = (await (await request.get('/api/v1/manager/tickets?type=expert_duedill&take=50', { headers })).json()) as { tickets: QueueItem[] };
  const underReview = queue.tickets.find((item) => item.status === 'due_accept_work')!;
  await walk.check('expert ticket, report under review', { go: `/manage/tickets/${underReview.id}`, ready: page.getByTestId('review-actions') });
  const expired = queue.tickets.find((item) => item.expired)!;
  const work = (await (await request.get(`/api/v1/manager/tickets/${expired.id}`, { headers })).json()) as { expert_work: { client_ticket_id: string }[] };
  await walk.check('due-diligence ticket, expert work and expert companies', {
    go: `/manage/tickets/${work.expert_work[0]!.client_ticket_id}`,
    ready: page.getByTestId('expert-candidate'),
  });
  await walk.checkOpen('due-diligence ticket, send to an expert company', async () => {
    await page.locator('[data-testid="expert-candidate"][data-sent="false"]').first().getByRole('button').click();
    return page.getByRole('dialog', { name: walk.t('manage.sendExpert.title') });
  });
  await approvedReportPages(walk, request, queue.tickets);
  await meetingPages(walk, request, queue.tickets);
}

/** The seeded approved reports: one standing (its revoke dialog open, then closed) and one whose approval was revoked. */
async function approvedReportPages(walk: PageWalk, request: APIRequestContext, tickets: readonly QueueItem[]): Promise<void> {
  const { page } = walk;
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.manager)}` };
  const approved: { id: string; revoked: boolean }[] = [];
  for (const item of tickets.filter((t) => t.status === 'due_success')) {
    const { report } = (await (await request.get(`/api/v1/manager/expert-tickets/${item.id}/report`, { headers })).json()) as {
      report: { revoked: unknown } | null;
    };
    if (report) approved.push({ id: item.id, revoked: report.revoked !== null });
  }
  const standing = approved.find((a) => !a.revoked);
  if (standing) {
    await walk.check('expert ticket, approved report', { go: `/manage/tickets/${standing.id}`, ready: page.getByTestId('revoke-report') });
    await walk.checkOpen('expert ticket, revoke dialog', async () => {
      await page.getByTestId('revoke-report').click();
      return page.getByRole('dialog', { name: walk.t('passport.revoke.title') });
    });
  }
  const revoked = approved.find((a) => a.revoked);
  if (revoked) await walk.check('expert ticket, revoked report', { go: `/manage/tickets/${revoked.id}`, ready: page.getByTestId('report-revoked') });
}

/** An expert ticket at work: its meetings and, when an internal expert is assigned, the booking dialog. */
async function meetingPages(walk: PageWalk, request: APIRequestContext, tickets: readonly QueueItem[]): Promise<void> {
  const { page } = walk;
  // The oldest ticket at work is a seeded one; journeys add their own, newer ones.
  const working = tickets.filter((item) => item.status === 'due_in_due').at(-1);
  if (!working) return;
  await walk.check('expert ticket at work, meetings', { go: `/manage/tickets/${working.id}`, ready: page.getByTestId('manager-meetings') });
  if ((await page.getByTestId('meeting-book').count()) === 0) return;
  await walk.checkOpen('expert ticket at work, booking dialog', async () => {
    await page.getByTestId('meeting-book').click();
    return page.getByRole('dialog', { name: walk.t('meetings.form.bookTitle') });
  });
}
