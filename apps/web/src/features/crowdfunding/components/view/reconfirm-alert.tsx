import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { notify } from '@/shared/ui/notify';
import { useReconfirm } from '@/features/crowdfunding/api/reconfirm';
import { ReconfirmModal } from './reconfirm-modal';

/**
 * A backer asked to reconfirm after a change of the round's terms: the deadline, and the button
 * that shows the change and then keeps its participation (issue 30, item 3). Nothing once it reconfirmed.
 */
export function ReconfirmAlert({ roundId, reconfirmBy }: { roundId: string; reconfirmBy: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const reconfirm = useReconfirm(roundId);
  const [asking, setAsking] = useState(false);
  const date = format.date(reconfirmBy);
  // Told through the promise: the card read again after the reconfirmation unmounts this alert.
  const send = async () => {
    try {
      await reconfirm.mutateAsync();
      notify.success(t('roundTerms.reconfirm.done'));
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('roundTerms.reconfirm.failed'));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('roundTerms.reconfirm.title', { date })}
      data-testid="round-reconfirm-alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('roundTerms.reconfirm.text', { date })}</Text>
        <Button onClick={() => setAsking(true)} data-testid="round-reconfirm">
          {t('roundTerms.reconfirm.button')}
        </Button>
        <ReconfirmModal
          roundId={roundId}
          reconfirmBy={reconfirmBy}
          opened={asking}
          onClose={() => setAsking(false)}
          onConfirm={() => void send()}
          confirming={reconfirm.isPending}
        />
      </Stack>
    </Alert>
  );
}
