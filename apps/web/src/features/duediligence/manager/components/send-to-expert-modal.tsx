import { useId, useState } from 'react';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AMOUNT_MAX, EXPERT_FEE_MIN, EXPERT_TIMELINE_MAX, sendToExpertBodySchema, type ExpertCandidate, type SendToExpertBody } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { currencyUnit } from '@/shared/format/currency-unit';
import { useFormatters } from '@/shared/format/use-formatters';
import { useFormFieldError, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { DateField } from '@/shared/ui/kit/date-field';
import { NumberTextField } from '@/shared/ui/kit/number-text-field';
import { notify } from '@/shared/ui/notify';
import { useSendToExpert } from '../api/send-to-expert';
import { emptySendExpertValues, sendExpertBody, sendExpertFields, sendExpertRules, type SendExpertField, type SendExpertValues } from '../lib/send-expert-form';
import { FormActions } from '@/shared/ui/kit/form-actions';

export interface SendToExpertModalProps {
  ticketId: string;
  /** The company chosen from the ranking; none keeps the dialog closed. */
  company: Pick<ExpertCandidate, 'id' | 'name'> | null;
  onClose: () => void;
}

/** The terms the expert company is offered: timeline, start, fee and how long the offer stays open. */
export function SendToExpertModal({ ticketId, company, onClose }: SendToExpertModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <AppModal opened={company !== null} onClose={onClose} applying={busy} title={t('manage.sendExpert.title')}>
      {company ? <SendForm ticketId={ticketId} company={company} busy={busy} setBusy={setBusy} onDone={onClose} /> : null}
    </AppModal>
  );
}

interface SendFormProps {
  ticketId: string;
  company: Pick<ExpertCandidate, 'id' | 'name'>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
}

function SendForm({ ticketId, company, busy, setBusy, onDone }: SendFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const format = useFormatters();
  const language = useLanguage();
  const errorText = useErrorText();
  const send = useSendToExpert(ticketId);
  const form = useForm<SendExpertValues, unknown, SendToExpertBody>({
    resolver: formResolver(sendToExpertBodySchema, { normalise: (values: SendExpertValues) => sendExpertBody(values, company.id) }),
    defaultValues: emptySendExpertValues,
  });
  const fieldError = useFormFieldError();
  const message = (field: SendExpertField, error: FieldErrorLike | undefined, value: unknown) => fieldError(sendExpertRules[field], error, value);

  const submit = form.handleSubmit(
    async (body) => {
      setBusy(true);
      try {
        await send.mutateAsync(body);
        notify.success(t('manage.sendExpert.sent', { name: company.name }));
        onDone();
      } catch (failure) {
        refusalOnFields(form.setError, failure, sendExpertFields);
        notify.error(apiErrorMessage(failure, errorText), t('manage.sendExpert.failed'));
      } finally {
        setBusy(false);
      }
    },
    () => notify.warning(t('fieldErrors.fixErrors')),
  );

  return (
    <Stack gap="md">
      <Text fz="sm">{t('manage.sendExpert.to', { name: company.name })}</Text>
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="timeline"
            render={({ field, fieldState }) => (
              <TextInput
                ref={field.ref}
                label={t('manage.sendExpert.timeline')}
                description={t('manage.sendExpert.timelineHint')}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                maxLength={EXPERT_TIMELINE_MAX}
                required
                error={message('timeline', fieldState.error, field.value)}
                data-autofocus
              />
            )}
          />
          <Controller
            control={form.control}
            name="fee"
            render={({ field, fieldState }) => (
              <NumberTextField
                ref={field.ref}
                label={t('manage.sendExpert.fee')}
                description={t('manage.sendExpert.feeHint', { min: format.number(EXPERT_FEE_MIN), max: format.number(AMOUNT_MAX) })}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...currencyUnit(language)}
                error={message('fee', fieldState.error, field.value)}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="start_date"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('manage.sendExpert.startDate')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  allowPast
                  error={message('start_date', fieldState.error, field.value)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="expire"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('manage.sendExpert.expire')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={message('expire', fieldState.error, field.value)}
                />
              )}
            />
          </SimpleGrid>
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('manage.sendExpert.submit')} busy={busy} onCancel={onDone} />
    </Stack>
  );
}
