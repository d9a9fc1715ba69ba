import { formResolver } from '@/shared/lib/form-resolver';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DECLINE_ROUND_REASON_MAX, DECLINE_ROUND_REASON_MIN, roundModerationSchema, type RoundModeration } from '@platform/contract';
import { useFormFieldError } from '@/shared/i18n/form-field-error';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ReasonForm, type ReasonValues } from '@/shared/ui/kit/reason-form';
import type { useModerateRound } from '../api/moderate-round';
import { reasonRule } from '../lib/decision-forms';

type Moderate = ReturnType<typeof useModerateRound>;

/** Declining a round asks for the reason the startup will read (5 to 500 characters). */
export function DeclineRoundModal({ opened, name, moderate, onClose }: { opened: boolean; name: string; moderate: Moderate; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFormFieldError();
  return (
    <AppModal opened={opened} onClose={onClose} applying={moderate.isPending} title={t('manageCrowdfunding.decline.title')}>
      {opened ? (
        <ReasonForm<RoundModeration>
          resolver={formResolver(roundModerationSchema, { normalise: (values: ReasonValues) => ({ status: 'decline', reason: values.reason }) })}
          send={(move) => moderate.mutateAsync(move)}
          busy={moderate.isPending}
          errorText={(error, value) => fieldError(reasonRule, error, value)}
          texts={{
            label: t('manageCrowdfunding.decline.reason'),
            description: t('manageCrowdfunding.decline.reasonHint', { min: DECLINE_ROUND_REASON_MIN, max: DECLINE_ROUND_REASON_MAX }),
            submit: t('manageCrowdfunding.decline.submit'),
            done: t('manageCrowdfunding.decline.done', { name }),
            failed: t('manageCrowdfunding.actions.failed'),
          }}
          onDone={onClose}
          testId="decline-round-form"
          maxLength={DECLINE_ROUND_REASON_MAX}
        />
      ) : null}
    </AppModal>
  );
}
