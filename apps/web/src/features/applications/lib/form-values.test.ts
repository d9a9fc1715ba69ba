import { describe, expect, it } from 'vitest';
import {
  dueDiligenceFormSchema,
  foundationInvestmentFormSchema,
  foundationPilotFormSchema,
  startupInvestmentFormSchema,
  startupPilotFormSchema,
} from '@platform/contract';
import { applicationBody, emptyApplicationForm, feedbackDefault, filesToUpload, numberOf, type ApplicationFormValues } from './form-values';

const ID = 'a0000000-0000-4000-8000-00000000000a';
const idOf = () => ID;
const file = (name: string) => ({ name }) as File;
const future = '2999-12-31';

function form(change: Partial<ApplicationFormValues>): ApplicationFormValues {
  return { ...emptyApplicationForm('founder@example.test'), ...change };
}

describe('numberOf', () => {
  it('reads typed numbers, blank as undefined and a comma as the decimal point', () => {
    expect(numberOf(' 1500 ')).toBe(1500);
    expect(numberOf('2,5')).toBe(2.5);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('-')).toBeNaN();
  });
});

describe('applicationBody', () => {
  it('builds a startup investment body the contract accepts, with files as upload ids', () => {
    const values = form({
      goals: 'hiring',
      value_of_investments: { min: '500000', max: '1500000' },
      conditions_of_deal: 'Equity, 10% of the company',
      round_size: '1500000',
      valuetion: '12000000',
      expire: future,
      unit_economy: file('ue.xlsx'),
      pitch_presentation: file('deck.pdf'),
      agree_co_investment: true,
    });
    const body = applicationBody('startupInvestment', values, idOf);
    expect(body).toMatchObject({
      goals: 'hiring',
      value_of_investments: { min: 500000, max: 1500000 },
      round_size: 1500000,
      valuetion: 12000000,
      unit_economy: { id: ID },
      pitch_presentation: { id: ID },
      financial_model: undefined,
      crowdfunding: false,
      feedback_method: 'email',
      feedback_value: 'founder@example.test',
    });
    expect(startupInvestmentFormSchema.safeParse(body).success).toBe(true);
  });

  it('sends the minimum ticket only with crowdfunding, and the contract refuses one above the maximum', () => {
    const base = {
      goals: 'hiring',
      value_of_investments: { min: '500000', max: '1500000' },
      conditions_of_deal: 'Equity, 10% of the company',
      round_size: '1500000',
      valuetion: '12000000',
      expire: future,
      unit_economy: file('ue.xlsx'),
      pitch_presentation: file('deck.pdf'),
      min_ticket: '25000',
    };
    expect(applicationBody('startupInvestment', form(base), idOf).min_ticket).toBeUndefined();
    const withRound = applicationBody('startupInvestment', form({ ...base, crowdfunding: true }), idOf);
    expect(withRound).toMatchObject({ crowdfunding: true, min_ticket: 25000 });
    expect(startupInvestmentFormSchema.safeParse(withRound).success).toBe(true);
    const above = applicationBody('startupInvestment', form({ ...base, crowdfunding: true, min_ticket: '2000000' }), idOf);
    expect(startupInvestmentFormSchema.safeParse(above).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['min_ticket']);
  });

  it('sends an undecided valuation as tbd', () => {
    const body = applicationBody('startupInvestment', form({ valuetion: '99', valuetion_tbd: true }), idOf);
    expect(body.valuetion).toBe('tbd');
  });

  it('leaves blank required values out, so the schema names each field', () => {
    const result = startupInvestmentFormSchema.safeParse(applicationBody('startupInvestment', form({}), idOf));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['goals', 'value_of_investments.min', 'round_size', 'valuetion', 'expire', 'unit_economy', 'pitch_presentation']),
    );
  });

  it('sends every presentation of a startup pilot', () => {
    const values = form({
      task_class: 'pilot',
      costs_and_terms: 'Paid pilot',
      product_description: 'Inspection robots',
      product_presentation_files: [file('a.pdf'), file('b.pdf')],
    });
    const body = applicationBody('startupPilot', values, (f) => `${ID.slice(0, -1)}${f.name === 'a.pdf' ? 'a' : 'b'}`);
    expect(body.product_presentation_files).toEqual([{ id: `${ID.slice(0, -1)}a` }, { id: `${ID.slice(0, -1)}b` }]);
    expect(startupPilotFormSchema.safeParse(body).success).toBe(true);
  });

  it('leaves blank optional texts of due diligence out', () => {
    const body = applicationBody('dueDiligence', form({ type_of_due_dill: 'legal', goals_and_tasks: 'Check the contracts', other_info: '  ' }), idOf);
    expect(body).not.toHaveProperty('other_info', '  ');
    expect(body.other_info).toBeUndefined();
    expect(dueDiligenceFormSchema.safeParse(body).success).toBe(true);
  });

  it('sends optional finance ranges of a fund only when an end is typed', () => {
    const values = form({ need_investment: { min: '100000', max: '200000' }, expire: future, mrr: { min: '10000', max: '' }, industries: [3] });
    const body = applicationBody('foundationInvestment', values, idOf);
    expect(body.mrr).toEqual({ min: 10000, max: null });
    expect(body.runrate).toBeUndefined();
    expect(body.pitch_presentation).toBeUndefined();
    expect(foundationInvestmentFormSchema.safeParse(body).success).toBe(true);
  });

  it('needs the task file of a fund pilot', () => {
    const values = form({ need_pilot: 'Predictive maintenance', expire: future });
    expect(foundationPilotFormSchema.safeParse(applicationBody('foundationPilot', values, idOf)).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'task_file',
    ]);
    const withFile = applicationBody('foundationPilot', { ...values, task_file: file('task.docx') }, idOf);
    expect(foundationPilotFormSchema.safeParse(withFile).success).toBe(true);
  });
});

describe('files and contacts', () => {
  it('lists the picked files of the form with their upload purposes', () => {
    const values = form({ unit_economy: file('ue.xlsx'), pitch_presentation: file('deck.pdf'), product_presentation_files: [file('x.pdf')] });
    expect(filesToUpload('startupInvestment', values).map((f) => [f.field, f.purpose])).toEqual([
      ['unit_economy', 'unit_economy'],
      ['pitch_presentation', 'pitch_deck'],
    ]);
    expect(filesToUpload('startupPilot', values).map((f) => f.purpose)).toEqual(['pilot_product_presentation']);
    expect(filesToUpload('dueDiligence', values)).toEqual([]);
  });

  it('starts each contact method with what the account knows', () => {
    const account = { email: 'a@b.test', phone: '+1 555 0100' };
    expect(feedbackDefault('email', account)).toBe('a@b.test');
    expect(feedbackDefault('phone', account)).toBe('+1 555 0100');
    expect(feedbackDefault('phone', { ...account, phone: null })).toBe('');
    expect(feedbackDefault('other', account)).toBe('');
  });
});
