import { describe, expect, it } from 'vitest';
import { backerKind, roundAbilities, roundPolicy, type RoundCaller } from './policy.js';

const round = { startupId: 'own', status: 'active' as const, startupStatus: 'active' };
const callers: Record<string, RoundCaller> = {
  guest: null,
  owner: { id: 'own', role: 'startup' },
  rival: { id: 'rival', role: 'startup' },
  investor: { id: 'inv', role: 'investor' },
  corporate: { id: 'corp', role: 'corporate' },
  expert: { id: 'exp', role: 'expert' },
  manager: { id: 'mgr', role: 'manager' },
};
type Who = keyof typeof callers;
const allowed = (verb: (c: RoundCaller) => boolean) => (Object.keys(callers) as Who[]).filter((who) => verb(callers[who]!));

describe('roundPolicy', () => {
  it('opens a round under moderation to its startup and managers only, a running one to everyone', () => {
    expect(allowed((c) => roundPolicy.read(c, { ...round, status: 'new' }))).toEqual(['owner', 'manager']);
    expect(allowed((c) => roundPolicy.read(c, round))).toEqual(Object.keys(callers));
    expect(allowed((c) => roundPolicy.read(c, { ...round, startupStatus: 'blocked' }))).toEqual(['owner', 'manager']);
  });

  it('keeps the backers list from a rival startup, and their details to managers and the round’s startup', () => {
    expect(allowed((c) => roundPolicy.readBackers(c, round))).toEqual(['guest', 'owner', 'investor', 'corporate', 'expert', 'manager']);
    expect(allowed((c) => roundPolicy.readAllBackers(c, round))).toEqual(['owner', 'manager']);
    expect(allowed((c) => roundPolicy.readAllNews(c, round))).toEqual(['owner', 'manager']);
  });

  it('lets investors and corporates back and ask, the round’s startup answer, managers moderate', () => {
    expect(allowed(roundPolicy.back)).toEqual(['investor', 'corporate']);
    expect(allowed(roundPolicy.askQuestion)).toEqual(['investor', 'corporate']);
    expect(allowed((c) => roundPolicy.answerQuestion(c, round))).toEqual(['owner']);
    expect(allowed((c) => roundPolicy.manage(c, round))).toEqual(['owner']);
    expect(allowed(roundPolicy.moderate)).toEqual(['manager']);
    expect(allowed(roundPolicy.readRoundPages)).toEqual(['owner', 'rival', 'investor', 'corporate']);
  });

  it('records a backer’s kind for investors and corporates only', () => {
    expect((Object.keys(callers) as Who[]).map((who) => backerKind(callers[who]!))).toEqual([null, null, null, 'investor', 'corporate', null, null]);
  });
});

describe('roundAbilities', () => {
  it('puts the same answers on the card, with what the round’s status allows', () => {
    expect(roundAbilities(callers.investor!, round)).toEqual({
      back: true,
      manage: false,
      post_update: false,
      read_backers: true,
      filter_backers: false,
      ask_question: true,
      hide_questions: false,
    });
    expect(roundAbilities(callers.investor!, { ...round, status: 'finished' }).ask_question).toBe(false);
    expect(roundAbilities(callers.owner!, round)).toMatchObject({ manage: true, post_update: true, read_backers: true, filter_backers: true, back: false });
    expect(roundAbilities(callers.owner!, { ...round, status: 'decline' }).post_update).toBe(false);
    expect(roundAbilities(callers.rival!, round)).toMatchObject({ manage: false, read_backers: false, ask_question: false });
    expect(roundAbilities(null, round)).toMatchObject({ read_backers: false, back: false, ask_question: false });
    expect(roundAbilities(callers.manager!, round)).toMatchObject({ hide_questions: true, filter_backers: true, back: false });
  });
});
