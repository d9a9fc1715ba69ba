import { describe, expect, it } from 'vitest';
import { expertTicketMoves, type ExpertTicket, type ExpertTicketStatus } from '@platform/contract';
import { expertCard, interestLock, interestPress } from './expert-card';

const ticket = (change: Partial<ExpertTicket> = {}): ExpertTicket => ({
  id: 'e0000000-0000-4000-8000-000000000001',
  type_ticket: 'expert_duedill',
  date: '2026-03-01T10:00:00.000Z',
  status: 'due_wait_resp',
  new_ticket_tasks: 2,
  new_offers: 1,
  internal_expert: null,
  project_fee: 1500,
  expire: '2026-03-10',
  expired: false,
  moves: ['due_work_approval', 'due_cancel'],
  can: { answer_interest: true },
  expert_duedill: {
    internal_expert: null,
    interesting: null,
    timeline: 'Two weeks',
    fee: 1500,
    start_date: '2026-03-15',
    offer: {
      client: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Acme', role: 'startup', logo_file: null, deleted: false, profile_open: true },
      duedill: { type_of_duedill: 'technical', goals_and_tasks: 'Check the stack', terms_of_duedill: null, other_info: null },
    },
  },
  ...change,
});

describe('expertCard', () => {
  it('maps a ticket to what the card shows', () => {
    expect(expertCard(ticket())).toEqual({
      id: 'e0000000-0000-4000-8000-000000000001',
      type: 'expert_duedill',
      status: 'due_wait_resp',
      step: { current: 1, total: 6, tone: 'active' },
      date: '2026-03-01T10:00:00.000Z',
      expire: '2026-03-10',
      expired: false,
      client: { name: 'Acme', role: 'startup' },
      internalExpert: null,
      counters: { tasks: 2, newOffers: 1 },
    });
  });

  it('names the assigned internal expert with the photo when there is one', () => {
    const photo = { id: 'f0000000-0000-4000-8000-000000000001', name: 'me.png', path: '/api/v1/files/f1', size: 10 };
    const card = expertCard(ticket({ internal_expert: { id: 'i0000000-0000-4000-8000-000000000001', name: 'Ann', surname: 'Lee', logo_file: photo } }));
    expect(card.internalExpert).toEqual({ id: 'i0000000-0000-4000-8000-000000000001', fullName: 'Ann Lee', photo: '/api/v1/files/f1' });
  });

  it('hides the name of a deleted client', () => {
    const base = ticket();
    const deleted = ticket({
      expert_duedill: { ...base.expert_duedill, offer: { ...base.expert_duedill.offer, client: { ...base.expert_duedill.offer.client, deleted: true } } },
    });
    expect(expertCard(deleted).client).toEqual({ name: null, role: 'startup' });
  });

  it('colours the final steps', () => {
    expect(expertCard(ticket({ status: 'due_success' })).step).toEqual({ current: 6, total: 6, tone: 'positive' });
    expect(expertCard(ticket({ status: 'due_cancel' })).step).toEqual({ current: 6, total: 6, tone: 'negative' });
    expect(expertCard(ticket({ status: 'due_in_due' })).step).toEqual({ current: 3, total: 6, tone: 'active' });
  });
});

/** The lock of an answer as the server would give it: the expert may answer while its moves hold a decline. */
const lockOf = (status: ExpertTicketStatus, expired: boolean) =>
  interestLock({ status, expired, can: { answer_interest: expertTicketMoves('expert', status, expired).includes('due_cancel') } });

describe('interestLock', () => {
  it('is open while the ticket waits for the answer or the terms', () => {
    expect(lockOf('due_wait_resp', false)).toBeNull();
    expect(lockOf('due_work_approval', false)).toBeNull();
  });
  it('follows the answer’s abilities, not the status', () => {
    expect(interestLock({ status: 'due_wait_resp', expired: false, can: { answer_interest: false } })).toBe('closed');
    expect(interestLock({ status: 'due_in_due', expired: false, can: { answer_interest: true } })).toBeNull();
  });
  it('closes when the answer window expired', () => {
    expect(lockOf('due_wait_resp', true)).toBe('expired');
  });
  it('closes past the terms', () => {
    for (const status of ['due_in_due', 'due_accept_work', 'due_change_req', 'due_success'] as const) {
      expect(lockOf(status, false), status).toBe('closed');
    }
  });
  it('says a cancelled ticket is cancelled, not past the terms, expired or not', () => {
    expect(lockOf('due_cancel', false)).toBe('cancelled');
    expect(lockOf('due_cancel', true)).toBe('cancelled');
  });
});

describe('interestPress', () => {
  it('sets, clears, and confirms only an answer that cancels', () => {
    expect(interestPress(null, true)).toEqual({ next: true, cancels: false });
    expect(interestPress(true, true)).toEqual({ next: null, cancels: false });
    expect(interestPress(null, false)).toEqual({ next: false, cancels: true });
    expect(interestPress(true, false)).toEqual({ next: false, cancels: true });
  });
});
