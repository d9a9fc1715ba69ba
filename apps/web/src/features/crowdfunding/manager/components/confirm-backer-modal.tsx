import { useId } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { format } from 'date-fns';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { backerDecisionSchema, type BackerDecision } from '@platform/contract';
import { apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { applyFieldErrors } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { useFormFieldError, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { DateField } from '@/shared/ui/kit/date-field';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { notify } from '@/shared/ui/notify';
import { useDecideBacker } from '../api/decide-backer';
import { confirmBody, confirmDefaults, confirmRules, typedAmount, type ConfirmValues } from '../lib/decision-forms';
import type { BackerTarget } from './backer-target';

/** Confirming a backer: the amount invested (the committed one to start with) and the day it was invested (today to start with). */
export function ConfirmBackerModal({ target, onClose }: { target: BackerTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideBacker();
  return (
    <AppModal opened={target !== null} onClose={onClose} applying={decide.isPending} title={t('manageCrowdfunding.confirm.title')}>
      {target ? <ConfirmForm key={target.backer.id} target={target} decide={decide} onDone={onClose} /> : null}
    </AppModal>
  );
}

const fields = ['investment_amount', 'date_of_investment'] as const;

function ConfirmForm({ target, decide, onDone }: { target: BackerTarget; decide: ReturnType<typeof useDecideBacker>; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useFormatters();
  const language = useLanguage();
  const formId = useId();
  const errorText = useErrorText();
  const form = useForm<ConfirmValues, unknown, BackerDecision>({
    resolver: formResolver(backerDecisionSchema, { normalise: confirmBody }),
    defaultValues: confirmDefaults(target.backer, format(new Date(), 'yyyy-MM-dd')),
  });
  const typed = typedAmount(useWatch({ control: form.control, name: 'investment_amount' }));
  // The amount's bounds are money: written as the dialog's other amounts are.
  const fieldError = useFormFieldError(money.currency);
  const message = (field: (typeof fields)[number], error: FieldErrorLike | undefined, value: unknown) => fieldError(confirmRules[field], error, value);
  // More than is left to raise is refused by the server; the dialog says so and does not send it.
  const over = typed !== undefined && typed > target.remaining;
  const submit = form.handleSubmit(
    async (decision) => {
      if (over) return;
      try {
        await decide.mutateAsync({ backerId: target.backer.id, decision });
        notify.success(t('manageCrowdfunding.confirm.done', { name: target.name }));
        onDone();
      } catch (failure) {
        // The server names the amount `amount` when it is out of the round's bounds: it belongs to this field.
        const { amount, ...named } = serverFieldErrors(failure);
        const found = amount && !named.investment_amount ? { ...named, investment_amount: amount } : named;
        const rest = applyFieldErrors(form.setError, found, fields);
        if (rest.length > 0 || Object.keys(found).length === 0) notify.error(apiErrorMessage(failure, errorText), t('manageCrowdfunding.confirm.failed'));
      }
    },
    () => notify.warning(t('fieldErrors.fixErrors')),
  );
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={600}>{t('manageCrowdfunding.confirm.who', { name: target.name, round: target.roundName })}</Text>
        {target.backer.amount != null ? (
          <Text fz="sm">{t('manageCrowdfunding.confirm.committed', { amount: money.currency(target.backer.amount) })}</Text>
        ) : null}
        <Text fz="sm" data-testid="confirm-remaining">
          {t('manageCrowdfunding.confirm.remaining', { amount: money.currency(target.remaining) })}
        </Text>
      </Stack>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="confirm-backer-form">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="investment_amount"
            render={({ field, fieldState }) => (
              <NumberTextField
                ref={field.ref}
                label={t('manageCrowdfunding.confirm.amount')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...currencyUnit(language)}
                description={typed !== undefined && Number.isFinite(typed) ? money.currency(typed) : undefined}
                error={message('investment_amount', fieldState.error, field.value)}
              />
            )}
          />
          {over ? (
            <Alert color="yellow" variant="light" p="xs" data-testid="confirm-over">
              {t('manageCrowdfunding.confirm.overRemaining', { amount: money.currency(target.remaining) })}
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="date_of_investment"
            render={({ field, fieldState }) => (
              <DateField
                label={t('manageCrowdfunding.confirm.date')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                allowPast
                error={message('date_of_investment', fieldState.error, field.value)}
              />
            )}
          />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('manageCrowdfunding.confirm.submit')} busy={decide.isPending} onCancel={onDone} disabled={over} />
    </Stack>
  );
}
