import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TICKET_STEPS_TOTAL, ticketStep, ticketStepTone, type StepTone, type TicketStatus } from '@platform/contract';

/** Colours of the step tones (spec part 2, section 4): done, stopped, under way. */
export const toneColor: Record<StepTone, string> = { positive: 'teal', negative: 'red', active: 'brand' };

/**
 * The status as a badge in its tone's colour. An expert ticket whose approved report a manager
 * revoked (`revoked`) stays `due_success`, but no longer reads as an approval.
 */
export function StatusBadge({ status, revoked = false }: { status: TicketStatus; revoked?: boolean }) {
  const { t } = useTranslation();
  const tone: StepTone = revoked ? 'negative' : ticketStepTone(status);
  return (
    <Badge variant="light" color={toneColor[tone]} radius="sm" tt="none" miw="max-content" data-testid="ticket-status" data-tone={tone}>
      {revoked ? t('manage.revokedStatus') : t(`manage.statuses.${status}`)}
    </Badge>
  );
}

/** An expert ticket's answer window closed without an answer. */
export function ExpiredBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="orange" radius="sm" tt="none" miw="max-content" data-testid="ticket-expired">
      {t('manage.expired')}
    </Badge>
  );
}

/** "Step 3 of 6" in the tone's colour, as text or with a bar (the ticket page). */
export function StepText({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm" c={`${toneColor[ticketStepTone(status)]}.7`} fw={600} data-testid="ticket-step">
      {t('manage.step', { current: ticketStep(status), total: TICKET_STEPS_TOTAL })}
    </Text>
  );
}

export function StatusStep({ status, revoked = false }: { status: TicketStatus; revoked?: boolean }) {
  const { t } = useTranslation();
  const tone = revoked ? 'negative' : ticketStepTone(status);
  return (
    <Stack gap={6} miw={200}>
      <Group gap="sm" wrap="nowrap">
        <StatusBadge status={status} revoked={revoked} />
        <StepText status={status} />
      </Group>
      <Progress
        value={(ticketStep(status) / TICKET_STEPS_TOTAL) * 100}
        color={toneColor[tone]}
        size="sm"
        aria-label={t('manage.step', { current: ticketStep(status), total: TICKET_STEPS_TOTAL })}
      />
      <Text fz="xs" c="dimmed">
        {revoked ? t('manage.revokedStatusHint') : t(`manage.statusHints.${status}`)}
      </Text>
    </Stack>
  );
}
