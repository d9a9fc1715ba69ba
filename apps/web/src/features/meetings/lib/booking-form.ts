import { localDate, MEETING_DESCRIPTION_MAX, MEETING_LOCATION_MAX, MEETING_NAME_MAX, MEETING_NAME_MIN, type Meeting } from '@platform/contract';
import { message, oneMessageRule, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { textRule } from '@/shared/i18n/bound-rules';

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

const required = message('validation.required');

/** Which localised message a field shows for a zod issue of the contract's (English) schema. */
export const bookingRules: Record<BookingField, FormFieldRule> = {
  name: textRule(MEETING_NAME_MIN, MEETING_NAME_MAX),
  description: textRule(null, MEETING_DESCRIPTION_MAX),
  location: { ...oneMessageRule(required, message('meetings.form.linkFormat')), tooLong: message('fieldErrors.textTooLong', { max: MEETING_LOCATION_MAX }) },
  timestampz_from: oneMessageRule(message('meetings.form.chooseStart'), message('meetings.form.startPast')),
  timestampz_to: oneMessageRule(message('meetings.form.chooseEnd'), message('meetings.form.endOrder')),
};
