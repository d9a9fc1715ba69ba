import { describe, expect, it } from 'vitest';
import type { CrowdfundingCard } from '@platform/contract';
import { backerListPath, cardAudience, cardPath, readsUpdates, reflectionRunning, sidebarOf, viewerOf } from './view-state';

const card = (over: Partial<CrowdfundingCard> = {}): CrowdfundingCard => ({
  id: '11111111-1111-4111-8111-111111111111',
  created_at: '2026-11-01T10:00:00.000Z',
  current_investments: 40_000,
  expire: '2026-12-31',
  status: 'active',
  days_left: 35,
  value_of_investments: { min: 10_000, max: 100_000, percent: 40 },
  min_ticket: 5000,
  backers_count: 2,
  backers: [],
  more_backers: false,
  backer_status: null,
  own_backing: null,
  early_close: null,
  product_description: 'A product',
  conditions_of_deal: 'Equity',
  pitch_deck: null,
  decline_reason: null,
  ticket_id: null,
  startup: { id: '22222222-2222-4222-8222-222222222222', title: 'Acme', logo: null, last_fund_amount: null, user_id: '33333333-3333-4333-8333-333333333333' },
  moves: [],
  can: { back: false, manage: false, post_update: false, read_backers: false, filter_backers: false, ask_question: false, hide_questions: false },
  reporting: null,
  ...over,
});

describe('who reads the round', () => {
  it('asks the public card when signed out and the role path otherwise', () => {
    expect(cardAudience(null)).toBe('public');
    expect(cardAudience('corporate')).toBe('corporate');
    expect(cardPath('public', 'r1')).toBe('/api/v1/public/crowdfunding_card/r1');
    expect(cardPath('investor', 'r1')).toBe('/api/v1/investor/crowdfunding_card/r1');
  });

  it('lists backers from the startup path for the startup, the foundation path for the others', () => {
    expect(backerListPath('startup', 'r1')).toBe('/api/v1/startup/r1/backer/list');
    expect(backerListPath('investor', 'r1')).toBe('/api/v1/foundation/crowdfunding/r1/backer/list');
  });

  it("tells the round's own startup from another startup and from those who back, by what the card allows", () => {
    const can = card().can;
    expect(viewerOf(true, card({ can: { ...can, manage: true, post_update: true, read_backers: true, filter_backers: true } }))).toBe('owner');
    expect(viewerOf(true, card())).toBe('startup');
    expect(viewerOf(true, card({ can: { ...can, back: true, read_backers: true, ask_question: true } }))).toBe('foundation');
    expect(viewerOf(false, card())).toBe('guest');
  });
});

describe('the sidebar', () => {
  it('offers a non-backer the join with the bounds of the minimum ticket and what is left', () => {
    expect(sidebarOf('foundation', card())).toEqual({ kind: 'join', bounds: { min: 5000, max: 60_000 } });
  });

  it('shows a backer the note of its status, with the cancel when the server allows it', () => {
    const own = {
      id: '55555555-5555-4555-8555-555555555555',
      created_at: '2026-11-02T10:00:00.000Z',
      amount: 7000,
      can_cancel: true,
      cancel_until: '2026-11-04T10:00:00.000Z',
      reflection_until: null,
      reconfirm_by: null,
    };
    expect(sidebarOf('foundation', card({ backer_status: { name: 'new' }, own_backing: own }))).toEqual({
      kind: 'backer',
      status: 'new',
      amount: 7000,
      cancelUntil: '2026-11-04T10:00:00.000Z',
      reflectionUntil: null,
    });
    expect(sidebarOf('foundation', card({ backer_status: { name: 'reject' }, own_backing: { ...own, can_cancel: false, cancel_until: null } }))).toMatchObject({
      kind: 'backer',
      status: 'reject',
      cancelUntil: null,
    });
  });

  it('says until when a backing may be revoked free of charge while its reflection period runs (ECSP)', () => {
    const own = {
      id: '55555555-5555-4555-8555-555555555555',
      created_at: '2026-11-02T10:00:00.000Z',
      amount: 3000,
      can_cancel: true,
      cancel_until: '2026-11-06T22:59:59.999Z',
      reflection_until: '2026-11-06T22:59:59.999Z',
      reconfirm_by: null,
    };
    const backing = card({ backer_status: { name: 'new' }, own_backing: own });
    expect(sidebarOf('foundation', backing, new Date('2026-11-03T09:00:00.000Z'))).toMatchObject({ reflectionUntil: '2026-11-06T22:59:59.999Z' });
    expect(sidebarOf('foundation', backing, new Date('2026-11-07T09:00:00.000Z'))).toMatchObject({ reflectionUntil: null });
    expect(reflectionRunning(null, new Date())).toBeNull();
  });

  it('offers a backer whose backing the platform cancelled to join the running round again', () => {
    const own = {
      id: '55555555-5555-4555-8555-555555555555',
      created_at: '2026-11-02T10:00:00.000Z',
      amount: 7000,
      can_cancel: false,
      cancel_until: null,
      reflection_until: null,
      reconfirm_by: null,
    };
    expect(sidebarOf('foundation', card({ backer_status: { name: 'cancel' }, own_backing: own }))).toEqual({
      kind: 'backer',
      status: 'cancel',
      amount: 7000,
      cancelUntil: null,
      reflectionUntil: null,
      rejoin: { min: 5000, max: 60_000 },
    });
    expect(sidebarOf('foundation', card({ backer_status: { name: 'cancel' }, own_backing: own, current_investments: 100_000 }))).not.toHaveProperty('rejoin');
  });

  it('hides the note and the join once the round is finished', () => {
    expect(sidebarOf('foundation', card({ status: 'finished', backer_status: { name: 'active' } }))).toEqual({ kind: 'finishedBacker' });
    expect(sidebarOf('foundation', card({ status: 'finished' }))).toEqual({ kind: 'none' });
    expect(sidebarOf('guest', card({ status: 'finished' }))).toEqual({ kind: 'none' });
  });

  it('says the round is full when nothing is left to commit', () => {
    expect(sidebarOf('foundation', card({ current_investments: 100_000 }))).toEqual({ kind: 'closed' });
  });

  it('asks a signed-out visitor to sign in, and shows the owner its status', () => {
    expect(sidebarOf('guest', card())).toEqual({ kind: 'signIn' });
    expect(sidebarOf('owner', card({ status: 'decline', decline_reason: 'No pitch deck' }))).toEqual({
      kind: 'owner',
      status: 'decline',
      declineReason: 'No pitch deck',
    });
    expect(sidebarOf('startup', card())).toEqual({ kind: 'none' });
  });
});

describe('who asks for the round updates', () => {
  it('the round’s startup and a company with a commitment do; a cancelled commitment, a stranger and a guest do not', () => {
    expect(readsUpdates('owner', card({ backer_status: null }))).toBe(true);
    expect(readsUpdates('foundation', card({ backer_status: { name: 'new' } }))).toBe(true);
    expect(readsUpdates('foundation', card({ backer_status: null }))).toBe(false);
    expect(readsUpdates('startup', card({ backer_status: null }))).toBe(false);
    expect(readsUpdates('guest', card({ backer_status: null }))).toBe(false);
  });
});
