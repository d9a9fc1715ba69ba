import { describe, expect, it } from 'vitest';
import { requiredFields } from './required-fields';

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('requiredFields', () => {
  it('marks what the startup investment schema insists on, round size and valuation among them', () => {
    expect(sorted(requiredFields('startupInvestment'))).toEqual(
      [
        'conditions_of_deal',
        'expire',
        'feedback_value',
        'goals',
        'pitch_presentation',
        'round_size',
        'unit_economy',
        'value_of_investments',
        'valuetion',
      ].sort(),
    );
  });

  it('leaves optional fields unmarked: the financial model, the minimum ticket and the checkboxes', () => {
    const required = requiredFields('startupInvestment');
    for (const name of ['financial_model', 'min_ticket', 'agree_co_investment', 'crowdfunding', 'feedback_method']) expect(required.has(name)).toBe(false);
  });

  it('reads the other four forms the same way', () => {
    expect(sorted(requiredFields('startupPilot'))).toEqual([
      'costs_and_terms',
      'feedback_value',
      'product_description',
      'product_presentation_files',
      'task_class',
    ]);
    expect(sorted(requiredFields('dueDiligence'))).toEqual(['feedback_value', 'goals_and_tasks', 'type_of_due_dill']);
    expect(sorted(requiredFields('foundationInvestment'))).toEqual(['expire', 'feedback_value', 'need_investment']);
    expect(sorted(requiredFields('foundationPilot'))).toEqual(['expire', 'feedback_value', 'need_pilot', 'task_file']);
  });
});
