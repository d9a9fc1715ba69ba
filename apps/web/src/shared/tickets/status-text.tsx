import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { StepTone, TicketStatus } from '@platform/contract';
import { toneColor } from '@/shared/ui/status-step';

/** A status from the catalogue (spec part 2, section 4): its name and what it means for the client. */
export function StatusText({ status, tone }: { status: TicketStatus | 'unknown'; tone: StepTone }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start" data-testid="application-status" data-status={status}>
      <Badge variant="light" color={toneColor[tone]} radius="sm" tt="none" size="lg">
        {t(`applications.status.${status}.title`)}
      </Badge>
      <Text fz="sm" c="dimmed">
        {t(`applications.status.${status}.text`)}
      </Text>
    </Stack>
  );
}
