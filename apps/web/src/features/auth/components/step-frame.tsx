import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

export interface StepFrameProps {
  /** The flow the step belongs to: "Sign up", "Password recovery". */
  eyebrow: string;
  /** "Step 3 of 8", with a progress bar. */
  position?: { index: number; total: number | null };
  title: string;
  description?: ReactNode;
  /** A refusal of the server, shown above the fields. */
  alert?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting?: boolean;
  onBack?: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every sign-up and recovery step: where the person is, the fields, back and next. */
export function StepFrame({
  eyebrow,
  position,
  title,
  description,
  alert,
  onSubmit,
  submitLabel,
  submitting = false,
  onBack,
  children,
  footer,
}: StepFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(title);

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap="lg">
        <Stack gap={8}>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" fw={700} tt="uppercase" c="brand.7" style={{ letterSpacing: '0.06em' }}>
              {eyebrow}
            </Text>
            {position ? (
              <Text fz="sm" c="dimmed" fw={500}>
                {position.total === null
                  ? t('auth.steps.first', { index: position.index })
                  : t('auth.steps.position', { index: position.index, total: position.total })}
              </Text>
            ) : null}
          </Group>
          {position ? <Progress value={position.total === null ? 0 : (position.index / position.total) * 100} size="sm" radius="xl" aria-hidden /> : null}
        </Stack>

        <Stack gap={6}>
          <Title order={1} id={titleId} fz={{ base: 24, sm: 28 }} lh={1.2}>
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>

        {alert ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" style={{ whiteSpace: 'pre-line' }}>
            {alert}
          </Alert>
        ) : null}

        {children}

        <Group gap="sm" wrap="nowrap" mt={4}>
          {onBack ? (
            <Button variant="default" size="md" onClick={onBack} disabled={submitting} leftSection={<IconArrowLeft size={18} aria-hidden />}>
              {t('auth.steps.back')}
            </Button>
          ) : null}
          <Button type="submit" size="md" loading={submitting} style={{ flex: 1 }}>
            {submitLabel}
          </Button>
        </Group>

        {footer}
      </Stack>
    </form>
  );
}
