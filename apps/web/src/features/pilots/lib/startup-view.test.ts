import { describe, expect, it } from 'vitest';
import type { PilotCard } from '@platform/contract';
import { applicationStage, startupPilotAction } from './startup-view';
import { applyBody, questionMessage } from './startup-apply';

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

describe("a startup's view of a pilot", () => {
  it('archived: the notice only, even when applied; unknown: nothing', () => {
    expect(startupPilotAction({ status: 'archive', isReplied: false })).toBe('archived');
    expect(startupPilotAction({ status: 'archive', isReplied: true })).toBe('archived');
    expect(startupPilotAction({ status: 'send', isReplied: false })).toBe('unknown');
  });

  it('open: the apply button until applied, then the success notice', () => {
    expect(startupPilotAction({ status: 'new', isReplied: false })).toBe('apply');
    expect(startupPilotAction({ status: 'active', isReplied: true })).toBe('applied');
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

  it("the contract's length texts become locale keys; other texts pass", () => {
    expect(questionMessage('At least 3 characters')).toMatchObject({ key: 'pilotsStartup.apply.tooShort' });
    expect(questionMessage('At most 300 characters')).toMatchObject({ key: 'pilotsStartup.apply.tooLong' });
    expect(questionMessage('Something else')).toEqual({ text: 'Something else' });
    expect(questionMessage(undefined)).toBeUndefined();
  });
});
