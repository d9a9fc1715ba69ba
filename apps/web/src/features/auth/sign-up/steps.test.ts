import { describe, expect, it } from 'vitest';
import { registrationBodySchema } from '@platform/contract';
import { emptyDraft, type SignUpDraft } from './draft';
import { allowedStep, firstOpenStep, firstStepOfFields, nextStep, previousStep, stepOfField, stepPosition, stepsFor } from './steps';
import { registrationBody } from './registration-body';

const filled: SignUpDraft = {
  ...emptyDraft,
  role: 'startup',
  email: 'founder@acme.test',
  password: 'secret-pass',
  registrationToken: 'proof-proof-proof-proof',
  verifiedEmail: 'founder@acme.test',
  name: 'Ada',
  surname: 'Lovelace',
  position: 'CEO',
  company: 'Acme',
  website: 'acme.test',
  description: 'We build engines for everyone.',
  phone: '+1 555 0100',
  expertIn: [3],
  brief: { country: 1, regions: [2], industries: [3], rounds: [4] },
  agreement: true,
};

describe('steps per role', () => {
  it('gives startups the brief and experts the expertise step', () => {
    expect(stepsFor('startup')).toContain('sign-up-brief');
    expect(stepsFor('startup')).not.toContain('sign-up-expertise');
    expect(stepsFor('expert')).toContain('sign-up-expertise');
    expect(stepsFor('expert')).not.toContain('sign-up-brief');
    expect(stepsFor('investor')).toHaveLength(7);
    expect(stepsFor('corporate')).toEqual(stepsFor('investor'));
    expect(stepsFor('startup')).toHaveLength(8);
  });

  it('keeps the order of the spec', () => {
    expect(stepsFor('startup')).toEqual([
      'sign-up',
      'sign-up-credentials',
      'sign-up-code',
      'sign-up-user',
      'sign-up-company',
      'sign-up-contact',
      'sign-up-brief',
      'sign-up-agreement',
    ]);
  });

  it('moves forward and back within the role', () => {
    expect(nextStep('sign-up-contact', 'startup')).toBe('sign-up-brief');
    expect(nextStep('sign-up-contact', 'investor')).toBe('sign-up-agreement');
    expect(nextStep('sign-up-contact', 'expert')).toBe('sign-up-expertise');
    expect(nextStep('sign-up-agreement', 'expert')).toBeNull();
    expect(previousStep('sign-up-agreement', 'expert')).toBe('sign-up-expertise');
    expect(previousStep('sign-up-agreement', 'corporate')).toBe('sign-up-contact');
    expect(previousStep('sign-up', 'startup')).toBeNull();
  });

  it('numbers the step among the role steps', () => {
    expect(stepPosition('sign-up-code', 'startup')).toEqual({ index: 3, total: 8 });
    expect(stepPosition('sign-up-agreement', 'investor')).toEqual({ index: 7, total: 7 });
    // No total is promised before the role that decides it is picked.
    expect(stepPosition('sign-up', null)).toEqual({ index: 1, total: null });
    for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) {
      expect(stepPosition('sign-up', role).total, role).toBe(stepPosition('sign-up-agreement', role).total);
      expect(stepPosition('sign-up-agreement', role).index, role).toBe(stepPosition('sign-up-agreement', role).total);
    }
  });
});

describe('which step owns a field', () => {
  it('maps registration fields to their steps', () => {
    expect(stepOfField('email')).toBe('sign-up-credentials');
    expect(stepOfField('registrationToken')).toBe('sign-up-code');
    expect(stepOfField('surname')).toBe('sign-up-user');
    expect(stepOfField('website')).toBe('sign-up-company');
    expect(stepOfField('logo.id')).toBe('sign-up-company');
    expect(stepOfField('phone')).toBe('sign-up-contact');
    expect(stepOfField('expertIn')).toBe('sign-up-expertise');
    expect(stepOfField('brief.regions')).toBe('sign-up-brief');
    expect(stepOfField('agreement')).toBe('sign-up-agreement');
    expect(stepOfField('body')).toBe('sign-up-agreement');
  });

  it('picks the earliest step of several failing fields', () => {
    expect(firstStepOfFields(['brief.regions', 'name', 'description'], 'startup')).toBe('sign-up-user');
    expect(firstStepOfFields(['agreement', 'phone'], 'investor')).toBe('sign-up-contact');
    expect(firstStepOfFields([], 'investor')).toBe('sign-up-agreement');
  });
});

describe('reachable steps', () => {
  it('sends a visitor who skipped ahead back to the first open step', () => {
    expect(allowedStep('sign-up-company', emptyDraft)).toBe('sign-up');
    expect(allowedStep('sign-up-company', { ...emptyDraft, role: 'investor' })).toBe('sign-up-credentials');
    expect(allowedStep('sign-up-company', filled)).toBe('sign-up-company');
  });

  it('asks only for the password again after a reload', () => {
    const reloaded = { ...filled, password: '' };
    expect(allowedStep('sign-up-brief', reloaded)).toBe('sign-up-credentials');
    expect(firstOpenStep({ ...filled, agreement: false })).toBe('sign-up-agreement');
  });

  it('needs a new code once the e-mail changed', () => {
    expect(allowedStep('sign-up-user', { ...filled, email: 'other@acme.test' })).toBe('sign-up-code');
  });

  it('refuses a step of another role', () => {
    expect(allowedStep('sign-up-expertise', { ...filled, agreement: false })).toBe('sign-up-agreement');
  });
});

describe('registration body', () => {
  it('passes the contract check with role-specific parts only', () => {
    const startup = registrationBody(filled, 'ru');
    expect(registrationBodySchema.safeParse(startup).success).toBe(true);
    expect(startup).not.toHaveProperty('expertIn');
    expect(startup.language).toBe('ru');
    const expert = registrationBody(
      { ...filled, role: 'expert', logo: { id: '5b0c7f4e-8c1e-4c7a-9a43-2f4f3c9b1a10', name: 'l.png', path: '/x', size: 1 } },
      'en',
    );
    expect(expert).not.toHaveProperty('brief');
    expect(expert.logo).toEqual({ id: '5b0c7f4e-8c1e-4c7a-9a43-2f4f3c9b1a10' });
    expect(registrationBodySchema.safeParse(expert).success).toBe(true);
  });

  it('reports a missing role on the role field', () => {
    const result = registrationBodySchema.safeParse(registrationBody({ ...filled, role: null }, 'en'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('role');
  });
});
