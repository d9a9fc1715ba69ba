import { localDate, MEETING_DESCRIPTION_MAX, MEETING_LOCATION_MAX, MEETING_NAME_MAX, MEETING_NAME_MIN, type Meeting } from '@platform/contract';
import { SERVER_ERROR_TYPE, type FieldErrorLike } from '../../../shared/i18n/form-field-error';

/**
 * The booking form as its inputs hold it: texts as typed, the day (`yyyy-MM-dd` in the viewer's
 * zone) and the chosen start and end as ISO instants ('' until chosen). The instants carry the
 * body's names, so the contract's errors land on their selects.
 */
export interface BookingValues {
  name: string;
  description: string;
  location: string;
  date: string | null;
  timestampz_from: string;
  timestampz_to: string;
}
export type BookingField = Exclude<keyof BookingValues, 'date'>;
export const bookingFields: readonly BookingField[] = ['name', 'description', 'location', 'timestampz_from', 'timestampz_to'];

export const emptyBooking: BookingValues = { name: '', description: '', location: '', date: null, timestampz_from: '', timestampz_to: '' };

/** A meeting's values, to change it: its day read in the viewer's zone. */
export function bookingValuesOf(meeting: Meeting, timeZone: string): BookingValues {
  const { timestampz_from: from, timestampz_to: to } = meeting.timestampz_range;
  return {
    name: meeting.name,
    description: meeting.description,
    location: meeting.location,
    date: localDate(new Date(from), timeZone),
    timestampz_from: from,
    timestampz_to: to,
  };
}

/** The body `meetingBookingSchema` checks and the server receives (the day is only the way to the times). */
export function bookingBody(values: BookingValues) {
  return {
    name: values.name,
    description: values.description,
    location: values.location,
    timestampz_from: values.timestampz_from,
    timestampz_to: values.timestampz_to,
  };
}

export type BookingMessageKey =
  | 'validation.required'
  | 'fieldErrors.textTooShort'
  | 'fieldErrors.textTooLong'
  | 'meetings.form.linkFormat'
  | 'meetings.form.chooseStart'
  | 'meetings.form.chooseEnd'
  | 'meetings.form.startPast'
  | 'meetings.form.endOrder';
export type BookingMessage = { key: BookingMessageKey; params?: Record<string, number> } | { text: string };

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Which localised message a field shows for a zod issue of the contract's (English) schema; server texts as they came. */
export function bookingMessage(field: BookingField, error: FieldErrorLike | undefined, value: unknown): BookingMessage | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return { text: error.message };
  switch (field) {
    case 'name':
      if (blank(value)) return { key: 'validation.required' };
      return error.type === 'too_big'
        ? { key: 'fieldErrors.textTooLong', params: { max: MEETING_NAME_MAX } }
        : { key: 'fieldErrors.textTooShort', params: { min: MEETING_NAME_MIN } };
    case 'description':
      return { key: 'fieldErrors.textTooLong', params: { max: MEETING_DESCRIPTION_MAX } };
    case 'location':
      if (blank(value)) return { key: 'validation.required' };
      return error.type === 'too_big' ? { key: 'fieldErrors.textTooLong', params: { max: MEETING_LOCATION_MAX } } : { key: 'meetings.form.linkFormat' };
    case 'timestampz_from':
      return blank(value) ? { key: 'meetings.form.chooseStart' } : { key: 'meetings.form.startPast' };
    case 'timestampz_to':
      return blank(value) ? { key: 'meetings.form.chooseEnd' } : { key: 'meetings.form.endOrder' };
  }
}
