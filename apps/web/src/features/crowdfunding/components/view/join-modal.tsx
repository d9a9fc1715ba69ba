import { useId, useMemo } from 'react';
import { Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorBody, apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { SERVER_ERROR_TYPE, useFormFieldError } from '@/shared/i18n/form-field-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { notify } from '@/shared/ui/notify';
import { useJoinRound } from '@/features/crowdfunding/api/join-round';
import { emptyJoin, joinBody, joinResolver, joinRules, type JoinValues } from '@/features/crowdfunding/lib/join-form';

type Bounds = { min: number; max: number };

/** Refusals about the amount itself land on the field; the rest are told in a notification. */
const AMOUNT_CODES = ['amount_out_of_bounds', 'validation_failed'];

/**
 * The join dialog: an amount within the round's bounds, shown beside the field. The spec's empty
 * body is still taken, but a round with a minimum ticket does not call its amount optional.
 */
export function JoinModal({
  roundId,
  bounds,
  minTicket,
  opened,
  onClose,
}: {
  roundId: string;
  bounds: Bounds;
  minTicket: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const join = useJoinRound(roundId);
  return (
    <AppModal opened={opened} onClose={onClose} applying={join.isPending} title={t('crowdfundingView.join.title')}>
      {opened ? <JoinForm bounds={bounds} minTicket={minTicket} join={join} onDone={onClose} /> : null}
    </AppModal>
  );
}

function JoinForm({ bounds, minTicket, join, onDone }: { bounds: Bounds; minTicket: boolean; join: ReturnType<typeof useJoinRound>; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const formId = useId();
  const errorText = useErrorText();
  // The round's bounds can move while the dialog is open (others join): the check follows them.
  const resolver = useMemo(() => joinResolver({ min: bounds.min, max: bounds.max }), [bounds.min, bounds.max]);
  const form = useForm<JoinValues>({ resolver, defaultValues: emptyJoin });
  const range = { min: format.currency(bounds.min), max: format.currency(bounds.max) };
  const rules = joinRules(bounds);
  const fieldError = useFormFieldError(format.currency);
  const submit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(joinBody(values));
      notify.success(t('crowdfundingView.join.done'));
      onDone();
    } catch (failure) {
      const onField = serverFieldErrors(failure).amount ?? (AMOUNT_CODES.includes(apiErrorBody(failure).code ?? '') ? apiErrorBody(failure).message : null);
      if (onField) form.setError('amount', { type: SERVER_ERROR_TYPE, message: onField }, { shouldFocus: true });
      else notify.error(apiErrorMessage(failure, errorText), t('crowdfundingView.join.failed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <NumberTextField
              ref={field.ref}
              name={field.name}
              label={t('crowdfundingView.join.amount')}
              description={t(minTicket ? 'crowdfundingView.join.amountHintMin' : 'crowdfundingView.join.amountHint', range)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(rules.amount, fieldState.error, field.value)}
              {...currencyUnit(language)}
            />
          )}
        />
      </form>
      <FormActions formId={formId} submitLabel={t('crowdfundingView.join.submit')} busy={join.isPending} onCancel={onDone} />
    </Stack>
  );
}
