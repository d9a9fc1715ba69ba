import { useMemo } from 'react';
import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { entriesToSlots, type MeetingBooking } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { DateField } from '@/shared/ui/kit/date-field';
import { SelectField } from '@/shared/ui/kit/select-field';
import { useWorkCalendar } from '../api/get-work-calendar';
import { useFormFieldError, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { bookingRules, type BookingField, type BookingValues } from '../lib/booking-form';
import { blockingMeetings, calendarRangeFor, dayBounds, endOptions, startOptions, viewerTimeZone } from '../lib/free-time';

export interface BookingTimesProps {
  control: Control<BookingValues, unknown, MeetingBooking>;
  setValue: UseFormSetValue<BookingValues>;
  expertId: string;
  /** The meeting being changed: its own time counts as free. */
  changing: string | null;
}

/** The day, then a start and an end on the half-hour grid, offered only inside the expert's free time. */
export function BookingTimes({ control, setValue, expertId, changing }: BookingTimesProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const zone = viewerTimeZone();
  const [date, from] = useWatch({ control, name: ['date', 'timestampz_from'] });
  const range = useMemo(() => (date ? calendarRangeFor(date, zone) : null), [date, zone]);
  const calendar = useWorkCalendar(expertId, range);

  const free = useMemo(() => {
    if (!date || !calendar.data) return null;
    const slots = entriesToSlots(calendar.data.calendar);
    const meetings = blockingMeetings(
      calendar.data.meets.map((m) => ({ id: m.id, accepted: m.accepted, ...m.timestampz_range })),
      changing,
    );
    const starts = startOptions(slots, meetings, dayBounds(date, zone), new Date());
    return { slots, meetings, starts };
  }, [calendar.data, changing, date, zone]);
  const ends = useMemo(() => (free && from ? endOptions(free.slots, free.meetings, new Date(from)) : []), [free, from]);
  const option = (d: Date) => ({ value: d.toISOString(), label: format.time(d) });
  const endOption = (d: Date) => ({
    value: d.toISOString(),
    label: date && format.date(d) !== format.date(dayBounds(date, zone).from) ? format.dateTime(d) : format.time(d),
  });
  const fieldError = useFormFieldError();
  const message = (field: BookingField, error: FieldErrorLike | undefined, value: unknown) => fieldError(bookingRules[field], error, value);

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <DateField
            label={t('meetings.form.date')}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              setValue('timestampz_from', '');
              setValue('timestampz_to', '');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      {date && calendar.isPending ? <Loader size="sm" aria-label={t('meetings.form.loadingTimes')} /> : null}
      {calendar.isError ? (
        <Text fz="sm" c="red.8" role="alert">
          {t('meetings.form.timesFailed')}
        </Text>
      ) : null}
      {free && free.starts.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="booking-no-time">
          {t('meetings.form.noFreeTime')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Controller
          control={control}
          name="timestampz_from"
          render={({ field, fieldState }) => (
            <SelectField
              ref={field.ref}
              label={t('meetings.form.start')}
              placeholder={t('meetings.form.pick')}
              data={(free?.starts ?? []).map(option)}
              value={field.value || null}
              onChange={(next) => {
                field.onChange(next ?? '');
                setValue('timestampz_to', '');
              }}
              onBlur={field.onBlur}
              disabled={!free || free.starts.length === 0}
              required
              error={message('timestampz_from', fieldState.error, field.value)}
              data-testid="booking-start"
            />
          )}
        />
        <Controller
          control={control}
          name="timestampz_to"
          render={({ field, fieldState }) => (
            <SelectField
              ref={field.ref}
              label={t('meetings.form.end')}
              placeholder={t('meetings.form.pick')}
              data={ends.map(endOption)}
              value={field.value || null}
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              disabled={ends.length === 0}
              required
              error={message('timestampz_to', fieldState.error, field.value)}
              data-testid="booking-end"
            />
          )}
        />
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t('meetings.list.zone', { zone })}
      </Text>
    </Stack>
  );
}
