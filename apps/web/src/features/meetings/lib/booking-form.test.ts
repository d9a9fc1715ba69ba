import { describe, expect, it } from 'vitest';
import { meetingBookingSchema, type Meeting } from '@platform/contract';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { bookingBody, bookingRules, bookingValuesOf, emptyBooking } from './booking-form';

const issues = (values: Parameters<typeof bookingBody>[0]) => {
  const parsed = meetingBookingSchema.safeParse(bookingBody(values));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.code]));
};

describe('booking form', () => {
  it('sends the texts and the chosen instants, not the day', () => {
    const values = {
      ...emptyBooking,
      name: 'Kick-off',
      location: 'https://meet.example.com/a',
      date: '2030-03-04',
      timestampz_from: '2030-03-04T10:00:00.000Z',
      timestampz_to: '2030-03-04T11:00:00.000Z',
    };
    expect(bookingBody(values)).toEqual({
      name: 'Kick-off',
      description: '',
      location: 'https://meet.example.com/a',
      timestampz_from: '2030-03-04T10:00:00.000Z',
      timestampz_to: '2030-03-04T11:00:00.000Z',
    });
    expect(issues(values)).toEqual({});
  });

  it('words each refusal of an empty form for its field', () => {
    const found = issues(emptyBooking);
    expect(Object.keys(found).sort()).toEqual(['location', 'name', 'timestampz_from', 'timestampz_to']);
    expect(formFieldMessage(bookingRules.name, { type: found.name }, '')).toEqual({ key: 'validation.required' });
    expect(formFieldMessage(bookingRules.name, { type: 'too_small' }, 'ab')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 3 } });
    expect(formFieldMessage(bookingRules.location, { type: 'invalid_format' }, 'meet')).toEqual({ key: 'meetings.form.linkFormat' });
    expect(formFieldMessage(bookingRules.timestampz_from, { type: found.timestampz_from }, '')).toEqual({ key: 'meetings.form.chooseStart' });
    expect(formFieldMessage(bookingRules.timestampz_to, { type: 'custom' }, '2030-03-04T10:00:00.000Z')).toEqual({ key: 'meetings.form.endOrder' });
    expect(formFieldMessage(bookingRules.timestampz_from, { type: 'server', message: 'Outside free time' }, 'x')).toEqual({ text: 'Outside free time' });
  });

  it("reads a meeting's day in the viewer's zone", () => {
    const meeting = {
      name: 'A',
      description: 'B',
      location: 'https://x.io',
      timestampz_range: { timestampz_from: '2030-03-04T22:00:00.000Z', timestampz_to: '2030-03-04T23:00:00.000Z' },
    } as Meeting;
    expect(bookingValuesOf(meeting, 'Europe/Moscow').date).toBe('2030-03-05');
    expect(bookingValuesOf(meeting, 'UTC').date).toBe('2030-03-04');
  });
});
