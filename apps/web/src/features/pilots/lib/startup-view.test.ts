import { describe, expect, it } from 'vitest';
import { PILOT_QUESTION_MAX, PILOT_QUESTION_MIN, pilotApplySchema, type PilotCard } from '@platform/contract';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { applyBody, questionRule } from './startup-apply';
import { applicationStage, startupPilotAction } from './startup-view';

type Application = NonNullable<PilotCard['application']>;
const application = (status: Application['status']): Application => ({
  id: 'a',
  question: null,
  created_at: '2026-01-01',
  status,
  decline_reason: null,
  decline_text: null,
  moves: [],
});

const none = { apply: false, record_outcome: false };

describe("a startup's view of a pilot", () => {
  it('archived: the notice only, even when applied; unknown: nothing', () => {
    expect(startupPilotAction({ status: 'archive', isReplied: false, application: null, can: none })).toBe('archived');
    expect(startupPilotAction({ status: 'archive', isReplied: true, application: application('shortlisted'), can: none })).toBe('archived');
    expect(startupPilotAction({ status: 'send', isReplied: false, application: null, can: none })).toBe('unknown');
  });

  it('open: the apply button until applied, then the success notice while the company decides', () => {
    expect(startupPilotAction({ status: 'new', isReplied: false, application: null, can: { apply: true, record_outcome: false } })).toBe('apply');
    expect(startupPilotAction({ status: 'active', isReplied: true, application: application('new'), can: none })).toBe('applied');
  });

  it('decided: no "the company will decide" beside the decision', () => {
    expect(startupPilotAction({ status: 'active', isReplied: true, application: application('shortlisted'), can: none })).toBe('decided');
    expect(startupPilotAction({ status: 'active', isReplied: true, application: application('declined'), can: none })).toBe('decided');
  });

  it("the application's stage follows the owner's decision", () => {
    expect(applicationStage({ application: null })).toBe('none');
    expect(applicationStage({ application: application('new') })).toBe('waiting');
    expect(applicationStage({ application: application('shortlisted') })).toBe('shortlisted');
    expect(applicationStage({ application: application('declined') })).toBe('declined');
  });
});

describe('the apply form', () => {
  it('a blank question is no question; the rest is trimmed', () => {
    expect(applyBody({ question: '   ' })).toEqual({ question: null });
    expect(applyBody({ question: ' Why? ' })).toEqual({ question: 'Why?' });
  });

  it("words the contract's issues with the question's own texts; a server text passes as it came", () => {
    const issueOf = (question: string) => pilotApplySchema.unwrap().safeParse(applyBody({ question })).error?.issues[0]?.code;
    const short = ' ab ';
    const long = 'x'.repeat(PILOT_QUESTION_MAX + 1);
    expect(formFieldMessage(questionRule, { type: issueOf(short) }, short)).toEqual({
      key: 'pilotsStartup.apply.tooShort',
      params: { min: PILOT_QUESTION_MIN, max: PILOT_QUESTION_MAX },
    });
    expect(formFieldMessage(questionRule, { type: issueOf(long) }, long)).toMatchObject({ key: 'pilotsStartup.apply.tooLong' });
    expect(issueOf('   ')).toBeUndefined();
    expect(formFieldMessage(questionRule, { type: 'server', message: 'Something else' }, 'Why?')).toEqual({ text: 'Something else' });
  });
});
