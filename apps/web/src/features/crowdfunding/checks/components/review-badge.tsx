import { Badge } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Classification } from '@platform/contract';

const colors = { pending: 'yellow', verified: 'green', rejected: 'red' } as const;

/** Where a declaration stands with the managers; an expired one says so instead, since it no longer counts. */
export function ReviewBadge({ classification }: { classification: Pick<Classification, 'review' | 'expired'> }) {
  const { t } = useTranslation();
  if (classification.expired)
    return (
      <Badge color="gray" variant="light" data-testid="review-badge">
        {t('investorChecks.review.expired')}
      </Badge>
    );
  return (
    <Badge color={colors[classification.review]} variant="light" data-testid="review-badge">
      {t(`investorChecks.review.${classification.review}`)}
    </Badge>
  );
}
