import { describe, expect, it } from 'vitest';
import { errorCodeTexts, errorText, errorTexts, wordParams } from './errors.js';
import { formatCalendarDay } from './format.js';
import { formatMoney } from './money.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the error code catalogue', () => {
  const entries = Object.entries(errorTexts);

  it.each(entries)('%s has an English and a Russian text with the same placeholders', (_code, texts) => {
    expect(texts.en.trim()).not.toBe('');
    expect(texts.ru).toMatch(/[а-яё]/i);
    expect(placeholders(texts.ru)).toEqual(placeholders(texts.en));
  });

  it('is one section per language for the web, with every code', () => {
    expect(Object.keys(errorCodeTexts('ru'))).toEqual(Object.keys(errorTexts));
    expect(errorCodeTexts('ru').expert_not_free).toBe('Внутренний эксперт в это время занят');
  });

  it('fills the parameters a field code is given', () => {
    expect(errorText('date_in_past', 'en', { today: '2026-03-02' })).toBe('This date is in the past: only dates from 2026-03-02 on can be changed');
    expect(errorText('image_too_small', 'ru', { px: '100' })).toBe('Изображение должно быть не меньше 100×100 пикс.');
  });

  it("writes amounts and calendar days in the reader's format, and leaves other parameters as sent", () => {
    const word = (lang: 'en' | 'ru') => ({ money: (n: number) => formatMoney(n, lang), day: (d: string) => formatCalendarDay(d, lang) });
    const params = { amount: '1250000', earliest: '2026-12-07', px: '2000', seconds: '60' };
    expect(wordParams(params, word('en'))).toEqual({ amount: '$1,250,000', earliest: 'December 7, 2026', px: '2000', seconds: '60' });
    expect(wordParams(params, word('ru'))).toEqual({ amount: '1\u00a0250\u00a0000\u00a0$', earliest: '7 декабря 2026', px: '2000', seconds: '60' });
    expect(errorText('investment_max_below_raised', 'en', wordParams({ amount: '300000' }, word('en')))).toBe(
      "The maximum can't be less than the amount already raised ($300,000)",
    );
    // A value that is not the kind its name promises is shown as it came.
    expect(wordParams({ amount: 'many', date: 'soon' }, word('en'))).toEqual({ amount: 'many', date: 'soon' });
  });
});
