import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY_HOURS } from '@platform/contract';
import { endOptions, formFieldOfServerPath, nextRange, settingsBody, settingsFormSchema, settingsFormValues, startOptions } from './settings-form';
import { contractFieldText } from '@/shared/i18n/contract-text';

const settings = { timezone: 'Europe/Berlin', weekly: DEFAULT_WEEKLY_HOURS, overrides: [{ date: '2026-03-10', time: [] }] };

describe('settings form', () => {
  it('holds the weekdays Monday first and turns back into the contract body', () => {
    const values = settingsFormValues(settings);
    expect(values.days[0]!.time).toEqual([{ from: '09:00', to: '17:00' }]);
    expect(values.days[6]!.time).toEqual([]);
    const body = settingsBody(values);
    expect(body.calendar).toHaveLength(7);
    expect(body.calendar[5]).toEqual({ day_of_week: 6, time: [], timezone: 'Europe/Berlin' });
    expect(body.overrides).toEqual([{ date: '2026-03-10', time: [] }]);
  });

  it("refuses a day's intersecting ranges with the contract's message", () => {
    const values = settingsFormValues(settings);
    values.days[1]!.time = [
      { from: '09:00', to: '12:00' },
      { from: '11:00', to: '13:00' },
    ];
    const result = settingsFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['days', 1, 'time'] });
    expect(contractFieldText(result.error?.issues[0]?.message ?? '', 'en')).toBe('Tuesday has intersecting slots');
    expect(contractFieldText(result.error?.issues[0]?.message ?? '', 'ru')).toBe('Вторник: интервалы пересекаются');
  });

  it('accepts ranges that only touch, and 23:59 as an end', () => {
    const values = settingsFormValues(settings);
    values.days[2]!.time = [
      { from: '09:00', to: '12:00' },
      { from: '12:00', to: '23:59' },
    ];
    expect(settingsFormSchema.safeParse(values).success).toBe(true);
  });

  it('maps server error paths onto the form', () => {
    expect(formFieldOfServerPath('calendar.2.time')).toBe('days.2.time');
    expect(formFieldOfServerPath('calendar.0.time.1.to')).toBe('days.0.time.1.to');
    expect(formFieldOfServerPath('calendar.0.timezone')).toBe('timezone');
    expect(formFieldOfServerPath('overrides.1.date')).toBe('overrides.1.date');
    expect(formFieldOfServerPath('calendar')).toBeNull();
  });

  it('offers half hours, with 23:59 as the last end', () => {
    expect(startOptions).toHaveLength(48);
    expect(startOptions[0]).toBe('00:00');
    expect(endOptions.at(-1)).toBe('23:59');
    expect(endOptions).not.toContain('00:00');
  });

  it('adds a range after the last one', () => {
    expect(nextRange([])).toEqual({ from: '09:00', to: '17:00' });
    expect(nextRange([{ from: '09:00', to: '12:00' }])).toEqual({ from: '12:00', to: '13:00' });
    expect(nextRange([{ from: '09:00', to: '23:00' }])).toEqual({ from: '23:00', to: '23:59' });
    expect(nextRange([{ from: '09:00', to: '23:59' }])).toBeNull();
  });
});
