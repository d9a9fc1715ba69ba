import { describe, expect, it } from 'vitest';
import { formRows, optionName } from './form-rows';

describe('filed form lines', () => {
  it('types the values of a foundation pilot form and keeps the reading order', () => {
    const rows = formRows({
      countries: [12],
      industries: [3, 'x', 4],
      regions: [],
      rounds: [],
      expire: '2031-05-01',
      need_pilot: 'Predictive maintenance of turbines',
      task_file: { id: 'a5d2c9a4-1d0e-4a3f-9a4e-0f7f1f6a9b10' },
      feedback_method: 'email',
      feedback_value: 'innovation@corp.test',
    });
    expect(rows).toEqual([
      { field: 'need_pilot', kind: 'text', value: 'Predictive maintenance of turbines' },
      { field: 'industries', kind: 'handbook', handbook: 'industries', ids: [3, 4] },
      { field: 'countries', kind: 'handbook', handbook: 'countries', ids: [12] },
      { field: 'expire', kind: 'date', value: '2031-05-01' },
      { field: 'feedback', kind: 'feedback', method: 'email', value: 'innovation@corp.test' },
    ]);
  });

  it('reads options, ranges, amounts, "to be decided" and flags of a startup investment form', () => {
    const rows = formRows({
      goals: 'market_expansion',
      value_of_investments: { min: 100, max: 500 },
      round_size: 1000,
      valuetion: 'tbd',
      agree_co_investment: false,
      mrr: { min: 10000 },
      mom_growth: { max: 15 },
      annual_revenue: { min: null, max: null },
    });
    expect(rows).toEqual([
      { field: 'goals', kind: 'option', list: 'goals', code: 'market_expansion' },
      { field: 'value_of_investments', kind: 'range', unit: 'money', value: { min: 100, max: 500 } },
      { field: 'round_size', kind: 'money', value: 1000 },
      { field: 'valuetion', kind: 'tbd' },
      { field: 'mrr', kind: 'range', unit: 'money', value: { min: 10000, max: null } },
      { field: 'mom_growth', kind: 'range', unit: 'percent', value: { min: null, max: 15 } },
      { field: 'agree_co_investment', kind: 'boolean', value: false },
    ]);
  });

  it('leaves out files and empty answers, and shows unknown fields last as sent', () => {
    const rows = formRows({ pitch_presentation: { id: 'f' }, product_presentation_files: [{ id: 'g' }], other_info: '  ', future_field: { a: 1 }, note: 'x' });
    expect(rows).toEqual([
      { field: 'future_field', kind: 'unknown', value: '{"a":1}' },
      { field: 'note', kind: 'unknown', value: 'x' },
    ]);
  });

  it('keeps the contact value when the method is unknown', () => {
    expect(formRows({ feedback_method: 'pigeon', feedback_value: 'roof' })).toEqual([{ field: 'feedback', kind: 'feedback', method: null, value: 'roof' }]);
  });

  it('names options in each language, and falls back to the code', () => {
    expect(optionName('type_of_due_dill', 'technical', 'en')).toBe('Technical');
    expect(optionName('type_of_due_dill', 'technical', 'ru')).toBe('Техническая');
    expect(optionName('goals', 'moonshot', 'en')).toBe('moonshot');
  });
});
