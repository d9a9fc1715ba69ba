import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { activateRoundFormSchema, type CrowdfundingCard, type RoundModeration } from '@platform/contract';
import { apiErrorBody, apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { SERVER_ERROR_TYPE, useFormFieldError, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { notify } from '@/shared/ui/notify';
import type { useModerateRound } from '../api/moderate-round';
import { activateBody, activateDefaults, activateRules, type ActivateValues } from '../lib/decision-forms';

type Moderate = ReturnType<typeof useModerateRound>;

/** The server's refusals about the minimum ticket, told on the field in the reader's language. */
const MIN_TICKET_CODES = ['min_ticket_required', 'min_ticket_above_max'];

/** Activating a round asks for its minimum ticket (prefilled with the startup's), so no backer commits a token amount. */
export function ActivateRoundModal({
  opened,
  round,
  moderate,
  onClose,
}: {
  opened: boolean;
  round: CrowdfundingCard;
  moderate: Moderate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} applying={moderate.isPending} title={t('manageCrowdfunding.activate.title')}>
      {opened ? <ActivateForm round={round} moderate={moderate} onDone={onClose} /> : null}
    </AppModal>
  );
}

function ActivateForm({ round, moderate, onDone }: { round: CrowdfundingCard; moderate: Moderate; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useFormatters();
  const language = useLanguage();
  const formId = useId();
  const errorText = useErrorText();
  const max = round.value_of_investments.max;
  const range = { min: money.currency(1), max: money.currency(max) };
  const name = round.startup.title;
  const form = useForm<ActivateValues, unknown, RoundModeration>({
    resolver: formResolver(activateRoundFormSchema(max), { normalise: activateBody }),
    defaultValues: activateDefaults(round),
  });
  const rules = activateRules(max);
  // The range's ends are money: written as the hint writes them.
  const fieldError = useFormFieldError(money.currency);
  const message = (error: FieldErrorLike | undefined, value: unknown) => fieldError(rules.min_ticket, error, value);
  const submit = form.handleSubmit(async (move) => {
    try {
      await moderate.mutateAsync(move);
      notify.success(t('manageCrowdfunding.actions.activated', { name }));
      onDone();
    } catch (failure) {
      const body = apiErrorBody(failure);
      if (body.message && MIN_TICKET_CODES.includes(body.code ?? ''))
        form.setError('min_ticket', { type: SERVER_ERROR_TYPE, message: body.message }, { shouldFocus: true });
      else notify.error(apiErrorMessage(failure, errorText), t('manageCrowdfunding.actions.failed'));
    }
  });
  return (
    <Stack gap="md">
      <Text>{t('manageCrowdfunding.activate.text', { name })}</Text>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="activate-round-form">
        <Controller
          control={form.control}
          name="min_ticket"
          render={({ field, fieldState }) => (
            <NumberTextField
              ref={field.ref}
              name={field.name}
              label={t('manageCrowdfunding.activate.minTicket')}
              description={t('manageCrowdfunding.activate.minTicketHint', range)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error, field.value)}
              {...currencyUnit(language)}
            />
          )}
        />
      </form>
      <FormActions formId={formId} submitLabel={t('manageCrowdfunding.activate.submit')} busy={moderate.isPending} onCancel={onDone} />
    </Stack>
  );
}
