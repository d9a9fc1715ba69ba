import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatDottedDate, formatTime, parseDottedDate } from './date';
import { formatCurrency, formatNumber, formatPercent, formatScore } from './number';
import { formatCalendarDay } from './calendar-day';
import { formatFileSizeText } from './file-size';
import { currencyAffix, currencyUnit } from './currency-unit';

const NBSP = '\u00a0';
const moment = new Date('2025-03-05T14:07:00Z');

describe('dates (TZ=UTC)', () => {
  it('formats English dates as MMMM d, yyyy', () => {
    expect(formatDate(moment, 'en')).toBe('March 5, 2025');
    expect(formatDate('2025-12-31', 'en')).toBe('December 31, 2025');
  });

  it('formats Russian dates as d MMMM yyyy with the genitive month', () => {
    expect(formatDate(moment, 'ru')).toBe('5 марта 2025');
  });

  it('adds a 12-hour time in English and a 24-hour time in Russian', () => {
    expect(formatDateTime(moment, 'en')).toBe('March 5, 2025, 02:07 PM');
    expect(formatDateTime(moment, 'ru')).toBe('5 марта 2025, 14:07');
    expect(formatTime(moment, 'en')).toBe('02:07 PM');
    expect(formatTime(moment, 'ru')).toBe('14:07');
  });

  it('writes a time in a given zone, and a schedule’s clock time, the same way per language', () => {
    expect(formatTime(moment, 'en', 'Asia/Kolkata')).toBe('07:37 PM');
    expect(formatTime(moment, 'ru', 'Asia/Kolkata')).toBe('19:37');
    expect(formatClock('09:30', 'en')).toBe('09:30 AM');
    expect(formatClock('14:00', 'en')).toBe('02:00 PM');
    expect(formatClock('14:00', 'ru')).toBe('14:00');
    expect(formatClock('00:00', 'ru')).toBe('00:00');
    expect(formatClock('24:00', 'en')).toBe('12:00 AM');
    expect(formatClock('24:00', 'ru')).toBe('24:00');
  });

  it('writes a calendar day as that day in any zone, also west of Greenwich', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatDate('2026-12-07', 'en')).toBe('December 7, 2026');
      expect(formatDate('2026-12-07', 'ru')).toBe('7 декабря 2026');
      // An instant still reads in the viewer's zone: midnight UTC is the evening before there.
      expect(formatDate('2026-12-07T00:00:00Z', 'en')).toBe('December 6, 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("words a refusal's calendar day without date-fns exactly as formatDate writes it", () => {
    for (const day of ['2026-12-07', '2027-01-01', '2028-02-29', '2026-05-31'])
      for (const language of ['en', 'ru'] as const) expect(formatCalendarDay(day, language)).toBe(formatDate(day, language));
    expect(formatCalendarDay('not a day', 'en')).toBe('not a day');
  });

  it('formats and parses dd.MM.yyyy', () => {
    expect(formatDottedDate(moment)).toBe('05.03.2025');
    expect(parseDottedDate('05.03.2025')?.getTime()).toBe(new Date(2025, 2, 5).getTime());
  });

  it('rejects impossible or loosely written dotted dates', () => {
    expect(parseDottedDate('31.02.2025')).toBeNull();
    expect(parseDottedDate('5.3.2025')).toBeNull();
    expect(parseDottedDate('2025-03-05')).toBeNull();
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('numbers', () => {
  it('shows amounts in dollars in both languages: $ before the number in English, after it in Russian', () => {
    expect(formatCurrency(750000, 'en')).toBe('$750,000');
    expect(formatCurrency(750000, 'ru')).toBe(`750${NBSP}000${NBSP}$`);
    expect(formatCurrency(1250000.6, 'en')).toBe('$1,250,001');
    expect(formatCurrency(-500, 'en')).toBe('-$500');
    expect(formatCurrency(-500, 'ru')).toBe(`-500${NBSP}$`);
    expect(formatCurrency(0, 'ru')).toBe(`0${NBSP}$`);
    expect(formatCurrency(750000, 'ru')).not.toContain('₽');
  });

  it('places the dollar sign of money inputs by language, never a ruble sign', () => {
    expect(currencyUnit('en')).toEqual({ unit: '$', unitSide: 'left' });
    expect(currencyUnit('ru')).toEqual({ unit: '$', unitSide: 'right' });
    expect(currencyAffix('en')).toEqual({ prefix: '$' });
    expect(currencyAffix('ru')).toEqual({ suffix: `${NBSP}$` });
  });

  it('formats percents in each language', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(42, 'ru')).toBe(`42${NBSP}%`);
  });

  it('shows scores with one decimal, a whole one too', () => {
    expect(formatScore(3, 'en')).toBe('3.0');
    expect(formatScore(4.5, 'ru')).toBe('4,5');
  });

  it('uses the language decimal separator', () => {
    expect(formatNumber(1.5, 'en', 1)).toBe('1.5');
    expect(formatNumber(1.5, 'ru', 1)).toBe('1,5');
  });
});

describe('file sizes', () => {
  const en = (unit: string) => unit;
  const ru = (unit: string) => ({ B: 'Б', KB: 'КБ', MB: 'МБ', GB: 'ГБ' })[unit] ?? unit;

  it('names the unit in the user language', () => {
    expect(formatFileSizeText(1536, 'en', en)).toBe(`1.5${NBSP}KB`);
    expect(formatFileSizeText(1536, 'ru', ru)).toBe(`1,5${NBSP}КБ`);
    expect(formatFileSizeText(5 * 1024 * 1024, 'ru', ru)).toBe(`5${NBSP}МБ`);
    expect(formatFileSizeText(100, 'en', en)).toBe(`100${NBSP}B`);
  });
});
