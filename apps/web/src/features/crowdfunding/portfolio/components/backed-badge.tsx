import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { portfolioStatusOf, type BackerStatus, type PortfolioStatus } from '@platform/contract';

export const portfolioStatusColor: Record<PortfolioStatus, string> = { pending: 'yellow', confirmed: 'teal', declined: 'red', cancelled: 'gray' };

/** "You back this round", with the backing's status: on the list's cards and the round's view. */
export function BackedBadge({ status }: { status: BackerStatus }) {
  const { t } = useTranslation();
  const shown = portfolioStatusOf[status];
  return (
    <Badge size="sm" variant="light" color={portfolioStatusColor[shown]} radius="sm" tt="none" data-testid="round-backed" data-status={shown}>
      {t('portfolio.backed', { status: t(`portfolio.statuses.${shown}`) })}
    </Badge>
  );
}
