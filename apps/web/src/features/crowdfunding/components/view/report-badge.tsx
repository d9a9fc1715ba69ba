import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Marks an update that is the startup's quarterly report after the round. */
export function ReportBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="indigo" radius="sm" tt="none" data-testid="report-badge">
      {t('backersRoom.report.badge')}
    </Badge>
  );
}
