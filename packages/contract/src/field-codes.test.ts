import { describe, expect, it } from 'vitest';
import { errorTexts } from './errors.js';
import { fieldCode, fieldCodeText, readFieldCode } from './field-codes.js';
import { fieldCodeTexts } from './field-code-texts.js';
import { accountDeleteBodySchema } from './account.js';
import { roundUpdateBodySchema } from './crowdfunding.js';
import { startupProfileBodySchema } from './profiles.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('field codes', () => {
  it('carry their numbers and words in the message, read back as they were given', () => {
    expect(fieldCode('too_short', { min: 10 })).toBe('too_short:min=10');
    expect(fieldCode('field_required')).toBe('field_required');
    expect(readFieldCode(fieldCode('order_by_one_of', { values: 'updatedAt, createdAt' }))).toEqual({
      code: 'order_by_one_of',
      params: { values: 'updatedAt, createdAt' },
    });
  });

  it('are worded in English and Russian, numbers and words filled in', () => {
    expect(fieldCodeText(fieldCode('too_long', { max: 50 }), 'en')).toBe('At most 50 characters');
    expect(fieldCodeText(fieldCode('too_long', { max: 50 }), 'ru')).toBe('Не более 50 символов');
    expect(fieldCodeText(fieldCode('order_by_one_of', { values: 'updatedAt, createdAt' }), 'ru')).toBe('Сортировка по одному из полей: updatedAt, createdAt');
    expect(fieldCodeText(fieldCode('field_too_big', { field: 'Annual revenue', max: 1000000000 }), 'en')).toBe('Annual revenue must be at most 1000000000');
    expect(fieldCodeText(fieldCode('field_too_big', { field: 'Annual revenue', max: 1000000000 }), 'ru')).toBe('Годовая выручка: не более 1000000000');
    expect(fieldCodeText(fieldCode('day_slots_intersect', { day: 'Monday' }), 'ru')).toBe('Понедельник: интервалы пересекаются');
    expect(fieldCodeText(fieldCode('date_repeated', { date: '2026-03-02' }), 'ru')).toBe('2026-03-02: указано больше одного раза');
    expect(fieldCodeText(fieldCode('tell_us_the', { field: 'surname' }), 'ru')).toBe('Укажите фамилию');
    expect(fieldCodeText(fieldCode('tell_us_company_name'), 'ru')).toBe('Укажите название компании');
  });

  it("are the schemas' refusals", () => {
    const update = roundUpdateBodySchema.safeParse({ text: 'short', files: [] });
    expect(update.error?.issues[0]?.message).toBe('too_short:min=10');
    expect(fieldCodeText(update.error!.issues[0]!.message, 'ru')).toBe('Не менее 10 символов');
    const brief = startupProfileBodySchema.safeParse({ product_description: 5 });
    const blank = brief.error!.issues.find((issue) => issue.path[0] === 'product_description')!.message;
    expect([fieldCodeText(blank, 'en'), fieldCodeText(blank, 'ru')]).toEqual(['Tell us about the product', 'Расскажите о продукте']);
    const remove = accountDeleteBodySchema.safeParse({ email: ' ' });
    expect(fieldCodeText(remove.error!.issues[0]!.message, 'en')).toBe('Type your e-mail');
    expect(fieldCodeText(remove.error!.issues[0]!.message, 'ru')).toBe('Введите e-mail');
  });

  it('belong to the error codes’ catalogue, each with the same placeholders in both languages', () => {
    for (const [code, texts] of Object.entries(fieldCodeTexts)) {
      expect(errorTexts[code as keyof typeof errorTexts], code).toBe(texts);
      expect(placeholders(texts.ru), code).toEqual(placeholders(texts.en));
    }
  });

  it('word nothing for a message that names no code, so the caller words it otherwise', () => {
    expect(fieldCodeText('Something nobody wrote', 'ru')).toBeUndefined();
    expect(fieldCodeText('Order is one: of a kind', 'en')).toBeUndefined();
  });
});
