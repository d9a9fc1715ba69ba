import { describe, expect, it } from 'vitest';
import type { KnowledgeTestAttempt } from '@platform/contract';
import { attemptStanding, knowledgeTestBody, readAnswers, showsKnowledgeTest } from './knowledge-test';

const questions = [
  {
    id: 'loss',
    text: 'What can happen?',
    options: [
      { id: 'all', text: 'Lose all' },
      { id: 'half', text: 'Lose half' },
    ],
  },
  {
    id: 'liquidity',
    text: 'Can you sell?',
    options: [
      { id: 'anytime', text: 'Any time' },
      { id: 'maybe_never', text: 'Maybe never' },
    ],
  },
];

const attempt = (over: Partial<KnowledgeTestAttempt> = {}) => ({ passed: false, expired: false, warning_acknowledged_at: null, ...over });

describe('the knowledge test on the Investor checks page', () => {
  it('shows to a non-sophisticated backer under ECSP, and to one that has taken it', () => {
    expect(showsKnowledgeTest({ regime: 'ecsp', class: 'non_sophisticated' }, undefined)).toBe(true);
    expect(showsKnowledgeTest({ regime: 'ecsp', class: 'sophisticated' }, { last: null })).toBe(false);
    expect(showsKnowledgeTest({ regime: 'ecsp', class: 'sophisticated' }, { last: {} as KnowledgeTestAttempt })).toBe(true);
    expect(showsKnowledgeTest({ regime: 'ecsp', class: null }, { last: null })).toBe(false);
    expect(showsKnowledgeTest({ regime: 'reg_cf', class: 'non_accredited' }, { last: {} as KnowledgeTestAttempt })).toBe(false);
  });

  it('sends every answer in the order of the questions with the simulation acknowledged', () => {
    expect(knowledgeTestBody(questions, { liquidity: 'maybe_never', loss: 'all' }, true)).toEqual({
      body: {
        answers: [
          { question_id: 'loss', option_id: 'all' },
          { question_id: 'liquidity', option_id: 'maybe_never' },
        ],
        simulation_acknowledged: true,
      },
    });
  });

  it('names the questions left unanswered (or answered with an unknown option) and the simulation not acknowledged', () => {
    expect(knowledgeTestBody(questions, { loss: 'all', liquidity: 'never' }, false)).toEqual({ gaps: { unanswered: ['liquidity'], simulation: true } });
    expect(knowledgeTestBody(questions, {}, true)).toEqual({ gaps: { unanswered: ['loss', 'liquidity'], simulation: false } });
  });

  it('tells a passed, a failed, an acknowledged and an expired attempt apart', () => {
    expect(attemptStanding(attempt({ passed: true }))).toBe('passed');
    expect(attemptStanding(attempt())).toBe('failedOpen');
    expect(attemptStanding(attempt({ warning_acknowledged_at: '2026-11-01T10:00:00.000Z' }))).toBe('failedAcknowledged');
    expect(attemptStanding(attempt({ passed: true, expired: true }))).toBe('expired');
  });

  it('reads each answer with the words of its question and options', () => {
    const answers = [
      { question_id: 'loss', option_id: 'half', correct_option_id: 'all', right: false, explanation: 'Startups fail.' },
      { question_id: 'gone', option_id: 'x', correct_option_id: 'y', right: true, explanation: '' },
    ];
    expect(readAnswers({ answers }, questions)).toEqual([
      { id: 'loss', question: 'What can happen?', given: 'Lose half', correct: 'Lose all', right: false, explanation: 'Startups fail.' },
      { id: 'gone', question: 'gone', given: 'x', correct: 'y', right: true, explanation: '' },
    ]);
  });
});
