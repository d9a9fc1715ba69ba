import { Badge } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** A pilot card's mark while its run's decision is due within the week, for its owner and the startup running it. */
export function DueSoonBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="orange" radius="sm" tt="none" leftSection={<IconHourglassHigh size={14} aria-hidden />} data-testid="pilot-due-soon">
      {t('pilotRecord.dueSoon')}
    </Badge>
  );
}
