import { useId } from 'react';
import { Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PILOT_REASON_MAX, PILOT_REASON_MIN, pilotModerationSchema, type PilotModeration } from '@platform/contract';
import { apiErrorMessage, serverFieldErrors } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { SERVER_ERROR_TYPE } from '../../../shared/i18n/field-error-text';
import { normalisedResolver } from '../../../shared/lib/normalised-resolver';
import { AppModal } from '../../../shared/ui/kit/app-modal';
import { FormActions } from '../../../shared/ui/kit/form-actions';
import { notify } from '../../../shared/ui/notify';
import { boundedFieldMessage } from '../../pilots/lib/owner-form';
import { useFieldText } from '../../pilots/components/owner/use-field-text';
import { useMovePilot, type ManagerPilot } from './api';

/** Declining a sent pilot asks for a reason the owner reads (5 to 500 characters). */
export function DeclinePilotModal({ pilot, onClose }: { pilot: ManagerPilot | null; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMovePilot();
  return (
    <AppModal opened={pilot !== null} onClose={onClose} applying={move.isPending} title={t('pilotsOwner.manage.declineTitle', { name: pilot?.name ?? '' })}>
      {pilot ? <DeclineForm pilot={pilot} move={move} onDone={onClose} /> : null}
    </AppModal>
  );
}

function DeclineForm({ pilot, move, onDone }: { pilot: ManagerPilot; move: ReturnType<typeof useMovePilot>; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const form = useForm<{ reason: string }, unknown, PilotModeration>({
    resolver: normalisedResolver(zodResolver(pilotModerationSchema), (values: { reason: string }) => ({ status: 'decline', reason: values.reason })),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await move.mutateAsync({ id: pilot.id, body });
      notify.success(t('pilotsOwner.manage.moved', { name: pilot.name, status: t('pilotsOwner.manage.statuses.decline') }));
      onDone();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.reason) form.setError('reason', { type: SERVER_ERROR_TYPE, message: fields.reason }, { shouldFocus: true });
      else notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.manage.failed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Textarea
              ref={field.ref}
              label={t('pilotsOwner.manage.reason')}
              description={t('pilotsOwner.manage.reasonHint', { min: PILOT_REASON_MIN, max: PILOT_REASON_MAX })}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              autosize
              minRows={3}
              required
              error={fieldText(boundedFieldMessage(fieldState.error, field.value.trim() === '', PILOT_REASON_MIN, PILOT_REASON_MAX))}
              data-autofocus
            />
          )}
        />
      </form>
      <FormActions formId={formId} submitLabel={t('pilotsOwner.manage.decline')} busy={move.isPending} onCancel={onDone} color="red" />
    </Stack>
  );
}
