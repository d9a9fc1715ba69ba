import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconLock } from '@tabler/icons-react';
import { parseISO } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ExpertTicket } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { InterestButtons } from '@/shared/offers/interest-buttons';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { useAnswerExpertInterest } from '../api/answer-expert-interest';
import { interestLock, interestPress } from '../lib/expert-card';

/**
 * The expert's interest answer: the offers' three-way toggle, until the deadline or the approval
 * of terms. "Not interesting" cancels the ticket, so it is confirmed first.
 */
export function ExpertInterest({ ticket }: { ticket: ExpertTicket }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const answer = useAnswerExpertInterest(ticket.id);
  const [pressedLast, setPressedLast] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = ticket.expert_duedill.interesting;
  const lock = interestLock(ticket);

  const send = (next: boolean | null) =>
    answer.mutate(next, {
      onSuccess: () => notify.info(t('applications.interest.chosen')),
      onError: (failure) => notify.error(apiErrorMessage(failure, errorText), t('applications.interest.failed')),
      onSettled: () => setConfirming(false),
    });
  const press = (pressed: boolean) => {
    if (answer.isPending || lock) return;
    setPressedLast(pressed);
    const { next, cancels } = interestPress(current, pressed);
    if (cancels) setConfirming(true);
    else send(next);
  };

  return (
    <SectionCard title={t('applications.expert.interest.title')} description={t('applications.expert.interest.hint')} data-testid="expert-interest">
      <Stack gap="sm">
        <InterestButtons current={current} sending={answer.isPending ? pressedLast : null} disabled={lock !== null} onPress={press} />
        {ticket.expire && lock === null ? (
          <Text fz="sm" c="dimmed">
            {t('applications.expert.interest.answerBy', { date: format.date(parseISO(ticket.expire)) })}
          </Text>
        ) : null}
        {lock && current !== null ? (
          <Text fz="sm" fw={600} data-testid="expert-interest-answer">
            {t('applications.expert.interest.answered', { answer: t(current ? 'applications.interest.interesting' : 'applications.interest.notInteresting') })}
          </Text>
        ) : null}
        {lock ? (
          <Alert
            variant="light"
            color={lock === 'expired' ? 'orange' : 'gray'}
            icon={lock === 'expired' ? <IconClockExclamation size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
            data-testid="expert-interest-lock"
          >
            {t(`applications.expert.interest.${lock}`)}
          </Alert>
        ) : null}
      </Stack>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('applications.expert.interest.confirmTitle')}
        onApply={() => send(false)}
        applyLabel={t('applications.expert.interest.confirm')}
        applyColor="red"
        applying={answer.isPending}
      >
        <Text>{t('applications.expert.interest.confirmText')}</Text>
      </AppModal>
    </SectionCard>
  );
}
