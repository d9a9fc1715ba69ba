import { describe, expect, it } from 'vitest';
import type { ExpertWork } from '@platform/contract';
import { candidateFacts, isClientDueDiligence, isUnderReview, ownExpertWork, roundHours } from './expert-work';

const work = { id: 'e1', status: 'due_accept_work', moves: ['due_success', 'due_change_req', 'due_cancel'], can: { review_report: true } } as ExpertWork;

describe('expert work on the manager pages', () => {
  it('knows the client tickets that go to experts', () => {
    expect(isClientDueDiligence('startup_duedill')).toBe(true);
    expect(isClientDueDiligence('corporate_duedill')).toBe(true);
    expect(isClientDueDiligence('expert_duedill')).toBe(false);
    expect(isClientDueDiligence('investor_pilot')).toBe(false);
  });

  it('finds the expert ticket of an expert ticket page only', () => {
    expect(ownExpertWork({ type_ticket: 'expert_duedill', expert_work: [work] })).toBe(work);
    expect(ownExpertWork({ type_ticket: 'expert_duedill', expert_work: [] })).toBeNull();
    expect(ownExpertWork({ type_ticket: 'investor_duedill', expert_work: [work] })).toBeNull();
  });

  it('offers the review while the answer’s abilities hold it', () => {
    expect(isUnderReview(work)).toBe(true);
    expect(isUnderReview({ can: { review_report: false } })).toBe(false);
  });
});

describe('why an expert company ranks where it does', () => {
  it('tells how often and how fast it answers and how busy it is', () => {
    expect(candidateFacts({ answered: 3, sent: 4, median_answer_hours: 5.4, open_tickets: 2 })).toEqual([
      { key: 'answered', answered: 3, sent: 4 },
      { key: 'answersIn', hours: 5 },
      { key: 'openTickets', count: 2 },
    ]);
  });

  it('says so when nothing was sent or answered yet', () => {
    expect(candidateFacts({ answered: 0, sent: 0, median_answer_hours: null, open_tickets: 0 })).toEqual([
      { key: 'neverSent' },
      { key: 'noAnswers' },
      { key: 'openTickets', count: 0 },
    ]);
  });

  it('rounds the hours to whole ones, and to halves under an hour', () => {
    expect(roundHours(26.6)).toBe(27);
    expect(roundHours(0.7)).toBe(0.5);
    expect(roundHours(0.8)).toBe(1);
    expect(roundHours(0.01)).toBe(0.5);
  });
});
