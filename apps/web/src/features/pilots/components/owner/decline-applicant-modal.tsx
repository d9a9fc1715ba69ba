import { useId } from 'react';
import { Stack, Textarea } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import {
  PILOT_REASON_MAX,
  PILOT_REASON_MIN,
  applicantDecisionSchema,
  applicantDeclineReasons,
  type Applicant,
  type ApplicantDecision,
} from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { refusalOnFields } from '@/shared/api/apply-field-errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { FormActions } from '@/shared/ui/kit/form-actions';
import { SelectField } from '@/shared/ui/kit/select-field';
import { notify } from '@/shared/ui/notify';
import { useDecideApplicant } from '@/features/pilots/api/decide-applicant';
import type { OwnerRole } from '@/features/pilots/api/owner-keys';
import { applicantDeclineBody, type ApplicantDeclineValues } from '@/features/pilots/lib/owner-applicants';
import { message, oneMessageRule, useFormFieldError } from '@/shared/i18n/form-field-error';
import { boundedRule } from '@/features/pilots/lib/owner-form';

interface Props {
  role: OwnerRole;
  pilotId: string;
  applicant: Applicant | null;
  onClose: () => void;
}

/** Declining an applicant asks for a structured reason; `other` needs its text. */
export function DeclineApplicantModal({ role, pilotId, applicant, onClose }: Props) {
  const { t } = useTranslation();
  const decide = useDecideApplicant(role, pilotId);
  return (
    <AppModal
      opened={applicant !== null}
      onClose={onClose}
      applying={decide.isPending}
      title={t('pilotsOwner.applicants.declineTitle', { name: applicant?.startup.name ?? '' })}
    >
      {applicant ? <DeclineForm applicant={applicant} decide={decide} onDone={onClose} /> : null}
    </AppModal>
  );
}

const reasonRule = oneMessageRule(message('pilotsOwner.applicants.reasonRequired'), message('pilotsOwner.applicants.reasonRequired'));

function DeclineForm({ applicant, decide, onDone }: { applicant: Applicant; decide: ReturnType<typeof useDecideApplicant>; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useErrorText();
  const fieldError = useFormFieldError();
  const form = useForm<ApplicantDeclineValues, unknown, ApplicantDecision>({
    resolver: formResolver(applicantDecisionSchema, { normalise: applicantDeclineBody }),
    defaultValues: { reason: null, text: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ applicationId: applicant.id, body });
      notify.success(t('pilotsOwner.applicants.declined', { name: applicant.startup.name }));
      onDone();
    } catch (failure) {
      if (!refusalOnFields(form.setError, failure, ['reason', 'text'])) notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.applicants.failed'));
    }
  });
  return (
    <Stack gap="md">
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <SelectField
                ref={field.ref}
                label={t('pilotsOwner.applicants.reason')}
                data={applicantDeclineReasons.map((value) => ({ value, label: t(`pilotsOwner.reasons.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
                required
                error={fieldError(reasonRule, fieldState.error, field.value)}
                data-autofocus
              />
            )}
          />
          {reason === 'other' ? (
            <Controller
              control={form.control}
              name="text"
              render={({ field, fieldState }) => (
                <Textarea
                  ref={field.ref}
                  label={t('pilotsOwner.applicants.reasonText')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  autosize
                  minRows={2}
                  maxLength={PILOT_REASON_MAX}
                  required
                  error={fieldError(boundedRule(PILOT_REASON_MIN, PILOT_REASON_MAX), fieldState.error, field.value)}
                />
              )}
            />
          ) : null}
        </Stack>
      </form>
      <FormActions formId={formId} submitLabel={t('pilotsOwner.applicants.decline')} busy={decide.isPending} onCancel={onDone} color="red" />
    </Stack>
  );
}
