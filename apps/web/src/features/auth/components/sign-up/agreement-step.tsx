import { Anchor, Checkbox, Paper, Text } from '@mantine/core';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { agreementStepSchema } from '@platform/contract';
import { z } from 'zod';
import { paths } from '@/shared/paths';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { StepFrame } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import { useStepServerErrors } from './use-step-server-errors';

/** The checkbox holds a boolean; the contract's schema then demands `true`. */
const agreementFormSchema = z.object({ agreement: z.boolean() }).pipe(agreementStepSchema);

export interface AgreementStepProps extends SignUpStepProps {
  /** Sends the finished sign-up. */
  finish: (values: { agreement: true }) => void;
  finishing: boolean;
}

/** The last step: the user agreement and the privacy policy, then the account is created. */
export function AgreementStep({ draft, position, back, serverError, finish, finishing }: AgreementStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<z.input<typeof agreementFormSchema>, unknown, z.output<typeof agreementFormSchema>>({
    resolver: formResolver(agreementFormSchema),
    defaultValues: { agreement: draft.agreement },
  });
  const alert = useStepServerErrors(form.setError, serverError, ['agreement']);
  const link = (to: string) => <Anchor component={Link} to={to} target="_blank" fw={600} inherit />;

  return (
    <StepFrame
      eyebrow={t('signUp.title')}
      position={position}
      title={t('signUp.agreement.title')}
      description={t('signUp.agreement.text')}
      alert={alert}
      onSubmit={(event) => void form.handleSubmit((values) => !finishing && finish(values))(event)}
      submitLabel={t('signUp.agreement.submit')}
      submitting={finishing}
      onBack={() => back({ agreement: form.getValues('agreement') })}
    >
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Controller
          control={form.control}
          name="agreement"
          render={({ field, fieldState }) => (
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              size="md"
              label={
                <Text component="span" fz="sm">
                  <Trans
                    i18nKey="signUp.agreement.label"
                    components={{ agreement: link(paths.staticPage('user-agreement')), privacy: link(paths.staticPage('privacy-policy')) }}
                  />
                </Text>
              }
              error={fieldError('agreement', fieldState.error, field.value)}
            />
          )}
        />
      </Paper>
    </StepFrame>
  );
}
