import { describe, expect, it } from 'vitest';
import { pilotAbilities, pilotPolicy, type PilotCaller } from './policy.js';

const callers: Record<string, PilotCaller> = {
  owner: { id: 'own', role: 'corporate' },
  corporate: { id: 'corp', role: 'corporate' },
  investor: { id: 'inv', role: 'investor' },
  startup: { id: 'st', role: 'startup' },
  expert: { id: 'exp', role: 'expert' },
  manager: { id: 'mgr', role: 'manager' },
};
const who = Object.keys(callers);
const allowed = (verb: (c: PilotCaller) => boolean) => who.filter((w) => verb(callers[w]!));

describe('pilotPolicy', () => {
  it('keeps each owner kind on its own routes', () => {
    expect(allowed((c) => pilotPolicy.ownAs(c, 'corporate'))).toEqual(['owner', 'corporate']);
    expect(allowed((c) => pilotPolicy.ownAs(c, 'investor'))).toEqual(['investor']);
    expect(allowed((c) => pilotPolicy.manage(c, { ownerId: 'own' }))).toEqual(['owner']);
  });

  it('opens the showcase to startups, and applications while the pilot takes them', () => {
    expect(allowed(pilotPolicy.browseShowcase)).toEqual(['startup']);
    expect(allowed((c) => pilotPolicy.apply(c, { status: 'active' }))).toEqual(['startup']);
    expect(allowed((c) => pilotPolicy.apply(c, { status: 'new' }))).toEqual(['startup']);
    expect(allowed((c) => pilotPolicy.apply(c, { status: 'archive' }))).toEqual([]);
  });

  it('shows an owner’s record to startups, managers, itself and an expert company serving it, never to a rival', () => {
    expect(allowed((c) => pilotPolicy.readRecord(c, { id: 'own' }, false))).toEqual(['owner', 'startup', 'manager']);
    expect(allowed((c) => pilotPolicy.readRecord(c, { id: 'own' }, true))).toEqual(['owner', 'startup', 'expert', 'manager']);
    expect(allowed(pilotPolicy.recordNeedsServing)).toEqual(['expert']);
  });
});

describe('pilotAbilities', () => {
  const pilot = { ownerId: 'own', status: 'active' as const };
  it('offers the apply to a startup that has not applied, the outcome to the owner of an open run', () => {
    expect(pilotAbilities(callers.startup!, pilot, { applied: false, run: null })).toEqual({ apply: true, record_outcome: false });
    expect(pilotAbilities(callers.startup!, pilot, { applied: true, run: null })).toEqual({ apply: false, record_outcome: false });
    expect(pilotAbilities(callers.owner!, { ...pilot, status: 'archive' }, { applied: false, run: { outcome: null } })).toEqual({
      apply: false,
      record_outcome: true,
    });
    expect(pilotAbilities(callers.owner!, pilot, { applied: false, run: { outcome: 'stopped' } }).record_outcome).toBe(false);
    expect(pilotAbilities(callers.corporate!, pilot, { applied: false, run: { outcome: null } }).record_outcome).toBe(false);
  });
});
