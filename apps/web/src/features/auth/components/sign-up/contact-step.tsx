import { TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PHONE_MAX, contactStepSchema } from '@platform/contract';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { StepFrame } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** Step 6: how the platform's manager reaches the person. */
export function ContactStep(props: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { form, frame } = useStepForm(contactStepSchema, ['phone'], props);
  const { errors } = form.formState;
  const phone = useWatch({ control: form.control, name: 'phone' });

  return (
    <StepFrame {...frame} title={t('signUp.contact.title')} description={t('signUp.contact.text')}>
      <TextInput
        {...form.register('phone')}
        label={t('signUp.contact.phone')}
        placeholder={t('signUp.contact.phonePlaceholder')}
        description={t('signUp.contact.phoneHint')}
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
