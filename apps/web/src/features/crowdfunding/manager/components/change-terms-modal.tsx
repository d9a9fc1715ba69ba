import { useId, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FORM_TEXT_MAX, TERMS_REASON_MAX, TERMS_REASON_MIN, roundTermsSchema, type CrowdfundingCard, type RoundTerms } from '@platform/contract';
import { apiErrorMessage, serverFieldErrors } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { SERVER_ERROR_TYPE, useFormFieldError } from '@/shared/i18n/form-field-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { CountedTextField } from '@/shared/ui/kit/counted-text-field';
import { DateField } from '@/shared/ui/kit/date-field';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { notify } from '@/shared/ui/notify';
import { useChangeTerms } from '@/features/crowdfunding/api/change-terms';
import { termsBody, termsDefaults, termsRules, type TermsValues } from '../lib/terms-form';

const FIELDS: readonly FieldPath<TermsValues>[] = ['value_of_investments.min', 'value_of_investments.max', 'conditions_of_deal', 'expire', 'reason'];

/** The manager's "Change terms" on an active round: the button and its dialog. */
export function ChangeTermsAction({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const change = useChangeTerms(round.id);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="change-terms">
        {t('roundTerms.manage.button')}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} applying={change.isPending} title={t('roundTerms.manage.title')}>
        {opened ? <TermsForm round={round} change={change} onDone={() => setOpened(false)} /> : null}
      </AppModal>
    </>
  );
}

function TermsForm({ round, change, onDone }: { round: CrowdfundingCard; change: ReturnType<typeof useChangeTerms>; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useFormatters();
  const language = useLanguage();
  const formId = useId();
  const errorText = useErrorText();
  const name = round.startup.title;
  const form = useForm<TermsValues, unknown, RoundTerms>({
    resolver: formResolver(roundTermsSchema, { normalise: (values: TermsValues) => termsBody(values, round.expire) }),
    defaultValues: termsDefaults(round),
  });
  const fieldError = useFormFieldError(money.currency);
  const plainError = useFormFieldError();
  const submit = form.handleSubmit(async (terms) => {
    try {
      await change.mutateAsync(terms);
      notify.success(t('roundTerms.manage.done', { name }));
      onDone();
    } catch (failure) {
      // A refusal of a field (the maximum below what is raised, a last day before the deadline) is told on it.
      const fields = Object.entries(serverFieldErrors(failure)).filter(([field]) => (FIELDS as readonly string[]).includes(field));
      fields.forEach(([field, text], index) =>
        form.setError(field as FieldPath<TermsValues>, { type: SERVER_ERROR_TYPE, message: text }, { shouldFocus: index === 0 }),
      );
      if (!fields.length) notify.error(apiErrorMessage(failure, errorText), t('roundTerms.manage.failed'));
    }
  });
  const unit = currencyUnit(language);
  return (
    <Stack gap="md">
      <Text fz="sm">{t('roundTerms.manage.intro', { name })}</Text>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate data-testid="change-terms-form">
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            {(['min', 'max'] as const).map((end) => (
              <Controller
                key={end}
                control={form.control}
                name={`value_of_investments.${end}`}
                render={({ field, fieldState }) => (
                  <NumberTextField
                    ref={field.ref}
                    name={field.name}
                    label={t(`roundTerms.manage.${end}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldError(termsRules[end], fieldState.error, field.value)}
                    required
                    {...unit}
                  />
                )}
              />
            ))}
          </Group>
          <Controller
            control={form.control}
            name="conditions_of_deal"
            render={({ field, fieldState }) => (
              <CountedTextField
                label={t('roundTerms.manage.conditions')}
                value={field.value}
                onChange={field.onChange}
                maxLength={FORM_TEXT_MAX}
                multiline
                required
                error={plainError(termsRules.conditions_of_deal, fieldState.error, field.value)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="expire"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <DateField
                  label={t('roundTerms.manage.expire')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={plainError(termsRules.expire, fieldState.error, field.value)}
                />
                <Text fz="xs" c="dimmed">
                  {t(round.early_close ? 'roundTerms.manage.expireLocked' : 'roundTerms.manage.expireHint')}
                </Text>
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <Stack gap={4}>
                <CountedTextField
                  label={t('roundTerms.manage.reason')}
                  value={field.value}
                  onChange={field.onChange}
                  maxLength={TERMS_REASON_MAX}
                  multiline
                  required
                  error={plainError(termsRules.reason, fieldState.error, field.value)}
                />
                <Text fz="xs" c="dimmed">
                  {t('roundTerms.manage.reasonHint', { min: TERMS_REASON_MIN, max: TERMS_REASON_MAX })}
                </Text>
              </Stack>
            )}
          />
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('roundTerms.manage.submit')} busy={change.isPending} onCancel={onDone} />
    </Stack>
  );
}
