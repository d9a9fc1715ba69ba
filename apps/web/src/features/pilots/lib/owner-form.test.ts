import { describe, expect, it } from 'vitest';
import { PILOT_TEXT_MAX, PILOT_TEXT_MIN, pilotCardBodySchema } from '@platform/contract';
import { boundedFieldMessage, emptyPilotForm, pilotFieldMessage, pilotFormBody } from './owner-form';
import { applicantDeclineBody, canAddKpi, runFormBody } from './owner-applicants';

describe('pilot form', () => {
  it('turns the fields into the contract body', () => {
    const body = pilotFormBody({ ...emptyPilotForm, name: 'Pilot', location: '12', industries: ['3', '4'] });
    expect(body).toMatchObject({ name: 'Pilot', location: 12, industries: [3, 4] });
    expect(pilotFormBody(emptyPilotForm).location).toBeUndefined();
    expect(pilotCardBodySchema.safeParse(pilotFormBody(emptyPilotForm)).success).toBe(false);
  });

  it('names each issue by its kind and bounds', () => {
    expect(pilotFieldMessage('name', { type: 'too_small' }, true)).toEqual({ key: 'pilotsOwner.form.errors.required' });
    expect(pilotFieldMessage('terms', { type: 'too_small' }, false)).toEqual({ key: 'pilotsOwner.form.errors.tooShort', params: { min: PILOT_TEXT_MIN } });
    expect(pilotFieldMessage('terms', { type: 'too_big' }, false)).toEqual({ key: 'pilotsOwner.form.errors.tooLong', params: { max: PILOT_TEXT_MAX } });
    expect(pilotFieldMessage('industries', { type: 'too_big' }, false)).toMatchObject({ key: 'pilotsOwner.form.errors.industriesMax' });
    expect(pilotFieldMessage('location', { type: 'invalid_type' }, true)).toEqual({ key: 'pilotsOwner.form.errors.location' });
    expect(pilotFieldMessage('name', { type: 'server', message: 'Taken' }, false)).toEqual({ text: 'Taken' });
    expect(pilotFieldMessage('name', undefined, true)).toBeUndefined();
    expect(boundedFieldMessage({ type: 'too_small' }, false, 5, 500)).toEqual({ key: 'pilotsOwner.form.errors.tooShort', params: { min: 5 } });
  });
});

describe('applicant decisions and runs', () => {
  it('sends the text only with the other reason', () => {
    expect(applicantDeclineBody({ reason: 'too_early', text: 'ignored' })).toEqual({ decision: 'decline', reason: 'too_early' });
    expect(applicantDeclineBody({ reason: 'other', text: ' Budget ' })).toEqual({ decision: 'decline', reason: 'other', text: 'Budget' });
    expect(applicantDeclineBody({ reason: 'other', text: ' ' }).text).toBeUndefined();
  });

  it('builds the success contract and allows five KPIs', () => {
    expect(runFormBody('a', { kpis: [{ name: ' Cost ', target: '-10%' }], decision_owner: ' CTO ', decision_date: '2026-12-01' })).toEqual({
      application_id: 'a',
      kpis: [{ name: 'Cost', target: '-10%' }],
      decision_owner: 'CTO',
      decision_date: '2026-12-01',
    });
    expect(canAddKpi(4)).toBe(true);
    expect(canAddKpi(5)).toBe(false);
  });
});
