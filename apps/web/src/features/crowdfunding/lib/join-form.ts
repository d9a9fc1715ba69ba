import { crowdfundingInvestSchema, type CrowdfundingInvest } from '@platform/contract';
import type { Resolver } from 'react-hook-form';
import { message, typedNumberRule, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';

/** The join dialog's fields, as typed: the amount, and the acceptance of the risk where one is asked. */
export interface JoinValues {
  amount: string;
  accept_risk?: boolean;
}
export const emptyJoin: JoinValues = { amount: '', accept_risk: false };

/**
 * What the backer's checks add to the round's bounds (`GET /api/v1/foundation/limits`): a backer
 * with a yearly limit names its amount, since it counts toward the limit, and so does one with a
 * risk threshold (ECSP art. 21(7)), since the server compares the amount with it (`amountFor`
 * says which, for the texts); above `riskAbove` the backer accepts the risk explicitly.
 */
export interface JoinChecks {
  amountRequired: boolean;
  amountFor: 'limit' | 'risk';
  riskAbove: number | null;
}
export const noJoinChecks: JoinChecks = { amountRequired: false, amountFor: 'limit', riskAbove: null };

/**
 * What the join dialog shows for the backer's limits: the form, or a notice leading to Investor
 * checks when the backer has no usable class or has the knowledge test to take (ECSP).
 */
export function joinGate(limits: { class: string | null; knowledge_test_required: boolean }): 'classification' | 'knowledgeTest' | 'form' {
  if (limits.class === null) return 'classification';
  return limits.knowledge_test_required ? 'knowledgeTest' : 'form';
}

/** The checks of a backer's limits: none before they are read. */
export function joinChecksOf(limits: { limit: number | null; risk_warning_above: number | null } | undefined): JoinChecks {
  if (!limits) return noJoinChecks;
  return {
    amountRequired: limits.limit !== null || limits.risk_warning_above !== null,
    amountFor: limits.limit === null && limits.risk_warning_above !== null ? 'risk' : 'limit',
    riskAbove: limits.risk_warning_above,
  };
}

/** A typed amount as a number: blank is none, a comma is a decimal point. */
function joinAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** Whether the typed amount is above the threshold of the risk warning, so the warning and its checkbox show. */
export function needsRiskAcceptance(amountText: string, riskAbove: number | null): boolean {
  const amount = joinAmount(amountText);
  return riskAbove !== null && amount !== undefined && Number.isFinite(amount) && amount > riskAbove;
}

/**
 * The body the dialog sends: nothing when the amount is left blank (the spec's empty body), else
 * `{amount}`, with `accept_risk: true` only where the warning was shown and accepted; with the
 * version of the key information sheet shown in the dialog, which the join acknowledges.
 */
export function joinBody(values: JoinValues, riskAbove: number | null = null, kiisVersion: number | null = null): CrowdfundingInvest {
  const amount = joinAmount(values.amount);
  const kiis = kiisVersion === null ? {} : { kiis_version: kiisVersion };
  if (amount === undefined) return kiis;
  return needsRiskAcceptance(values.amount, riskAbove) && values.accept_risk ? { amount, accept_risk: true, ...kiis } : { amount, ...kiis };
}

/**
 * The dialog's check: the contract's schema of the body (a whole number from 1 up), then the
 * round's bounds (the minimum ticket and what is left to the maximum), then the backer's checks.
 */
export function joinResolver(bounds: { min: number; max: number }, checks: Omit<JoinChecks, 'amountFor'> = noJoinChecks): Resolver<JoinValues> {
  const schema = crowdfundingInvestSchema.superRefine(({ amount, accept_risk }, ctx) => {
    const path = ['amount'];
    if (amount === undefined) {
      if (checks.amountRequired) ctx.addIssue({ code: 'custom', message: 'amount_required_for_limit', input: amount, path });
      return;
    }
    if (amount < bounds.min) ctx.addIssue({ code: 'too_small', origin: 'number', minimum: bounds.min, inclusive: true, input: amount, path });
    else if (amount > bounds.max) ctx.addIssue({ code: 'too_big', origin: 'number', maximum: bounds.max, inclusive: true, input: amount, path });
    if (checks.riskAbove !== null && amount > checks.riskAbove && accept_risk !== true)
      ctx.addIssue({ code: 'custom', message: 'risk_acceptance_required', input: accept_risk, path: ['accept_risk'] });
  });
  const normalise = (values: JoinValues) => ({ ...joinBody(values), accept_risk: values.accept_risk ?? false });
  return formResolver<JoinValues>(schema, { normalise, keepValues: true });
}

/**
 * The dialog's messages: the amount is missing (a yearly limit or a risk threshold needs it), no
 * number, not whole, or outside the round's bounds (its ends are money).
 */
export function joinRules(
  bounds: { min: number; max: number },
  amountFor: JoinChecks['amountFor'] = 'limit',
): { amount: FormFieldRule; accept_risk: FormFieldRule } {
  return {
    amount: typedNumberRule(joinAmount, {
      number: message('crowdfundingView.join.notNumber'),
      whole: message('crowdfundingView.join.whole'),
      bounds: message('crowdfundingView.join.outOfBounds', { min: bounds.min, max: bounds.max }),
      required: message(amountFor === 'limit' ? 'crowdfundingView.join.amountRequired' : 'crowdfundingView.join.amountRequiredRisk'),
    }),
    accept_risk: { required: message('crowdfundingView.join.riskRequired') },
  };
}
