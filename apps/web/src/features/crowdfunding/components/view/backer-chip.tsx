import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { BackerStatus } from '@platform/contract';

const colors: Record<BackerStatus, string> = { new: 'yellow', active: 'teal', reject: 'red', cancel: 'gray' };

/** A backer's status as a chip: waiting for confirmation, confirmed, declined or cancelled. */
export function BackerChip({ status }: { status: BackerStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]} radius="sm" tt="none" data-testid="backer-status">
      {t(`crowdfundingView.status.${status}`)}
    </Badge>
  );
}
