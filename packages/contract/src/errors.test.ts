import { describe, expect, it } from 'vitest';
import { errorCodeTexts, errorText, errorTexts } from './errors.js';

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
});
