import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { declarationDefaults, declarationFigures, declarationResolver, declarationRules, typedFigure, type DeclarationValues } from './declaration-form';

async function issues<T extends FieldValues>(resolver: Resolver<T>, values: T): Promise<Record<string, string>> {
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, String((error as { type?: string }).type)]));
}

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const filled: DeclarationValues = { own_funds: '150000', turnover: '2 500 000', balance_sheet: '0', accredited: 'no', evidence: [file('a.pdf')] };

describe('declaration form', () => {
  it('reads typed amounts with spaces and a decimal comma; blank is none', () => {
    expect(typedFigure('2 500 000')).toBe(2_500_000);
    expect(typedFigure('12,5')).toBe(12.5);
    expect(typedFigure('  ')).toBeUndefined();
  });

  it('accepts whole figures with at least one document', async () => {
    expect(await issues(declarationResolver('reg_cf'), filled)).toEqual({});
    expect(declarationFigures(filled, 'reg_cf')).toEqual({ own_funds: 150_000, turnover: 2_500_000, balance_sheet: 0, accredited: false });
  });

  it('asks the accredited question only under Reg CF', async () => {
    const unanswered = { ...filled, accredited: '' as const };
    expect(await issues(declarationResolver('reg_cf'), unanswered)).toHaveProperty('accredited');
    expect(await issues(declarationResolver('ecsp'), unanswered)).toEqual({});
    expect(declarationFigures({ ...filled, accredited: 'yes' }, 'ecsp').accredited).toBe(false);
    expect(declarationFigures({ ...filled, accredited: 'yes' }, 'reg_cf').accredited).toBe(true);
  });

  it('refuses blank, negative and fractional figures, no documents and more than five', async () => {
    const found = await issues(declarationResolver('ecsp'), { ...filled, own_funds: '', turnover: '-1', balance_sheet: '1.5', evidence: [] });
    expect(Object.keys(found).sort()).toEqual(['balance_sheet', 'evidence', 'own_funds', 'turnover']);
    const six = Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`));
    expect((await issues(declarationResolver('ecsp'), { ...filled, evidence: six })).evidence).toBe('too_big');
  });

  it('words the issues from the rule table', () => {
    expect(formFieldMessage(declarationRules.turnover, { type: 'too_small' }, '-1')).toMatchObject({ key: 'investorChecks.form.figureRange' });
    expect(formFieldMessage(declarationRules.balance_sheet, { type: 'invalid_type' }, '1.5')).toMatchObject({ key: 'fieldErrors.wholeNumber' });
    expect(formFieldMessage(declarationRules.evidence, { type: 'too_small' }, [])).toMatchObject({ key: 'investorChecks.form.evidenceRequired' });
    expect(formFieldMessage(declarationRules.accredited, { type: 'invalid_type' }, '')).toMatchObject({ key: 'investorChecks.form.accreditedRequired' });
  });

  it('starts a new declaration from the figures last declared, with the documents picked again', () => {
    expect(declarationDefaults(null)).toEqual({ own_funds: '', turnover: '', balance_sheet: '', accredited: '', evidence: [] });
    const last = { regime: 'reg_cf' as const, own_funds: 10, turnover: 20, balance_sheet: 30, accredited: true };
    expect(declarationDefaults(last)).toEqual({ own_funds: '10', turnover: '20', balance_sheet: '30', accredited: 'yes', evidence: [] });
  });
});
