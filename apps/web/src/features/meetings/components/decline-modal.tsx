import { useId } from 'react';
import { Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASON_MAX, meetingAcceptSchema, type Meeting, type MeetingAccept } from '@platform/contract';
import { apiErrorMessage, serverFieldErrors } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { SERVER_ERROR_TYPE } from '../../../shared/i18n/field-error-text';
import { normalisedResolver } from '../../../shared/lib/normalised-resolver';
import { AppModal } from '../../../shared/ui/kit/app-modal';
import { notify } from '../../../shared/ui/notify';
import { useAnswerMeeting } from '../api/answer-meeting';
import { emptyDecline, reasonMessage, type DeclineValues } from '../lib/decline-form';
import { FormActions } from '../../../shared/ui/kit/form-actions';

/** Declining a meeting asks for a reason of 5 to 50 characters (spec part 1, section 5). */
export function DeclineModal({ meeting, onClose }: { meeting: Meeting | null; onClose: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerMeeting();
  return (
    <AppModal opened={meeting !== null} onClose={onClose} applying={answer.isPending} title={t('meetings.decline.title')}>
      {meeting ? <DeclineForm meeting={meeting} answer={answer} onDone={onClose} /> : null}
    </AppModal>
  );
}

function DeclineForm({ meeting, answer, onDone }: { meeting: Meeting; answer: ReturnType<typeof useAnswerMeeting>; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const form = useForm<DeclineValues, unknown, MeetingAccept>({ resolver: normalisedResolver(zodResolver(meetingAcceptSchema), (values: DeclineValues) => values), defaultValues: emptyDecline });
  const message = (text: string | undefined) => {
    const found = reasonMessage(text);
    if (!found) return undefined;
    return 'text' in found ? found.text : t(found.key);
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await answer.mutateAsync({ id: meeting.id, body });
      notify.success(t('meetings.decline.done', { name: meeting.name }));
      onDone();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.reason) form.setError('reason', { type: SERVER_ERROR_TYPE, message: fields.reason }, { shouldFocus: true });
      else notify.error(apiErrorMessage(failure, errorText), t('meetings.answerFailed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              label={t('meetings.decline.reason')}
              description={t('meetings.decline.reasonHint', { max: DECLINE_REASON_MAX })}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              autosize
              minRows={2}
              required
              error={message(fieldState.error?.message)}
              data-autofocus
            />
          )}
        />
      </form>
      <FormActions formId={formId} submitLabel={t('meetings.decline.submit')} busy={answer.isPending} onCancel={onDone} color="red" />
    </Stack>
  );
}
