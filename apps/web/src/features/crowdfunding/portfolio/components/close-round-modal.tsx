import { useId, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { closeRoundFormSchema, earliestCloseDate, utcToday, type CrowdfundingCard, type RoundModeration } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { DateField } from '@/shared/ui/kit/date-field';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { notify } from '@/shared/ui/notify';

type Moderate = { isPending: boolean; mutateAsync: (move: RoundModeration) => Promise<unknown> };

/**
 * The manager's early close: a close date at least five business days ahead and before the
 * round's last day, the earliest offered. The browser has no holiday list, so it checks weekends
 * only; the server, which has the list, may still refuse a date, and its reason shows on the field.
 */
export function CloseRoundModal({ opened, round, moderate, onClose }: { opened: boolean; round: CrowdfundingCard; moderate: Moderate; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} applying={moderate.isPending} title={t('portfolio.close.title')}>
      {opened ? <CloseForm round={round} moderate={moderate} onDone={onClose} /> : null}
    </AppModal>
  );
}

function CloseForm({ round, moderate, onDone }: { round: CrowdfundingCard; moderate: Moderate; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const formId = useId();
  const today = utcToday();
  const earliest = earliestCloseDate(today, new Set());
  const [closeOn, setCloseOn] = useState<string | null>(earliest < round.expire ? earliest : null);
  const [error, setError] = useState<string | null>(null);
  const name = round.startup.title;
  const texts: Record<string, string> = {
    close_notice_too_short: t('portfolio.close.tooSoon', { date: format.date(earliest) }),
    close_not_before_expire: t('portfolio.close.notBefore', { date: format.date(round.expire) }),
  };
  const submit = async () => {
    const checked = closeRoundFormSchema(today, round.expire).safeParse({ close_on: closeOn ?? '' });
    if (!checked.success) {
      const code = checked.error.issues[0]?.message ?? '';
      setError(texts[code] ?? t('validation.required'));
      return;
    }
    try {
      await moderate.mutateAsync({ status: 'finished', close_on: checked.data.close_on });
      notify.success(t('portfolio.close.done', { name, date: format.date(checked.data.close_on) }));
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure, errorText));
    }
  };
  return (
    <Stack gap="md">
      <form
        id={formId}
        noValidate
        data-testid="close-round-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text>{t('portfolio.close.text', { name, date: format.date(round.expire) })}</Text>
          <DateField
            label={t('portfolio.close.date')}
            value={closeOn}
            onChange={(value) => {
              setError(null);
              setCloseOn(value);
            }}
            error={error}
          />
          <Text fz="sm" c="dimmed">
            {t('portfolio.close.hint')}
          </Text>
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('portfolio.close.submit')} busy={moderate.isPending} onCancel={onDone} />
    </Stack>
  );
}
