import { describe, expect, it } from 'vitest';
import { ResponseStatusError, ExpectedError } from '@/shared/api/errors';
import { moveOptions, moveRefusal, offerStats } from './moves';

const offers = (...answers: (boolean | null)[]) => answers.map((interesting) => ({ interesting }));
const searching = ['waiting_confirm', 'cancelled'] as const;

describe('move buttons', () => {
  it("offers the answer's moves: the next step first, then cancel", () => {
    expect(moveOptions({ status: 'registred', moves: ['signing_agreement', 'cancelled'], offers: [] }).map((o) => [o.status, o.kind, o.step])).toEqual([
      ['signing_agreement', 'forward', 2],
      ['cancelled', 'cancel', 6],
    ]);
    expect(moveOptions({ status: 'deal', moves: ['success', 'cancelled'], offers: offers(true) }).map((o) => o.status)).toEqual(['success', 'cancelled']);
  });

  it('offers nothing when the answer carries no move (a final status)', () => {
    expect(moveOptions({ status: 'success', moves: [], offers: offers(true) })).toEqual([]);
    expect(moveOptions({ status: 'cancelled', moves: [], offers: [] })).toEqual([]);
  });

  it('offers none of the client moves on an expert ticket', () => {
    expect(moveOptions({ status: 'due_wait_resp', moves: [], offers: [] })).toEqual([]);
    expect(moveOptions({ status: 'due_in_due', moves: ['due_cancel'], offers: offers(true) })).toEqual([]);
  });

  it('marks the moves the server will refuse, and clears the mark once the rule is met', () => {
    const [early] = moveOptions({ status: 'searching', moves: searching, offers: [] });
    expect(early!.check).toEqual({ ok: false, reason: 'needs_offer' });
    expect(moveOptions({ status: 'searching', moves: searching, offers: offers(null) })[0]!.check).toEqual({ ok: true });

    expect(moveOptions({ status: 'waiting_confirm', moves: ['deal', 'cancelled'], offers: offers(null, false) })[0]!.check).toEqual({
      ok: false,
      reason: 'needs_interesting_offer',
    });
    expect(moveOptions({ status: 'waiting_confirm', moves: ['deal', 'cancelled'], offers: offers(false, true) })[0]!.check).toEqual({ ok: true });
    // Cancelling never needs offers.
    expect(moveOptions({ status: 'searching', moves: searching, offers: [] })[1]!.check).toEqual({ ok: true });
  });

  it('counts offers and interesting ones', () => {
    expect(offerStats(offers(true, false, null, true))).toEqual({ total: 4, interesting: 2 });
  });
});

describe('refusals', () => {
  it('reads the server message and the broken rule of a refused move', () => {
    const error = new ResponseStatusError(409, {
      message: 'This status move is not allowed',
      code: 'status_move_refused',
      errors: { status: "Attach at least one offer before waiting for the client's answer" },
      field_codes: { status: 'needs_offer' },
    });
    expect(moveRefusal(error)).toEqual({ message: 'This status move is not allowed', reason: 'needs_offer' });
  });

  it('keeps field texts of a refused offer beside the message', () => {
    const error = new ResponseStatusError(409, {
      message: 'Please, fix error(s) and repeat',
      code: 'validation_failed',
      errors: { company_id: 'This company is already offered' },
    });
    expect(moveRefusal(error)).toEqual({ message: 'Please, fix error(s) and repeat\nThis company is already offered', reason: null });
  });

  it('is not a refusal when the answer is anything but 409', () => {
    expect(moveRefusal(new ResponseStatusError(403, { message: 'You are not allowed to do this' }))).toBeNull();
    expect(moveRefusal(new ExpectedError(400, { message: 'Bad' }))).toBeNull();
    expect(moveRefusal(new Error('boom'))).toBeNull();
  });

  it('shows the text of a reason the screen does not know', () => {
    const error = new ResponseStatusError(409, { message: 'No', errors: { status: 'Not in this moon phase' }, field_codes: { status: 'moon_phase' } });
    expect(moveRefusal(error)).toEqual({ message: 'No\nNot in this moon phase', reason: null });
  });
});
