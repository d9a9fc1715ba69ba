import { describe, expect, it } from 'vitest';
import { timelineEventSchema, timelineFactsSchemas, timelineKinds, type TimelineFacts, type TimelineKind } from './timeline.js';

const id = '0b6f3c1e-8d2a-4c55-9e61-2f7a1b3c4d5e';
const other = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** One entry per kind, with the facts its live writer records. */
const samples: { [K in TimelineKind]: TimelineFacts<K> } = {
  'account.created': { role: 'startup' },
  'account.blocked': { reason: 'Documents do not match' },
  'account.unblocked': { reason: 'Documents arrived' },
  'account.sections': { crowdfunding: false, pilots: true },
  'account.signin_link': { expiresAt: '2026-11-28T10:00:00.000Z' },
  'account.recommendation': { category: 'team', title: 'Hire a CFO' },
  note: { text: 'Called the founder' },
  'ticket.created': { status: 'registred' },
  'ticket.status': { from: 'registred', to: 'in_work', comment: null },
  'offer.created': { ticketId: id, companyId: other },
  'offer.answered': { ticketId: id, interesting: true, before: null, ownerId: other },
  'thread.started': { kind: 'ticket', ticketId: id, byManager: false, preview: 'Hello' },
  'thread.post': { kind: 'company', ticketId: null, byManager: true, preview: 'Hi', files: 1 },
  'duediligence.sent': { to: 'due_wait_resp', fee: 5000, timeline: '2 weeks', startDate: '2026-12-01', expire: null, clientTicketId: id },
  'duediligence.status': { event: 'answer', interesting: true, from: 'due_wait_resp', to: 'due_wait_terms', expertId: other },
  'meeting.scheduled': { from: '2026-12-01T10:00:00.000Z', to: '2026-12-01T11:00:00.000Z', location: null, ticketId: id },
  'meeting.changed': {
    from: '2026-12-02T10:00:00.000Z',
    to: '2026-12-02T11:00:00.000Z',
    location: 'Online',
    before: '2026-12-01T10:00:00.000Z',
    expertTicketId: id,
  },
  'meeting.answered': { accept: false, reason: 'Busy', ticketId: id },
  'meeting.cancelled': { from: '2026-12-01T10:00:00.000Z', to: '2026-12-01T11:00:00.000Z', expertTicketId: id },
  'report.submitted': { reportId: id, from: 'due_in_work', to: 'due_accept_work', clientTicketId: other },
  'report.reviewed': { decision: 'approve', from: 'due_accept_work', to: 'due_success', comment: null, clientTo: 'success', expertId: other },
  'report.revoked': { reportId: id, reason: 'The expert held shares', expertId: other },
  'round.opened': { status: 'new', ticketId: id, min: 1000, max: 50000, roundId: other },
  'round.status': { from: 'new', to: 'decline', reason: 'Too early', roundId: other },
  'round.update': { updateId: id, files: 0, roundId: other },
  'round.terms': { changeId: id, fields: ['investment_max'], reason: 'A second lead investor joined.', reconfirmBy: '2026-12-07', roundId: other },
  'round.close_notice': { closeOn: '2026-12-14', plannedExpire: '2027-02-01', roundId: other },
  'round.reporting': { state: 'late', due: '2026-09-30', roundId: other },
  'backing.created': { amount: 2000, status: 'new', roundId: other },
  'backing.cancelled': { amount: null, roundId: other },
  'backing.decided': { from: 'new', to: 'active', amount: 2500, date: '2026-11-20', roundId: other },
  'backing.reconfirmed': { roundId: other },
  'backing.lapsed': { amount: 2500, reconfirmBy: '2026-12-07', roundId: other },
  'pilot.submitted': { status: 'send', pilotId: id },
  'pilot.status': { from: 'send', to: 'new', reason: null, pilotId: id },
  'pilot.started': { applicationId: other, kpis: 3, decisionDate: '2027-01-15', pilotId: id },
  'pilot.outcome': { outcome: 'success', reached: 2, kpis: 3, pilotId: id },
  'pilot_application.created': { question: null, pilotFrom: 'new', pilotId: id },
  'pilot_application.decided': { decision: 'decline', reason: 'not_relevant', text: null, pilotId: id },
};

const entry = (kind: string, data: unknown) => ({
  id,
  kind,
  at: '2026-11-27T10:00:00.000Z',
  actor: null,
  subject: { type: 'account', id, title: null },
  data,
  internal: false,
});

describe('timeline kinds and their facts', () => {
  it('gives every kind a facts schema, and no other', () => {
    expect(Object.keys(timelineFactsSchemas).sort()).toEqual([...timelineKinds].sort());
  });

  it.each(timelineKinds)('%s: the facts its writer records pass its schema and read back unchanged', (kind) => {
    expect(timelineFactsSchemas[kind].parse(samples[kind])).toEqual(samples[kind]);
    expect(timelineEventSchema.parse(entry(kind, samples[kind])).data).toEqual(samples[kind]);
  });

  it('refuses facts of another kind when written', () => {
    expect(timelineFactsSchemas['account.sections'].safeParse({ reason: 'x' }).success).toBe(false);
    expect(timelineFactsSchemas['backing.decided'].safeParse({ from: 'new', to: 'active', amount: '12', date: null, roundId: id }).success).toBe(false);
  });

  it('reads an old entry whose facts do not fit: the misfits read as absent, the rest is kept', () => {
    const read = timelineEventSchema.parse(entry('round.status', { from: 'new', to: 7, reason: 'Late' }));
    expect(read.kind).toBe('round.status');
    // As sent: JSON leaves out the fact that read as absent.
    expect(JSON.parse(JSON.stringify(read.data))).toEqual({ from: 'new', reason: 'Late' });
    expect(timelineEventSchema.parse(entry('note', 'not an object')).data).toEqual({});
  });

  it('still refuses an unknown kind', () => {
    expect(timelineEventSchema.safeParse(entry('account.deleted', {})).success).toBe(false);
  });
});
