import { Alert, Badge, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ownerStatusLine, ownerViewColor } from '@/features/pilots/lib/owner-status';

/** The card's status as the owner sees it (spec part 2, section 4). */
export function PilotStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const { view } = ownerStatusLine(status, null);
  return (
    <Badge variant="light" color={ownerViewColor[view]} radius="sm" tt="none" data-testid="pilot-status" data-status={view}>
      {t(`pilotsOwner.status.${view}`)}
    </Badge>
  );
}

/** A declined card's reason, or the unknown-reason text; nothing for any other status. */
export function PilotDeclineReason({ status, reason, compact = false }: { status: string; reason: string | null; compact?: boolean }) {
  const { t } = useTranslation();
  const line = ownerStatusLine(status, reason);
  if (line.view !== 'declined') return null;
  const text = line.reason ?? t('pilotsOwner.status.reasonUnknown');
  return compact ? (
    <Text fz="sm" c="red.8" lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="pilot-decline-reason">
      {t('pilotsOwner.status.reason', { reason: text })}
    </Text>
  ) : (
    <Alert color="red" variant="light" title={t('pilotsOwner.status.declinedTitle')} data-testid="pilot-decline-reason">
      <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Alert>
  );
}
