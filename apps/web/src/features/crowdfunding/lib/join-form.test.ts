import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { joinBody, joinChecksOf, joinGate, joinResolver, joinRules, needsRiskAcceptance, type JoinValues } from './join-form';

/** The issue code the form's resolver puts on a field, or null when the values may be sent. */
async function fieldIssue<T extends FieldValues>(resolver: Resolver<T>, values: T, field: keyof T & string): Promise<string | null> {
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return (errors[field]?.type as string | undefined) ?? null;
}

const bounds = { min: 1000, max: 50_000 };
const joinIssue = (values: JoinValues, b: typeof bounds) => fieldIssue(joinResolver(b), values, 'amount');

/** The message the dialog shows for a typed amount: the resolver's issue worded by the dialog's rule. */
async function messageOf(amount: string) {
  const issue = await joinIssue({ amount }, bounds);
  return formFieldMessage(joinRules(bounds).amount, issue ? { type: issue, message: issue } : undefined, amount);
}
const outOfBounds = { key: 'crowdfundingView.join.outOfBounds', params: { min: 1000, max: 50_000 } };

describe('join amount', () => {
  it('sends an empty body when the amount is left blank, and a number otherwise', () => {
    expect(joinBody({ amount: '  ' })).toEqual({});
    expect(joinBody({ amount: '2500' })).toEqual({ amount: 2500 });
    expect(joinBody({ amount: '2500,5' })).toEqual({ amount: 2500.5 });
  });

  it('accepts a blank amount and any whole amount within the bounds', async () => {
    expect(await joinIssue({ amount: '' }, bounds)).toBeNull();
    expect(await joinIssue({ amount: '1000' }, bounds)).toBeNull();
    expect(await joinIssue({ amount: '50000' }, bounds)).toBeNull();
    expect(await messageOf('')).toBeUndefined();
  });

  it('refuses amounts outside the minimum ticket and what is left', async () => {
    expect(await joinIssue({ amount: '999' }, bounds)).toBe('too_small');
    expect(await joinIssue({ amount: '50001' }, bounds)).toBe('too_big');
    expect(await messageOf('999')).toEqual(outOfBounds);
    expect(await messageOf('50001')).toEqual(outOfBounds);
    expect(await messageOf('0')).toEqual(outOfBounds);
  });

  it('refuses fractions and what is not a number', async () => {
    expect(await messageOf('1500.5')).toMatchObject({ key: 'crowdfundingView.join.whole' });
    expect(await messageOf('-')).toMatchObject({ key: 'crowdfundingView.join.notNumber' });
  });

  it("shows the server's text on the field as it came", () => {
    expect(formFieldMessage(joinRules(bounds).amount, { type: 'server', message: 'The round is closed' }, '2000')).toEqual({ text: 'The round is closed' });
  });
});

describe("join and the backer's checks", () => {
  const checked = { amountRequired: true, riskAbove: 5_000 };
  const issueOf = (values: JoinValues, field: 'amount' | 'accept_risk') => fieldIssue(joinResolver(bounds, checked), values, field);

  it('asks for the amount when a yearly limit counts it', async () => {
    expect(await issueOf({ amount: '' }, 'amount')).toBe('custom');
    expect(formFieldMessage(joinRules(bounds).amount, { type: 'custom' }, '')).toEqual({ key: 'crowdfundingView.join.amountRequired', params: undefined });
    expect(await joinIssue({ amount: '' }, bounds)).toBeNull();
  });

  it('shows the risk warning only above its threshold', () => {
    expect(needsRiskAcceptance('5000', 5_000)).toBe(false);
    expect(needsRiskAcceptance('5001', 5_000)).toBe(true);
    expect(needsRiskAcceptance('5001', null)).toBe(false);
    expect(needsRiskAcceptance('', 5_000)).toBe(false);
    expect(needsRiskAcceptance('abc', 5_000)).toBe(false);
  });

  it('refuses an amount above the threshold until the risk is accepted', async () => {
    expect(await issueOf({ amount: '6000', accept_risk: false }, 'accept_risk')).toBe('custom');
    expect(await issueOf({ amount: '6000', accept_risk: true }, 'accept_risk')).toBeNull();
    expect(await issueOf({ amount: '4000', accept_risk: false }, 'accept_risk')).toBeNull();
    expect(formFieldMessage(joinRules(bounds).accept_risk, { type: 'custom' }, false)).toMatchObject({ key: 'crowdfundingView.join.riskRequired' });
  });

  it('sends the acceptance only where the warning was shown', () => {
    expect(joinBody({ amount: '6000', accept_risk: true }, 5_000)).toEqual({ amount: 6000, accept_risk: true });
    expect(joinBody({ amount: '4000', accept_risk: true }, 5_000)).toEqual({ amount: 4000 });
    expect(joinBody({ amount: '6000', accept_risk: true })).toEqual({ amount: 6000 });
  });

  it('acknowledges the version of the key information sheet the dialog showed, with or without an amount', () => {
    expect(joinBody({ amount: '' }, null, 2)).toEqual({ kiis_version: 2 });
    expect(joinBody({ amount: '6000', accept_risk: true }, 5_000, 3)).toEqual({ amount: 6000, accept_risk: true, kiis_version: 3 });
    expect(joinBody({ amount: '4000' }, 5_000, 1)).toEqual({ amount: 4000, kiis_version: 1 });
  });

  it('takes its checks from the limits once read', () => {
    expect(joinChecksOf(undefined)).toEqual({ amountRequired: false, amountFor: 'limit', riskAbove: null });
    expect(joinChecksOf({ limit: 2_500, risk_warning_above: null })).toEqual({ amountRequired: true, amountFor: 'limit', riskAbove: null });
    // ECSP: no limit, but the server compares the amount with the risk threshold, so it must be given.
    expect(joinChecksOf({ limit: null, risk_warning_above: 1_000 })).toEqual({ amountRequired: true, amountFor: 'risk', riskAbove: 1_000 });
    expect(joinChecksOf({ limit: null, risk_warning_above: null })).toEqual({ amountRequired: false, amountFor: 'limit', riskAbove: null });
    expect(formFieldMessage(joinRules(bounds, 'risk').amount, { type: 'custom' }, '')).toEqual({
      key: 'crowdfundingView.join.amountRequiredRisk',
      params: undefined,
    });
  });
});

describe('what the join dialog shows', () => {
  it('leads to Investor checks without a class or with the knowledge test due, else shows the form', () => {
    expect(joinGate({ class: null, knowledge_test_required: false })).toBe('classification');
    expect(joinGate({ class: 'non_sophisticated', knowledge_test_required: true })).toBe('knowledgeTest');
    expect(joinGate({ class: 'non_sophisticated', knowledge_test_required: false })).toBe('form');
  });
});
