import { useTranslation } from '@/shared/i18n/use-translation';
import { CLASSIFICATION_REASON_MAX, classificationDecisionSchema, type ClassificationDecision } from '@platform/contract';
import { textRule } from '@/shared/i18n/bound-rules';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ReasonForm, type ReasonValues } from '@/shared/ui/kit/reason-form';
import type { useReviewClassification } from '../api/review-classification';

/** The reason is required and read by the backer (1 to 1000 characters once trimmed). */
const reasonRule = textRule(1, CLASSIFICATION_REASON_MAX);
const resolver = formResolver(classificationDecisionSchema, { normalise: (values: ReasonValues) => ({ decision: 'rejected', reason: values.reason }) });

/** Rejecting a declaration asks why; the backer sees the reason on its Investor checks page and may declare again. */
export function ClassificationRejectModal({
  target,
  review,
  onClose,
}: {
  target: { id: string; name: string } | null;
  review: ReturnType<typeof useReviewClassification>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  return (
    <AppModal opened={target !== null} onClose={onClose} applying={review.isPending} title={t('manageClassifications.reject.title')}>
      {target ? (
        <ReasonForm<ClassificationDecision>
          resolver={resolver}
          send={(decision) => review.mutateAsync({ id: target.id, decision })}
          busy={review.isPending}
          errorText={(error, value) => fieldError(reasonRule, error, value)}
          texts={{
            label: t('manageClassifications.reject.reason'),
            description: t('manageClassifications.reject.reasonHint', { name: target.name }),
            submit: t('manageClassifications.reject.submit'),
            done: t('manageClassifications.reject.done', { name: target.name }),
            failed: t('manageClassifications.failed'),
          }}
          onDone={onClose}
          testId="reject-classification-form"
          maxLength={CLASSIFICATION_REASON_MAX}
        />
      ) : null}
    </AppModal>
  );
}
