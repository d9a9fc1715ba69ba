import { Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PERSON_NAME_MAX, POSITION_MAX, userInfoStepSchema } from '@platform/contract';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { StepFrame } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** Step 4: the person behind the account. */
export function UserInfoStep(props: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { form, frame } = useStepForm(userInfoStepSchema, ['name', 'surname', 'position'], props);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  return (
    <StepFrame {...frame} title={t('signUp.user.title')} description={t('signUp.user.text')}>
      <Stack gap="md">
        <TextInput
          {...form.register('name')}
          label={t('signUp.user.name')}
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX}
          size="md"
          error={fieldError('name', errors.name, values.name)}
        />
        <TextInput
          {...form.register('surname')}
          label={t('signUp.user.surname')}
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX}
          size="md"
          error={fieldError('surname', errors.surname, values.surname)}
        />
        <TextInput
          {...form.register('position')}
          label={t('signUp.user.position')}
          placeholder={t('signUp.user.positionPlaceholder')}
          autoComplete="organization-title"
          maxLength={POSITION_MAX}
          size="md"
          error={fieldError('position', errors.position, values.position)}
        />
      </Stack>
    </StepFrame>
  );
}
