import { describe, expect, it } from 'vitest';
import {
  applicantDecisionSchema,
  applicantMoves,
  canRecordOutcome,
  pilotApplySchema,
  pilotCardBodySchema,
  pilotMachines,
  pilotModerationSchema,
  pilotOpenForApplications,
  pilotOutcomeSchema,
  pilotOwnerView,
  pilotShowcaseFiltersSchema,
  pilotShowcaseQuerySchema,
  pilotStartSchema,
  pilotStartupView,
} from './pilots.js';
import { canMove, movesFrom } from './machine.js';
import { daysOverdue, decisionDueSoon } from './proof.js';

const text = 'x'.repeat(100);
const card = { name: 'Predictive maintenance', location: 1, industries: [2, 3], description: text, requirements: text, terms: text };

describe('pilot statuses', () => {
  it('maps each stored status to what the owner sees (spec section 4)', () => {
    expect(pilotOwnerView('send')).toBe('moderation');
    expect(pilotOwnerView('decline')).toBe('declined');
    expect(pilotOwnerView('accept')).toBe('pending');
    for (const s of ['new', 'active', 'archive']) expect(pilotOwnerView(s)).toBe('published');
    expect(pilotOwnerView('draft')).toBe('unknown');
    expect(pilotOwnerView('')).toBe('unknown');
  });

  it('shows startups the published statuses only, and takes applications while new or active', () => {
    expect(['new', 'active', 'archive', 'send', 'accept', 'decline', 'x'].map(pilotStartupView)).toEqual([
      'new',
      'active',
      'archive',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(['new', 'active', 'archive', 'send', 'accept'].map(pilotOpenForApplications)).toEqual([true, true, false, false, false]);
  });

  it('allows the manager and owner moves of DOMAIN.md only', () => {
    const { manager, owner } = pilotMachines;
    expect(movesFrom(manager, 'send')).toEqual(['accept', 'decline']);
    expect(movesFrom(manager, 'accept')).toEqual(['new', 'archive']);
    for (const s of ['new', 'active'] as const) expect(movesFrom(manager, s)).toEqual(['archive']);
    for (const s of ['decline', 'archive'] as const) expect(movesFrom(manager, s)).toEqual([]);
    expect(canMove(manager, 'send', 'new')).toBe(false);
    for (const s of ['new', 'active'] as const) expect(movesFrom(owner, s)).toEqual(['archive']);
    for (const s of ['send', 'accept', 'decline', 'archive'] as const) expect(movesFrom(owner, s)).toEqual([]);
  });

  it('lets the owner shortlist or decline an application, and change its mind, while the pilot is open and not running with it', () => {
    expect(applicantMoves('active', { status: 'new', running: false })).toEqual(['shortlisted', 'declined']);
    expect(applicantMoves('new', { status: 'shortlisted', running: false })).toEqual(['declined']);
    expect(applicantMoves('active', { status: 'declined', running: false })).toEqual(['shortlisted']);
    expect(applicantMoves('active', { status: 'shortlisted', running: true })).toEqual([]);
    for (const pilot of ['archive', 'send', 'accept', 'decline'] as const) expect(applicantMoves(pilot, { status: 'new', running: false })).toEqual([]);
  });

  it('records an outcome once, whenever the decision comes', () => {
    expect(canRecordOutcome({ outcome: null })).toBe(true);
    expect(canRecordOutcome({ outcome: 'stopped' })).toBe(false);
  });
});

describe('pilot schemas', () => {
  it('bounds every field of the card (spec section 5)', () => {
    expect(pilotCardBodySchema.safeParse(card).success).toBe(true);
    expect(pilotCardBodySchema.safeParse({ ...card, name: 'ab' }).success).toBe(false);
    expect(pilotCardBodySchema.safeParse({ ...card, name: 'x'.repeat(51) }).success).toBe(false);
    expect(pilotCardBodySchema.safeParse({ ...card, industries: [] }).success).toBe(false);
    expect(pilotCardBodySchema.safeParse({ ...card, industries: [1, 2, 3, 4, 5, 6] }).success).toBe(false);
    expect(pilotCardBodySchema.safeParse({ ...card, location: [1] }).success).toBe(false);
    expect(pilotCardBodySchema.safeParse({ ...card, description: 'x'.repeat(99) }).success).toBe(false);
    expect(pilotCardBodySchema.safeParse({ ...card, terms: 'x'.repeat(3001) }).success).toBe(false);
    expect(pilotCardBodySchema.safeParse({ ...card, requirements: ` ${'x'.repeat(99)} ` }).success).toBe(false);
  });

  it('takes an optional question of 3 to 300 characters', () => {
    expect(pilotApplySchema.parse(undefined)).toEqual({});
    expect(pilotApplySchema.safeParse({ question: 'Why?' }).success).toBe(true);
    expect(pilotApplySchema.safeParse({ question: 'ab' }).success).toBe(false);
    expect(pilotApplySchema.safeParse({ question: 'x'.repeat(301) }).success).toBe(false);
  });

  it('limits the showcase filters to 5 selections and knows its orders', () => {
    expect(pilotShowcaseFiltersSchema.safeParse({ location: [1, 2, 3, 4, 5], industries: [1], status: 'all' }).success).toBe(true);
    expect(pilotShowcaseFiltersSchema.safeParse({ location: [1, 2, 3, 4, 5, 6] }).success).toBe(false);
    expect(pilotShowcaseFiltersSchema.safeParse({ industries: [1, 2, 3, 4, 5, 6] }).success).toBe(false);
    expect(pilotShowcaseFiltersSchema.safeParse({ search: 'x'.repeat(51) }).success).toBe(false);
    expect(pilotShowcaseFiltersSchema.safeParse({ status: 'send' }).success).toBe(false);
    expect(pilotShowcaseQuerySchema.parse({ order: 'ACTIVE' }).order).toBe('active');
    expect(pilotShowcaseQuerySchema.safeParse({ order: 'funded' }).success).toBe(false);
  });

  it('needs a text with the other reason, and a reason to decline', () => {
    expect(applicantDecisionSchema.safeParse({ decision: 'shortlist' }).success).toBe(true);
    expect(applicantDecisionSchema.safeParse({ decision: 'decline', reason: 'too_early' }).success).toBe(true);
    expect(applicantDecisionSchema.safeParse({ decision: 'decline' }).success).toBe(false);
    expect(applicantDecisionSchema.safeParse({ decision: 'decline', reason: 'other' }).success).toBe(false);
    expect(applicantDecisionSchema.safeParse({ decision: 'decline', reason: 'other', text: 'Budget is frozen' }).success).toBe(true);
    expect(pilotModerationSchema.safeParse({ status: 'decline', reason: 'no' }).success).toBe(false);
  });

  it('bounds the success contract and the outcome', () => {
    const kpi = { name: 'Downtime', target: '-20%' };
    const start = { application_id: '0b6c6e0e-8a3c-4c7b-9a53-0a3c2f0d9e11', kpis: [kpi], decision_owner: 'COO', decision_date: '2026-12-01' };
    expect(pilotStartSchema.safeParse(start).success).toBe(true);
    expect(pilotStartSchema.safeParse({ ...start, kpis: [] }).success).toBe(false);
    expect(pilotStartSchema.safeParse({ ...start, kpis: Array(6).fill(kpi) }).success).toBe(false);
    expect(pilotStartSchema.safeParse({ ...start, decision_date: '0000-01-01' }).success).toBe(false);
    expect(pilotOutcomeSchema.safeParse({ outcome: 'extended', reached: ['-15%'] }).success).toBe(true);
    expect(pilotOutcomeSchema.safeParse({ outcome: 'won', reached: ['-15%'] }).success).toBe(false);
  });
});

describe('the decision clock', () => {
  it('counts whole days past the decision date, none on the date or before it', () => {
    expect(daysOverdue('2026-05-10', '2026-05-09')).toBe(0);
    expect(daysOverdue('2026-05-10', '2026-05-10')).toBe(0);
    expect(daysOverdue('2026-05-10', '2026-05-11')).toBe(1);
    expect(daysOverdue('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('is due soon from a week before the decision date to the date itself, while no outcome is recorded', () => {
    expect(decisionDueSoon('2026-05-10', false, '2026-05-02')).toBe(false);
    expect(decisionDueSoon('2026-05-10', false, '2026-05-03')).toBe(true);
    expect(decisionDueSoon('2026-05-10', false, '2026-05-10')).toBe(true);
    expect(decisionDueSoon('2026-05-10', false, '2026-05-11')).toBe(false);
    expect(decisionDueSoon('2026-05-10', true, '2026-05-08')).toBe(false);
  });
});
