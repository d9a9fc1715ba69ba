import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { nextInterest } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { notify } from '@/shared/ui/notify';
import { useAnswerInterest, type Quote } from './answer-interest';
import { InterestButtons } from './interest-buttons';

export interface InterestToggleProps {
  quote: Quote;
  /** Reloads what shows the answer (the profile), after a success and after a failure alike. */
  onAnswered?: () => void;
}

/**
 * The three-way interest answer of an offer (spec part 2, section 4): interesting, not
 * interesting, and pressing the chosen one again clears it.
 */
export function InterestToggle({ quote, onAnswered }: InterestToggleProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const answer = useAnswerInterest();
  const current = answer.isSuccess ? answer.data.interesting : quote.interesting;
  const [pressedLast, setPressedLast] = useState<boolean | null>(null);

  const press = (pressed: boolean) => {
    if (answer.isPending) return;
    setPressedLast(pressed);
    answer.mutate(
      { offerId: quote.id, interesting: nextInterest(current, pressed) },
      {
        onSuccess: () => notify.info(t('applications.interest.chosen')),
        onError: (failure) => notify.error(apiErrorMessage(failure, errorText), t('applications.interest.failed')),
        onSettled: () => onAnswered?.(),
      },
    );
  };

  return <InterestButtons current={current} sending={answer.isPending ? pressedLast : null} onPress={press} />;
}
