import { describe, expect, it } from 'vitest';
import { errorPaths, firstTabWithError, tabOfField } from './startup-tabs';

describe('tabOfField', () => {
  it('puts the company, brief, files and product texts on Main', () => {
    for (const path of ['company', 'description', 'regions', 'last_fund_amount', 'logo_file', 'presentation_pitch_file', 'who_is_your_customer']) {
      expect(tabOfField(path)).toBe('main');
    }
  });

  it('puts every finance path on Finance, as the server names them', () => {
    expect(tabOfField('startup_finance_info.mrr')).toBe('finance');
    expect(tabOfField('startup_finance_info.unit_economy_file')).toBe('finance');
    expect(tabOfField('startup_finance_info')).toBe('finance');
  });

  it('puts a score on the tab of its group', () => {
    expect(tabOfField('startup_scoring.hiring')).toBe('team');
    expect(tabOfField('startup_scoring.deliveryProcess')).toBe('management');
    expect(tabOfField('startup_scoring.uniqueness')).toBe('technology');
    expect(tabOfField('startup_scoring.sales')).toBe('business');
  });
});

describe('firstTabWithError', () => {
  it('answers the first tab in display order, not in the order of the errors', () => {
    expect(firstTabWithError(['startup_scoring.sales', 'startup_finance_info.mom_growth'])).toBe('finance');
    expect(firstTabWithError(['startup_scoring.sales', 'product_description'])).toBe('main');
    expect(firstTabWithError([])).toBeNull();
  });
});

describe('errorPaths', () => {
  it('flattens a react-hook-form error tree to dotted paths', () => {
    const errors = {
      company: { type: 'too_small', message: 'x', ref: {} },
      startup_finance_info: { mom_growth: { type: 'too_big', message: 'y' }, mrr: { type: 'server', message: 'z' } },
    };
    expect(errorPaths(errors)).toEqual(['company', 'startup_finance_info.mom_growth', 'startup_finance_info.mrr']);
  });
});
