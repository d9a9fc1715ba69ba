import { describe, expect, it } from 'vitest';
import { ownerStatusLine } from './owner-status';
import { isSamplePilotId, samplePilotIds } from './owner-samples';

describe('owner status line', () => {
  it('maps each stored status as the spec does', () => {
    expect(ownerStatusLine('send', null).view).toBe('moderation');
    expect(ownerStatusLine('accept', null).view).toBe('pending');
    for (const status of ['new', 'active', 'archive']) expect(ownerStatusLine(status, null).view).toBe('published');
    expect(ownerStatusLine('weird', null).view).toBe('unknown');
  });

  it('gives a declined card its reason, or the unknown-reason text', () => {
    expect(ownerStatusLine('decline', '  Too vague ')).toEqual({ view: 'declined', reason: 'Too vague', reasonUnknown: false });
    expect(ownerStatusLine('decline', '   ')).toEqual({ view: 'declined', reason: null, reasonUnknown: true });
    expect(ownerStatusLine('send', 'stale reason').reason).toBeNull();
  });
});

describe('sample pilots', () => {
  it('knows its sample ids only', () => {
    expect(samplePilotIds.length).toBeGreaterThan(0);
    expect(isSamplePilotId('energy')).toBe(true);
    expect(isSamplePilotId('nope')).toBe(false);
    expect(isSamplePilotId(undefined)).toBe(false);
  });
});
