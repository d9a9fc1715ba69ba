import { formResolver } from '@/shared/lib/form-resolver';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DECLINE_REASON_MAX, meetingAcceptSchema, type Meeting, type MeetingAccept } from '@platform/contract';
import { useContractFieldText } from '@/shared/i18n/contract-text';
import { SERVER_ERROR_TYPE } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ReasonForm, type ReasonValues } from '@/shared/ui/kit/reason-form';
import { useAnswerMeeting } from '../api/answer-meeting';

/** Declining a meeting asks for a reason of 5 to 50 characters (spec part 1, section 5). */
export function DeclineModal({ meeting, onClose }: { meeting: Meeting | null; onClose: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerMeeting();
  const contractText = useContractFieldText();
  // The contract's two texts (too short, too long) by its table; a server's text is worded already.
  const errorText = (error: { type?: string | number; message?: string } | undefined) =>
    !error?.message ? undefined : error.type === SERVER_ERROR_TYPE ? error.message : contractText(error.message);
  return (
    <AppModal opened={meeting !== null} onClose={onClose} applying={answer.isPending} title={t('meetings.decline.title')}>
      {meeting ? (
        <ReasonForm<MeetingAccept>
          resolver={formResolver(meetingAcceptSchema, { normalise: (values: ReasonValues) => ({ accept: false, reason: values.reason }) })}
          send={(body) => answer.mutateAsync({ id: meeting.id, body })}
          busy={answer.isPending}
          errorText={errorText}
          texts={{
            label: t('meetings.decline.reason'),
            description: t('meetings.decline.reasonHint', { max: DECLINE_REASON_MAX }),
            submit: t('meetings.decline.submit'),
            done: t('meetings.decline.done', { name: meeting.name }),
            failed: t('meetings.answerFailed'),
          }}
          onDone={onClose}
          minRows={2}
          maxLength={DECLINE_REASON_MAX}
        />
      ) : null}
    </AppModal>
  );
}
