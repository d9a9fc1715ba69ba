import { describe, expect, it } from 'vitest';
import { expertTicketStatuses } from '@platform/contract';
import { expertTicketAbilities, expertTicketPolicy, expertWorkAbilities, expertWorkPolicy } from './policy.js';

const OWNER = { id: 'e0000000-0000-4000-8000-000000000001' };
const OTHER = { id: 'e0000000-0000-4000-8000-000000000002' };

describe('expertTicketPolicy', () => {
  it('gives an expert ticket to its expert company only', () => {
    expect(expertTicketPolicy.read(OWNER, { ownerId: OWNER.id })).toBe(true);
    expect(expertTicketPolicy.read(OTHER, { ownerId: OWNER.id })).toBe(false);
  });

  it('opens the interest answer while waiting for it or for the terms, before the window expires', () => {
    const answering = (caller: { id: string }, expired: boolean) =>
      expertTicketStatuses.filter((status) => expertTicketPolicy.answerInterest(caller, { ownerId: OWNER.id, status, expired }));
    expect(answering(OWNER, false)).toEqual(['due_wait_resp', 'due_work_approval']);
    expect(answering(OWNER, true)).toEqual([]);
    expect(answering(OTHER, false)).toEqual([]);
  });

  it('carries the answer’s ability beside the moves', () => {
    expect(expertTicketAbilities(OWNER, { ownerId: OWNER.id, status: 'due_wait_resp', expired: false })).toEqual({ answer_interest: true });
    expect(expertTicketAbilities(OWNER, { ownerId: OWNER.id, status: 'due_in_due', expired: false })).toEqual({ answer_interest: false });
  });
});

describe('expertWorkPolicy', () => {
  it('offers the managers the review while the work waits for it', () => {
    expect(expertTicketStatuses.filter((status) => expertWorkPolicy.reviewReport({ status, expired: false }))).toEqual(['due_accept_work']);
    expect(expertWorkAbilities({ status: 'due_in_due', expired: false })).toEqual({ review_report: false });
  });
});
