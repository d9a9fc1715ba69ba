import { describe, expect, it } from 'vitest';
import { errorTexts } from './errors.js';
import { fieldText } from './field-texts.js';

describe('field texts', () => {
  it('keep English as given and give the Russian of listed texts, numbers and words filled in', () => {
    expect(fieldText('At most 50 characters', 'en')).toBe('At most 50 characters');
    expect(fieldText('At most 50 characters', 'ru')).toBe('Не более 50 символов');
    expect(fieldText('Order by one of: updatedAt, createdAt', 'ru')).toBe('Сортировка по одному из полей: updatedAt, createdAt');
    expect(fieldText('Annual revenue must be at most 1000000000', 'ru')).toBe('Годовая выручка: не более 1000000000');
    expect(fieldText('Monday has intersecting slots', 'ru')).toBe('Понедельник: интервалы пересекаются');
    expect(fieldText('2026-03-02 appears more than once', 'ru')).toBe('2026-03-02: указано больше одного раза');
  });

  it('read a whole listed text before a pattern it also fits', () => {
    expect(fieldText('Tell us the company name', 'ru')).toBe('Укажите название компании');
    expect(fieldText('Tell us the surname', 'ru')).toBe('Укажите фамилию');
  });

  it('word the meetings closed with their due diligence as the error codes do, with the one Russian term', () => {
    for (const code of ['meeting_booking_closed', 'meeting_answer_closed'] as const) {
      expect(fieldText(errorTexts[code].en, 'ru'), code).toBe(errorTexts[code].ru);
      expect(errorTexts[code].ru, code).toContain('пока идёт комплексная проверка');
    }
  });

  it('answer nothing for a text not listed, so the caller words it otherwise', () => {
    expect(fieldText('Something nobody wrote', 'ru')).toBeUndefined();
  });
});
