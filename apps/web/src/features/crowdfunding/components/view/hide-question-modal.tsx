import { formResolver } from '@/shared/lib/form-resolver';
import { useTranslation } from '@/shared/i18n/use-translation';
import { QUESTION_HIDE_REASON_MAX, QUESTION_HIDE_REASON_MIN, questionHideSchema, type QuestionHide, type QuestionHideTarget } from '@platform/contract';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { textRule } from '@/shared/i18n/bound-rules';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ReasonForm, type ReasonValues } from '@/shared/ui/kit/reason-form';
import { useHideQuestion } from '@/features/crowdfunding/api/hide-question';

const reasonRule = textRule(QUESTION_HIDE_REASON_MIN, QUESTION_HIDE_REASON_MAX);

/** A manager hides a question or its answer: readers see the reason in place of the text. */
export function HideQuestionModal({
  roundId,
  questionId,
  target,
  onClose,
}: {
  roundId: string;
  questionId: string;
  target: QuestionHideTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  const hide = useHideQuestion(roundId);
  return (
    <AppModal opened={target !== null} onClose={onClose} applying={hide.isPending} title={t(`roundQuestions.hide.title.${target ?? 'question'}`)}>
      {target ? (
        <ReasonForm<QuestionHide>
          resolver={formResolver(questionHideSchema, { normalise: (values: ReasonValues) => ({ target, reason: values.reason }) })}
          send={(body) => hide.mutateAsync({ questionId, body })}
          busy={hide.isPending}
          errorText={(error, value) => fieldError(reasonRule, error, value)}
          texts={{
            label: t('roundQuestions.hide.reason'),
            description: t('roundQuestions.hide.reasonHint', { min: QUESTION_HIDE_REASON_MIN, max: QUESTION_HIDE_REASON_MAX }),
            submit: t('roundQuestions.hide.submit'),
            done: t(`roundQuestions.hide.done.${target}`),
            failed: t('roundQuestions.hide.failed'),
          }}
          onDone={onClose}
          testId="hide-question-form"
          maxLength={QUESTION_HIDE_REASON_MAX}
        />
      ) : null}
    </AppModal>
  );
}
