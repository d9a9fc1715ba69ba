import { Anchor, Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconBuildingSkyscraper, IconCertificate, IconRocket } from '@tabler/icons-react';
import { formResolver } from '@/shared/lib/form-resolver';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { companyRoles, signupRoleSchema } from '@platform/contract';
import { z } from 'zod';
import { paths } from '@/shared/paths';
import { useFieldError } from '@/shared/i18n/use-field-error';
import { stepPosition } from '@/features/auth/sign-up/steps';
import { StepFrame } from '../step-frame';
import type { SignUpStepProps } from './step-props';
import choiceCard from '@/shared/ui/kit/choice-card.module.css';

const roleFormSchema = z.object({ role: signupRoleSchema });

const icons = { startup: IconRocket, investor: IconBriefcase, corporate: IconBuildingSkyscraper, expert: IconCertificate } as const;

/** Step 1: who signs up. The corporate role reads "Corporation" here, as the spec words it. */
export function RoleStep({ draft, next }: SignUpStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useForm<z.input<typeof roleFormSchema>, unknown, z.output<typeof roleFormSchema>>({
    resolver: formResolver(roleFormSchema),
    defaultValues: { role: draft.role ?? undefined },
  });
  // The count of steps follows the role picked, before it is saved.
  const picked = useWatch({ control: form.control, name: 'role' });

  return (
    <StepFrame
      eyebrow={t('signUp.title')}
      position={stepPosition('sign-up', picked ?? null)}
      title={t('signUp.role.title')}
      description={t('signUp.role.text')}
      onSubmit={(event) => void form.handleSubmit(({ role }) => next({ role }))(event)}
      submitLabel={t('auth.steps.continue')}
      footer={
        <Text ta="center" fz="sm" c="dimmed">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login()} fw={600}>
            {t('auth.login.submit')}
          </Anchor>
        </Text>
      }
    >
      <Controller
        control={form.control}
        name="role"
        render={({ field, fieldState }) => (
          <Radio.Group
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value)}
            label={t('signUp.role.label')}
            error={fieldError('role', fieldState.error, field.value)}
            styles={{ label: { marginBottom: 8 } }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {companyRoles.map((role) => {
                const RoleIcon = icons[role];
                return (
                  <Radio.Card className={choiceCard.card} key={role} value={role} radius="md" p="md" aria-label={t(`signUp.role.${role}.title`)}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <Stack gap={4} style={{ flex: 1 }}>
                        <Group gap={8} wrap="nowrap">
                          <ThemeIcon size={28} radius="md" variant="light">
                            <RoleIcon size={18} stroke={1.8} aria-hidden />
                          </ThemeIcon>
                          <Text fw={700}>{t(`signUp.role.${role}.title`)}</Text>
                        </Group>
                        <Text fz="sm" c="dimmed" lh={1.4}>
                          {t(`signUp.role.${role}.text`)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
    </StepFrame>
  );
}
