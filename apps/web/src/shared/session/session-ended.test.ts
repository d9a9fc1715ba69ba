import { describe, expect, it } from 'vitest';
import { ExpectedError, NetworkError, ResponseStatusError } from '@/shared/api/errors';
import { isServerRefusal, sessionEndedBy } from './session-ended';

describe('an open session found ended', () => {
  it('a 401 ends it, with the server reason when there is one', () => {
    const blocked = new ResponseStatusError(401, { code: 'account_blocked', message: 'This account is blocked. Contact the platform manager' });
    expect(sessionEndedBy(blocked)).toEqual({ message: 'This account is blocked. Contact the platform manager', blocked: null });
    expect(sessionEndedBy(new ResponseStatusError(401, ''))).toEqual({ message: null, blocked: null });
  });

  it('a block carries its shared reason and the platform contact', () => {
    const body = { code: 'account_blocked', message: 'Blocked', blocked: { reason: 'Documents not verified', contact: 'help@example.org' } };
    expect(sessionEndedBy(new ResponseStatusError(401, body))).toEqual({
      message: 'Blocked',
      blocked: { reason: 'Documents not verified', contact: 'help@example.org' },
    });
    const unshared = { ...body, blocked: { reason: null, contact: 'help@example.org' } };
    expect(sessionEndedBy(new ResponseStatusError(401, unshared))?.blocked).toEqual({ reason: null, contact: 'help@example.org' });
  });

  it('a lost connection, a server error or a refusal of rights does not', () => {
    expect(sessionEndedBy(new NetworkError(new TypeError('offline')))).toBeNull();
    expect(sessionEndedBy(new ResponseStatusError(503, { message: 'Unavailable' }))).toBeNull();
    expect(sessionEndedBy(new ResponseStatusError(403, { message: 'Forbidden' }))).toBeNull();
    expect(sessionEndedBy(new ExpectedError(400, { message: 'Bad' }))).toBeNull();
  });

  it('only a disconnect by the server or a refused handshake asks for a check', () => {
    expect(isServerRefusal('disconnect', 'io server disconnect')).toBe(true);
    expect(isServerRefusal('disconnect', 'io client disconnect')).toBe(false);
    expect(isServerRefusal('disconnect', 'transport close')).toBe(false);
    expect(isServerRefusal('connect_error', 'unauthorized')).toBe(true);
    expect(isServerRefusal('connect_error', 'unavailable')).toBe(false);
  });
});
