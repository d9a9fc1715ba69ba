import { describe, expect, it } from 'vitest';
import { normaliseStatus, ticketStep, ticketStepTone } from './tickets.js';
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
