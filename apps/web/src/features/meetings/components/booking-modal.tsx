import { useId } from 'react';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { MEETING_DESCRIPTION_MAX, MEETING_LOCATION_MAX, MEETING_NAME_MAX, meetingBookingSchema, type Meeting, type MeetingBooking } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormFieldError, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';
import { useSaveMeeting } from '../api/save-meeting';
import { bookingBody, bookingFields, bookingRules, bookingValuesOf, emptyBooking, type BookingField, type BookingValues } from '../lib/booking-form';
import { viewerTimeZone } from '../lib/free-time';
import { BookingTimes } from './booking-times';
import { FormActions } from '@/shared/ui/kit/form-actions';

export interface BookingModalProps {
  opened: boolean;
  ticketId: string;
  expertId: string;
  /** The meeting to change; none books a new one. */
  meeting: Meeting | null;
  onClose: () => void;
}

/** The manager books a meeting with the ticket's internal expert, or changes one, inside the expert's free time. */
export function BookingModal({ opened, ticketId, expertId, meeting, onClose }: BookingModalProps) {
  const { t } = useTranslation();
  const save = useSaveMeeting(ticketId, meeting?.id ?? null);
  return (
    <AppModal opened={opened} onClose={onClose} applying={save.isPending} title={t(meeting ? 'meetings.form.changeTitle' : 'meetings.form.bookTitle')}>
      {opened ? <BookingForm key={meeting?.id ?? 'new'} expertId={expertId} meeting={meeting} save={save} onDone={onClose} /> : null}
    </AppModal>
  );
}

interface BookingFormProps {
  expertId: string;
  meeting: Meeting | null;
  save: ReturnType<typeof useSaveMeeting>;
  onDone: () => void;
}

function BookingForm({ expertId, meeting, save, onDone }: BookingFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const form = useForm<BookingValues, unknown, MeetingBooking>({
    resolver: formResolver(meetingBookingSchema, { normalise: bookingBody }),
    defaultValues: meeting ? bookingValuesOf(meeting, viewerTimeZone()) : emptyBooking,
  });
  const fieldError = useFormFieldError();
  const message = (field: BookingField, error: FieldErrorLike | undefined, value: unknown) => fieldError(bookingRules[field], error, value);
  const submit = form.handleSubmit(
    async (body) => {
      try {
        const saved = await save.mutateAsync(body);
        notify.success(t(meeting ? 'meetings.form.changed' : 'meetings.form.booked', { name: saved.name }));
        onDone();
      } catch (failure) {
        refusalOnFields(form.setError, failure, bookingFields);
        notify.error(apiErrorMessage(failure, errorText), t('meetings.form.failed'));
      }
    },
    () => notify.warning(t('fieldErrors.fixErrors')),
  );
  const text = (name: 'name' | 'location', label: string, max: number, extra: { type?: string; description?: string; autofocus?: boolean }) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          type={extra.type}
          label={label}
          description={extra.description}
          value={field.value}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          maxLength={max}
          required
          error={message(name, fieldState.error, field.value)}
          data-autofocus={extra.autofocus || undefined}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="booking-form">
        <Stack gap="md">
          {text('name', t('meetings.form.name'), MEETING_NAME_MAX, { autofocus: true })}
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <Textarea
                ref={field.ref}
                label={t('meetings.form.description')}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                maxLength={MEETING_DESCRIPTION_MAX}
                autosize
                minRows={2}
                error={message('description', fieldState.error, field.value)}
              />
            )}
          />
          {text('location', t('meetings.form.location'), MEETING_LOCATION_MAX, { type: 'url', description: t('meetings.form.locationHint') })}
          <BookingTimes control={form.control} setValue={form.setValue} expertId={expertId} changing={meeting?.id ?? null} />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t(meeting ? 'meetings.form.saveChange' : 'meetings.form.book')} busy={save.isPending} onCancel={onDone} />
    </Stack>
  );
}
