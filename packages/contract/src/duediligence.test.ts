import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { missingForSubmit, reportReviewBodySchema, reportSaveBodySchema } from './duediligence-reports.js';
import {
  EXPERT_CLIENT_READ_DAYS,
  expertActionFor,
  expertActionTarget,
  expertReadsClient,
  expertTicketEvents,
  expertTicketMoves,
  interestEvent,
  isExpertTicketExpired,
  isFinalExpertStatus,
  sendToExpertBodySchema,
  type ExpertTicketEvent,
} from './duediligence.js';
import { expertTicketStatuses, type ExpertTicketStatus } from './tickets.js';

/** Every move the machine allows; anything not listed must be refused. */
const allowed: Record<ExpertTicketStatus, Partial<Record<ExpertTicketEvent, ExpertTicketStatus>>> = {
  due_wait_resp: { interesting: 'due_work_approval', clear_interest: 'due_wait_resp', not_interesting: 'due_cancel', cancel: 'due_cancel' },
  due_work_approval: {
    interesting: 'due_work_approval',
    clear_interest: 'due_wait_resp',
    not_interesting: 'due_cancel',
    terms_agreed: 'due_in_due',
    cancel: 'due_cancel',
  },
  due_in_due: { submit: 'due_accept_work', cancel: 'due_cancel' },
  due_accept_work: { approve: 'due_success', request_changes: 'due_change_req', cancel: 'due_cancel' },
  due_change_req: { submit: 'due_accept_work', cancel: 'due_cancel' },
  due_success: {},
  due_cancel: {},
};

describe('the expert ticket status machine', () => {
  for (const from of expertTicketStatuses) {
    for (const event of expertTicketEvents) {
      const to = allowed[from][event] ?? null;
      it(`${from} + ${event} → ${to ?? 'refused'}`, () => expect(expertActionTarget(from, event)).toBe(to));
    }
  }

  it('offers the manager only the manager’s moves', () => {
    expect(expertTicketMoves('manager', 'due_work_approval', false)).toEqual(['due_in_due', 'due_cancel']);
    expect(expertTicketMoves('manager', 'due_accept_work', false)).toEqual(['due_success', 'due_change_req', 'due_cancel']);
    expect(expertTicketMoves('manager', 'due_success', false)).toEqual([]);
  });

  it('offers the expert its answer and its report, and nothing once the answer window expired', () => {
    expect(expertTicketMoves('expert', 'due_wait_resp', false)).toEqual(['due_work_approval', 'due_cancel']);
    expect(expertTicketMoves('expert', 'due_wait_resp', true)).toEqual([]);
    expect(expertTicketMoves('expert', 'due_work_approval', false)).toEqual(['due_wait_resp', 'due_cancel']);
    expect(expertTicketMoves('expert', 'due_change_req', false)).toEqual(['due_accept_work']);
    expect(expertTicketMoves('expert', 'due_accept_work', false)).toEqual([]);
  });

  it('agrees with the actions: every move of an actor has its one action, which leads there', () => {
    for (const actor of ['expert', 'manager'] as const)
      for (const from of expertTicketStatuses)
        for (const to of expertTicketMoves(actor, from, false)) {
          const event = expertActionFor(actor, to);
          expect(event, `${actor} ${from} → ${to}`).not.toBeNull();
          expect(expertActionTarget(from, event!)).toBe(to);
        }
  });

  it('calls a status final when neither actor has a move from it', () => {
    expect(expertTicketStatuses.filter(isFinalExpertStatus)).toEqual(['due_success', 'due_cancel']);
  });

  it('maps the three-way answer to its event', () => {
    expect([true, false, null].map((v) => interestEvent(v))).toEqual(['interesting', 'not_interesting', 'clear_interest']);
  });

  it('closes the answer window the day after the expiry', () => {
    expect(isExpertTicketExpired('2026-05-01', '2026-05-01')).toBe(false);
    expect(isExpertTicketExpired('2026-05-01', '2026-05-02')).toBe(true);
    expect(isExpertTicketExpired(null, '2026-05-02')).toBe(false);
  });
});

describe('report rules', () => {
  const content = {
    method: 'm',
    artifacts: ['a'],
    conclusion: 'c',
    risks: 'r',
    recommendations: 'x',
    files: [],
    scores: { team: 3, management: 3, technology: 3, business: 3 },
  };

  it('asks a submission for every text, an artifact, and the scores of a startup client', () => {
    expect(missingForSubmit(content, true)).toEqual([]);
    expect(missingForSubmit({ ...content, risks: ' ', artifacts: [], scores: null }, true)).toEqual(['risks', 'artifacts', 'scores']);
    expect(missingForSubmit({ ...content, scores: null }, false)).toEqual([]);
  });

  it('bounds files, texts and scores', () => {
    const base = { ...content, submit: false };
    expect(reportSaveBodySchema.safeParse(base).success).toBe(true);
    expect(reportSaveBodySchema.safeParse({ ...base, files: Array.from({ length: 6 }, () => ({ id: crypto.randomUUID() })) }).success).toBe(false);
    expect(reportSaveBodySchema.safeParse({ ...base, conclusion: 'x'.repeat(5001) }).success).toBe(false);
    const id = crypto.randomUUID();
    expect(reportSaveBodySchema.safeParse({ ...base, files: [{ id }, { id }] }).success).toBe(false);
    expect(reportSaveBodySchema.safeParse({ ...base, scores: { ...content.scores, team: 3.3 } }).success).toBe(false);
  });

  it('asks a request for changes for a comment', () => {
    expect(reportReviewBodySchema.safeParse({ decision: 'request_changes' }).success).toBe(false);
    expect(reportReviewBodySchema.safeParse({ decision: 'request_changes', comment: 'Add risks' }).success).toBe(true);
    expect(reportReviewBodySchema.safeParse({ decision: 'approve' }).success).toBe(true);
  });

  it('refuses a send with a past expiry or no fee', () => {
    // Today is fixed, so yesterday and today are the same dates on every run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-27T23:30:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const send = { company_id: crypto.randomUUID(), timeline: 'Four weeks', start_date: '2026-12-01', fee: 100, expire: '2999-01-01' };
    expect(sendToExpertBodySchema.safeParse(send).success).toBe(true);
    expect(sendToExpertBodySchema.safeParse({ ...send, expire: '2026-11-27' }).success).toBe(true);
    expect(sendToExpertBodySchema.safeParse({ ...send, expire: '2026-11-26' }).success).toBe(false);
    expect(sendToExpertBodySchema.safeParse({ ...send, expire: '2000-01-01' }).success).toBe(false);
    expect(sendToExpertBodySchema.safeParse({ ...send, fee: 0 }).success).toBe(false);
  });
});

describe('expertReadsClient', () => {
  const now = new Date('2030-06-30T12:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('opens the client’s profile from "interesting" through the work and the review', () => {
    for (const status of ['due_work_approval', 'due_in_due', 'due_accept_work', 'due_change_req'] as const)
      expect(expertReadsClient(status, null, now), status).toBe(true);
  });

  it('keeps it closed before an answer, after declining or a cancellation', () => {
    expect(expertReadsClient('due_wait_resp', null, now)).toBe(false);
    expect(expertReadsClient('due_cancel', null, now)).toBe(false);
    expect(expertReadsClient('due_cancel', daysAgo(1), now)).toBe(false);
  });

  it('keeps it open for 30 days after the approval, then closes it', () => {
    expect(EXPERT_CLIENT_READ_DAYS).toBe(30);
    expect(expertReadsClient('due_success', daysAgo(0), now)).toBe(true);
    expect(expertReadsClient('due_success', daysAgo(29.99), now)).toBe(true);
    expect(expertReadsClient('due_success', daysAgo(30), now)).toBe(false);
    expect(expertReadsClient('due_success', daysAgo(31).toISOString(), now)).toBe(false);
    // An approval without its time recorded opens nothing.
    expect(expertReadsClient('due_success', null, now)).toBe(false);
  });
});
