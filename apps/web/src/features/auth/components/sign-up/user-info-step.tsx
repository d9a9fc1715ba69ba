import { Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERSON_NAME_MAX, POSITION_MAX, userInfoStepSchema } from '@platform/contract';
import type { z } from 'zod';
import { useFieldError } from '../../../../shared/i18n/use-field-error';
import { StepFrame } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import { useStepServerErrors } from './use-step-server-errors';

type UserInfoInput = z.input<typeof userInfoStepSchema>;

/** Step 4: the person behind the account. */
export function UserInfoStep({ draft, position, next, back, serverError }: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<UserInfoInput, unknown, z.output<typeof userInfoStepSchema>>({
    resolver: zodResolver(userInfoStepSchema),
    defaultValues: { name: draft.name, surname: draft.surname, position: draft.position },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const alert = useStepServerErrors(form.setError, serverError, ['name', 'surname', 'position']);

  return (
    <StepFrame
      eyebrow={t('auth.signUp.title')}
      position={position}
      title={t('auth.signUp.user.title')}
      description={t('auth.signUp.user.text')}
      alert={alert}
      onSubmit={(event) => void form.handleSubmit((answer) => next(answer))(event)}
      submitLabel={t('auth.steps.continue')}
      onBack={() => back(form.getValues())}
    >
      <Stack gap="md">
        <TextInput
          {...form.register('name')}
          label={t('auth.signUp.user.name')}
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX}
          size="md"
          error={fieldError('name', errors.name, values.name)}
        />
        <TextInput
          {...form.register('surname')}
          label={t('auth.signUp.user.surname')}
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX}
          size="md"
          error={fieldError('surname', errors.surname, values.surname)}
        />
        <TextInput
          {...form.register('position')}
          label={t('auth.signUp.user.position')}
          placeholder={t('auth.signUp.user.positionPlaceholder')}
          autoComplete="organization-title"
          maxLength={POSITION_MAX}
          size="md"
          error={fieldError('position', errors.position, values.position)}
        />
      </Stack>
    </StepFrame>
  );
}
