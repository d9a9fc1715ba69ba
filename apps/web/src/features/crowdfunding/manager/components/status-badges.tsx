import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { BackerStatus, CrowdfundingStatus } from '@platform/contract';

const roundColor: Record<CrowdfundingStatus, string> = { new: 'orange', active: 'brand', finished: 'teal', decline: 'red' };
const backerColor: Record<BackerStatus, string> = { new: 'orange', active: 'teal', reject: 'red', cancel: 'gray' };

/** A round's status in its colour: waiting (orange), running, done, declined. */
export function RoundStatusBadge({ status }: { status: CrowdfundingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={roundColor[status]} radius="sm" tt="none" miw="max-content" data-testid="round-status" data-status={status}>
      {t(`manageCrowdfunding.roundStatuses.${status}`)}
    </Badge>
  );
}

export function BackerStatusBadge({ status }: { status: BackerStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={backerColor[status]} radius="sm" tt="none" miw="max-content" data-testid="backer-status" data-status={status}>
      {t(`manageCrowdfunding.backerStatuses.${status}`)}
    </Badge>
  );
}
