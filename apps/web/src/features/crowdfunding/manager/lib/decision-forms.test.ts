import { describe, expect, it } from 'vitest';
import { activateRoundFormSchema, backerDecisionSchema, roundModerationSchema } from '@platform/contract';
import { formFieldMessage, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { activateBody, activateRules, confirmBody, confirmDefaults, confirmRules, reasonRule, typedAmount, type ConfirmValues } from './decision-forms';

const confirmMessage = (field: keyof ConfirmValues, error: FieldErrorLike | undefined, value: unknown) => formFieldMessage(confirmRules[field], error, value);
const reasonMessage = (error: FieldErrorLike | undefined, value: unknown) => formFieldMessage(reasonRule, error, value);

const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field);

describe('confirming a backer', () => {
  it('starts from the committed amount and today', () => {
    expect(confirmDefaults({ amount: 25_000, investment_amount: null }, '2026-11-26')).toEqual({
      investment_amount: '25000',
      date_of_investment: '2026-11-26',
    });
    expect(confirmDefaults({ amount: null, investment_amount: null }, '2026-11-26').investment_amount).toBe('');
  });

  it('reads typed amounts the way people type them', () => {
    expect(typedAmount('25 000')).toBe(25_000);
    expect(typedAmount('1500,5')).toBe(1500.5);
    expect(typedAmount('  ')).toBeUndefined();
  });

  it('sends what the contract accepts', () => {
    const body = confirmBody({ investment_amount: '30 000', date_of_investment: '2026-11-20' });
    expect(backerDecisionSchema.parse(body)).toEqual({ status: 'active', investment_amount: 30_000, date_of_investment: '2026-11-20' });
  });

  it('names each problem of the form in the user’s words', () => {
    const empty = backerDecisionSchema.safeParse(confirmBody({ investment_amount: '', date_of_investment: null }));
    const amountIssue = issueOf(empty, 'investment_amount');
    expect(confirmMessage('investment_amount', amountIssue && { type: amountIssue.code }, '')).toEqual({ key: 'validation.required' });
    const dateIssue = issueOf(empty, 'date_of_investment');
    expect(confirmMessage('date_of_investment', dateIssue && { type: dateIssue.code }, null)).toEqual({ key: 'validation.required' });

    const fraction = issueOf(backerDecisionSchema.safeParse(confirmBody({ investment_amount: '10.5', date_of_investment: '2026-11-20' })), 'investment_amount');
    expect(confirmMessage('investment_amount', fraction && { type: fraction.code }, '10.5')).toEqual({ key: 'fieldErrors.wholeNumber' });
    const zero = issueOf(backerDecisionSchema.safeParse(confirmBody({ investment_amount: '0', date_of_investment: '2026-11-20' })), 'investment_amount');
    expect(confirmMessage('investment_amount', zero && { type: zero.code }, '0')).toMatchObject({ key: 'manageCrowdfunding.confirm.amountRange' });
    const half = issueOf(backerDecisionSchema.safeParse(confirmBody({ investment_amount: '0.5', date_of_investment: '2026-11-20' })), 'investment_amount');
    expect(confirmMessage('investment_amount', half && { type: half.code }, '0.5')).toMatchObject({ key: 'manageCrowdfunding.confirm.amountRange' });
    const text = issueOf(backerDecisionSchema.safeParse(confirmBody({ investment_amount: '.', date_of_investment: '2026-11-20' })), 'investment_amount');
    expect(confirmMessage('investment_amount', text && { type: text.code }, '.')).toEqual({ key: 'fieldErrors.number' });
    expect(confirmMessage('investment_amount', { type: 'server', message: 'Amount is out of bounds' }, '5')).toEqual({ text: 'Amount is out of bounds' });
  });
});

describe('declining a round', () => {
  it('asks for a reason of 5 to 500 characters', () => {
    const short = issueOf(roundModerationSchema.safeParse({ status: 'decline', reason: 'no' }), 'reason');
    expect(reasonMessage(short && { type: short.code }, 'no')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 5 } });
    const long = issueOf(roundModerationSchema.safeParse({ status: 'decline', reason: 'x'.repeat(501) }), 'reason');
    expect(reasonMessage(long && { type: long.code }, 'x'.repeat(501))).toEqual({ key: 'fieldErrors.textTooLong', params: { max: 500 } });
    expect(reasonMessage({ type: 'too_small' }, '  ')).toEqual({ key: 'validation.required' });
    expect(roundModerationSchema.safeParse({ status: 'decline', reason: 'Missing pitch deck' }).success).toBe(true);
  });
});

describe('activating a round', () => {
  const minTicketOf = (typed: string) => {
    const issue = issueOf(activateRoundFormSchema(50_000).safeParse(activateBody({ min_ticket: typed })), 'min_ticket');
    return formFieldMessage(activateRules(50_000).min_ticket, issue && { type: issue.code }, typed);
  };
  const range = { key: 'manageCrowdfunding.activate.minTicketRange', params: { min: 1, max: 50_000 } };

  it('words a minimum ticket that is missing, no number, not whole or out of the range', () => {
    expect(minTicketOf('')).toMatchObject({ key: 'validation.required' });
    expect(minTicketOf('-')).toMatchObject({ key: 'fieldErrors.number' });
    expect(minTicketOf('10.5')).toMatchObject({ key: 'fieldErrors.wholeNumber' });
    expect(minTicketOf('0')).toEqual(range);
    expect(minTicketOf('0.5')).toEqual(range);
    expect(minTicketOf('60000')).toEqual(range);
    expect(minTicketOf('5000')).toBeUndefined();
  });
});
