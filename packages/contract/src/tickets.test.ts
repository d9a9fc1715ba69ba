import { describe, expect, it } from 'vitest';
import {
  checkClientMove,
  clientTicketMachine,
  clientTicketStatuses,
  isFinalClientStatus,
  nextInterest,
  normaliseStatus,
  ticketStep,
  ticketStepTone,
} from './tickets.js';
import { movesFrom } from './machine.js';
import { formatFileSize } from './format.js';

describe('ticket steps', () => {
  it('maps every status to its step out of 6', () => {
    expect(ticketStep('registred')).toBe(1);
    expect(ticketStep('due_wait_resp')).toBe(1);
    expect(ticketStep('signing_agreement')).toBe(2);
    expect(ticketStep('searching')).toBe(3);
    expect(ticketStep('waiting confirm')).toBe(4);
    expect(ticketStep('due_change_req')).toBe(5);
    expect(ticketStep('cancelled')).toBe(6);
    expect(ticketStep('nonsense')).toBe(0);
  });
  it('colours final statuses', () => {
    expect(ticketStepTone('success')).toBe('positive');
    expect(ticketStepTone('due_cancel')).toBe('negative');
    expect(ticketStepTone('deal')).toBe('active');
    expect(normaliseStatus('bogus')).toBe('unknown');
  });
});

describe('file sizes', () => {
  it('uses B, KB, MB and GB', () => {
    expect(formatFileSize(512)).toEqual({ value: 512, unit: 'B' });
    expect(formatFileSize(1536)).toEqual({ value: 1.5, unit: 'KB' });
    expect(formatFileSize(5 * 1024 * 1024)).toEqual({ value: 5, unit: 'MB' });
    expect(formatFileSize(3 * 1024 ** 3)).toEqual({ value: 3, unit: 'GB' });
  });
});

describe('client status machine', () => {
  const none = { total: 0, interesting: 0 };
  const some = { total: 2, interesting: 1 };
  it('allows one step forward or cancel from every non-final status', () => {
    const order = ['registred', 'signing_agreement', 'searching', 'waiting_confirm', 'deal', 'success'];
    for (const [i, s] of order.slice(0, -1).entries()) expect(movesFrom(clientTicketMachine, s as never)).toEqual([order[i + 1], 'cancelled']);
    expect(movesFrom(clientTicketMachine, 'success')).toEqual([]);
    expect(movesFrom(clientTicketMachine, 'cancelled')).toEqual([]);
    expect(clientTicketStatuses.filter(isFinalClientStatus)).toEqual(['success', 'cancelled']);
    expect(clientTicketStatuses).toHaveLength(7);
  });
  it('refuses skipped steps, moves out of final statuses, and moves lacking offers', () => {
    expect(checkClientMove('registred', 'searching', some)).toEqual({ ok: false, reason: 'skips_steps' });
    expect(checkClientMove('deal', 'registred', some)).toEqual({ ok: false, reason: 'skips_steps' });
    expect(checkClientMove('success', 'cancelled', some)).toEqual({ ok: false, reason: 'final_status' });
    expect(checkClientMove('cancelled', 'registred', some)).toEqual({ ok: false, reason: 'final_status' });
    expect(checkClientMove('searching', 'waiting_confirm', none)).toEqual({ ok: false, reason: 'needs_offer' });
    expect(checkClientMove('waiting_confirm', 'deal', { total: 3, interesting: 0 })).toEqual({ ok: false, reason: 'needs_interesting_offer' });
    expect(checkClientMove('waiting_confirm', 'deal', some)).toEqual({ ok: true });
    expect(checkClientMove('registred', 'cancelled', none)).toEqual({ ok: true });
  });
  it('toggles interest three ways', () => {
    expect(nextInterest(null, true)).toBe(true);
    expect(nextInterest(true, true)).toBeNull();
    expect(nextInterest(true, false)).toBe(false);
    expect(nextInterest(false, false)).toBeNull();
  });
});
