import { BACKER_FIGURE_MAX, CLASSIFICATION_EVIDENCE_MAX, classificationBodySchema, type Classification, type CrowdfundingRegime } from '@platform/contract';
import type { Resolver } from 'react-hook-form';
import { message, typedNumberRule, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';

export const figureNames = ['own_funds', 'turnover', 'balance_sheet'] as const;
export type FigureName = (typeof figureNames)[number];

/** The declaration as its inputs hold it: amounts as typed, the Reg CF answer as a radio's value, the picked files. */
export interface DeclarationValues {
  own_funds: string;
  turnover: string;
  balance_sheet: string;
  accredited: '' | 'yes' | 'no';
  evidence: File[];
}

/** Typed text as a number: spaces dropped, a comma read as a decimal point; blank is none. */
export function typedFigure(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return compact === '' ? undefined : Number(compact);
}

/**
 * A re-declaration starts from the figures last declared; the evidence is picked again, since it
 * should show the figures now declared.
 */
export function declarationDefaults(current: Pick<Classification, FigureName | 'accredited' | 'regime'> | null): DeclarationValues {
  if (!current) return { own_funds: '', turnover: '', balance_sheet: '', accredited: '', evidence: [] };
  return {
    own_funds: String(current.own_funds),
    turnover: String(current.turnover),
    balance_sheet: String(current.balance_sheet),
    accredited: current.regime === 'reg_cf' ? (current.accredited ? 'yes' : 'no') : '',
    evidence: [],
  };
}

/**
 * The answer as the body takes it: only Reg CF asks it, so ECSP sends `false`; unanswered is null,
 * which the schema refuses with "Answer yes or no".
 */
function accreditedOf(values: DeclarationValues, regime: CrowdfundingRegime): boolean | null {
  if (regime !== 'reg_cf') return false;
  return values.accredited === '' ? null : values.accredited === 'yes';
}

/** The figures the page sends once the evidence is uploaded. */
export function declarationFigures(values: DeclarationValues, regime: CrowdfundingRegime) {
  return {
    own_funds: typedFigure(values.own_funds) ?? 0,
    turnover: typedFigure(values.turnover) ?? 0,
    balance_sheet: typedFigure(values.balance_sheet) ?? 0,
    accredited: accreditedOf(values, regime) ?? false,
  };
}

/** Stands for a picked file before its upload gives it an id, so the schema counts the files. */
const PICKED_FILE_ID = '00000000-0000-4000-8000-000000000000';

/** The contract's body schema, fed the typed figures and one id per picked file; the form keeps its own values. */
export function declarationResolver(regime: CrowdfundingRegime): Resolver<DeclarationValues> {
  return formResolver<DeclarationValues>(classificationBodySchema, {
    normalise: (values) => ({
      own_funds: typedFigure(values.own_funds),
      turnover: typedFigure(values.turnover),
      balance_sheet: typedFigure(values.balance_sheet),
      accredited: accreditedOf(values, regime),
      evidence: values.evidence.map(() => PICKED_FILE_ID),
    }),
    keepValues: true,
  });
}

const figureRule = typedNumberRule(typedFigure, {
  number: message('fieldErrors.number'),
  whole: message('fieldErrors.wholeNumber'),
  bounds: message('investorChecks.form.figureRange', { min: 0, max: BACKER_FIGURE_MAX }),
});

/** The form's messages by field and kind of issue of the contract's schema. */
export const declarationRules = {
  own_funds: figureRule,
  turnover: figureRule,
  balance_sheet: figureRule,
  accredited: { required: message('investorChecks.form.accreditedRequired') },
  evidence: {
    required: message('investorChecks.form.evidenceRequired'),
    tooLong: message('investorChecks.form.evidenceTooMany', { count: CLASSIFICATION_EVIDENCE_MAX }),
  },
} satisfies Record<keyof DeclarationValues, FormFieldRule>;
