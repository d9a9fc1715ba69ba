import { describe, expect, it } from 'vitest';
import { ticketFileGroups, ticketInfoRows } from './ticket-info';

const fileRef = (n: number) => ({ id: `a0000000-0000-4000-8000-00000000000${n}`, name: `f${n}.pdf`, path: `/api/v1/files/${n}`, size: n });

describe('ticketInfoRows', () => {
  it('lists a startup investment form in form order, with its shapes', () => {
    const rows = ticketInfoRows('startup_investment', {
      goals: 'hiring',
      value_of_investments: { min: 500000, max: 1500000 },
      conditions_of_deal: 'Equity',
      round_size: 1500000,
      valuetion: 'tbd',
      expire: '2026-06-30',
      agree_co_investment: true,
      crowdfunding: false,
      feedback_method: 'email',
      feedback_value: 'a@b.test',
      unit_economy: { id: 'x' },
    });
    expect(rows.map((r) => r.field)).toEqual(['goals', 'value_of_investments', 'round_size', 'valuetion', 'conditions_of_deal', 'expire', 'agree_co_investment', 'crowdfunding', 'feedback']);
    expect(rows[0]!.value).toEqual({ kind: 'option', list: 'goals', code: 'hiring' });
    expect(rows[1]!.value).toEqual({ kind: 'range', min: 500000, max: 1500000, unit: 'currency' });
    expect(rows[3]!.value).toEqual({ kind: 'tbd' });
    expect(rows.at(-1)!.value).toEqual({ kind: 'feedback', method: 'email', value: 'a@b.test' });
  });

  it('leaves out what a fund left empty, and keeps half-open ranges', () => {
    const rows = ticketInfoRows('investor_investment', {
      countries: [],
      industries: [4, 5],
      need_investment: { min: 100, max: 200 },
      mom_growth: { min: 10, max: null },
      expire: '2026-06-30',
      interesting_startups: '',
      feedback_method: 'other',
      feedback_value: 'Telegram @fund',
    });
    expect(rows.map((r) => r.field)).toEqual(['need_investment', 'industries', 'mom_growth', 'agree_co_investment', 'expire', 'feedback']);
    expect(rows.find((r) => r.field === 'mom_growth')!.value).toEqual({ kind: 'range', min: 10, max: null, unit: 'percent' });
    expect(rows.find((r) => r.field === 'industries')!.value).toEqual({ kind: 'handbook', list: 'industries', ids: [4, 5] });
  });

  it('uses the due-diligence layout for every client', () => {
    expect(ticketInfoRows('corporate_duedill', { type_of_due_dill: 'legal', goals_and_tasks: 'Contracts', feedback_method: 'phone', feedback_value: '+1 555' }).map((r) => r.field)).toEqual([
      'type_of_due_dill',
      'goals_and_tasks',
      'feedback',
    ]);
  });
});

describe('ticketFileGroups', () => {
  it('groups attached files by field, presentations in their order', () => {
    const groups = ticketFileGroups([
      { field: 'product_presentation_files.1', file: fileRef(2) },
      { field: 'unit_economy', file: fileRef(3) },
      { field: 'product_presentation_files.0', file: fileRef(1) },
      { field: 'pitch_presentation', file: fileRef(4) },
    ]);
    expect(groups.map((g) => [g.field, g.files.map((f) => f.name)])).toEqual([
      ['pitch_presentation', ['f4.pdf']],
      ['unit_economy', ['f3.pdf']],
      ['product_presentation_files', ['f1.pdf', 'f2.pdf']],
    ]);
  });
});
