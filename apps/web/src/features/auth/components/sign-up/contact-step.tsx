import { TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX, contactStepSchema } from '@platform/contract';
import type { z } from 'zod';
import { useFieldError } from '../../../../shared/i18n/use-field-error';
import { StepFrame } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import { useStepServerErrors } from './use-step-server-errors';

/** Step 6: how the platform's manager reaches the person. */
export function ContactStep({ draft, position, next, back, serverError }: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<z.input<typeof contactStepSchema>, unknown, z.output<typeof contactStepSchema>>({
    resolver: zodResolver(contactStepSchema),
    defaultValues: { phone: draft.phone },
  });
  const { errors } = form.formState;
  const phone = useWatch({ control: form.control, name: 'phone' });
  const alert = useStepServerErrors(form.setError, serverError, ['phone']);

  return (
    <StepFrame
      eyebrow={t('auth.signUp.title')}
      position={position}
      title={t('auth.signUp.contact.title')}
      description={t('auth.signUp.contact.text')}
      alert={alert}
      onSubmit={(event) => void form.handleSubmit((answer) => next(answer))(event)}
      submitLabel={t('auth.steps.continue')}
      onBack={() => back(form.getValues())}
    >
      <TextInput
        {...form.register('phone')}
        label={t('auth.signUp.contact.phone')}
        placeholder={t('auth.signUp.contact.phonePlaceholder')}
        description={t('auth.signUp.contact.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_MAX}
        size="md"
        leftSection={<IconPhone size={18} aria-hidden />}
        error={fieldError('phone', errors.phone, phone)}
      />
    </StepFrame>
  );
}
