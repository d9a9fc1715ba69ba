import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../shared/api/api-error';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useFormatters } from '../../../../shared/format/use-formatters';
import { notify } from '../../../../shared/ui/notify';
import { useReconfirm } from '../../api/terms';

/**
 * A backer asked to reconfirm after a change of the round's terms: the deadline, and the button
 * that keeps its participation (issue 30, item 3). Nothing once it reconfirmed.
 */
export function ReconfirmAlert({ roundId, reconfirmBy }: { roundId: string; reconfirmBy: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const reconfirm = useReconfirm(roundId);
  const date = format.date(reconfirmBy);
  const send = async () => {
    try {
      await reconfirm.mutateAsync();
      notify.success(t('roundTerms.reconfirm.done'));
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('roundTerms.reconfirm.failed'));
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
        <Button onClick={() => void send()} loading={reconfirm.isPending} data-testid="round-reconfirm">
          {t('roundTerms.reconfirm.button')}
        </Button>
      </Stack>
    </Alert>
  );
}
