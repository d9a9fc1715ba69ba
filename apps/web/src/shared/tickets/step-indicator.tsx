import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { StepTone } from '@platform/contract';
import { toneColor } from '@/shared/ui/status-step';
import { stepPercent } from './step';

/** "Step 3 of 6" with a bar in the status tone: finished teal, cancelled red, in progress brand. */
export function StepIndicator({ step }: { step: { current: number; total: number; tone: StepTone } }) {
  const { t } = useTranslation();
  const label = t('applications.step', { current: step.current, total: step.total });
  return (
    <Stack gap={6} miw={140} data-testid="application-step" data-tone={step.tone}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600} c={`${toneColor[step.tone]}.7`}>
          {label}
        </Text>
      </Group>
      <Progress value={stepPercent(step)} color={toneColor[step.tone]} size="sm" radius="xl" aria-hidden />
    </Stack>
  );
}
