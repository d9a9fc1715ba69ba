import { describe, expect, it } from 'vitest';
import { PILOT_TEXT_MAX, PILOT_TEXT_MIN, pilotCardBodySchema } from '@platform/contract';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { boundedRule, emptyPilotForm, pilotFieldRules, pilotFormBody } from './owner-form';
import { applicantDeclineBody, canAddKpi, runFormBody } from './owner-applicants';

describe('pilot form', () => {
  it('turns the fields into the contract body', () => {
    const body = pilotFormBody({ ...emptyPilotForm, name: 'Pilot', location: '12', industries: ['3', '4'] });
    expect(body).toMatchObject({ name: 'Pilot', location: 12, industries: [3, 4] });
    expect(pilotFormBody(emptyPilotForm).location).toBeUndefined();
    expect(pilotCardBodySchema.safeParse(pilotFormBody(emptyPilotForm)).success).toBe(false);
  });

  it('names each issue by its kind and bounds', () => {
    expect(formFieldMessage(pilotFieldRules.name, { type: 'too_small' }, '')).toEqual({ key: 'pilotsOwner.form.errors.required' });
    expect(formFieldMessage(pilotFieldRules.terms, { type: 'too_small' }, 'text')).toEqual({
      key: 'pilotsOwner.form.errors.tooShort',
      params: { min: PILOT_TEXT_MIN },
    });
    expect(formFieldMessage(pilotFieldRules.terms, { type: 'too_big' }, 'text')).toEqual({
      key: 'pilotsOwner.form.errors.tooLong',
      params: { max: PILOT_TEXT_MAX },
    });
    expect(formFieldMessage(pilotFieldRules.industries, { type: 'too_big' }, ['1', '2'])).toMatchObject({ key: 'pilotsOwner.form.errors.industriesMax' });
    expect(formFieldMessage(pilotFieldRules.location, { type: 'invalid_type' }, '')).toEqual({ key: 'pilotsOwner.form.errors.location' });
    expect(formFieldMessage(pilotFieldRules.name, { type: 'server', message: 'Taken' }, 'text')).toEqual({ text: 'Taken' });
    expect(formFieldMessage(pilotFieldRules.name, undefined, '')).toBeUndefined();
    expect(formFieldMessage(boundedRule(5, 500), { type: 'too_small' }, 'abc')).toEqual({ key: 'pilotsOwner.form.errors.tooShort', params: { min: 5 } });
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
