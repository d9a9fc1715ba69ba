import { describe, expect, it } from 'vitest';
import { calendarTimeFormats } from './calendar-formats';

type Arg = Parameters<ReturnType<typeof calendarTimeFormats>['slotLabelFormat']>[0];
const marker = (iso: string) => ({ marker: new Date(iso) }) as Arg['date'];
const arg = (from: string, to?: string) => ({ date: marker(from), start: marker(from), end: to ? marker(to) : undefined }) as Arg;

describe('calendarTimeFormats', () => {
  it('labels the grid’s slots as the language writes times', () => {
    expect(calendarTimeFormats('en').slotLabelFormat(arg('2026-03-02T14:00:00Z'))).toBe('02:00 PM');
    expect(calendarTimeFormats('ru').slotLabelFormat(arg('2026-03-02T14:00:00Z'))).toBe('14:00');
  });

  it('writes an event’s time as a start–end range, or its start alone', () => {
    expect(calendarTimeFormats('en').eventTimeFormat(arg('2026-03-02T09:30:00Z', '2026-03-02T10:00:00Z'))).toBe('09:30 AM–10:00 AM');
    expect(calendarTimeFormats('ru').eventTimeFormat(arg('2026-03-02T09:30:00Z', '2026-03-02T10:00:00Z'))).toBe('09:30–10:00');
    expect(calendarTimeFormats('ru').eventTimeFormat(arg('2026-03-02T21:00:00Z'))).toBe('21:00');
  });
});
