import { Alert } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { CrowdfundingCard } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';

/** The notice of a round's early close on its view: the close date, when notice was given, the last day it had. */
export function EarlyCloseAlert({ card }: { card: CrowdfundingCard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!card.early_close) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<IconCalendarDue size={20} aria-hidden />}
      title={t('portfolio.earlyClose.title')}
      data-testid="round-early-close"
    >
      {t('portfolio.earlyClose.text', {
        close: format.date(card.expire),
        noticed: format.date(card.early_close.noticed_at),
        planned: format.date(card.early_close.planned_expire),
      })}
    </Alert>
  );
}
