import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { pilotStartupView } from '@platform/contract';

const colors = { new: 'brand', active: 'teal', archive: 'gray', unknown: 'gray' } as const;

/** A pilot's status as startups see it (spec section 4): new, active, archived or unknown. */
export function PilotStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const view = pilotStartupView(status);
  return (
    <Badge variant="light" color={colors[view]} style={{ flexShrink: 0 }} data-testid="pilot-status">
      {t(`pilotsStartup.status.${view}`)}
    </Badge>
  );
}
