import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { BackerLimits } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { ContentLoader } from '@/shared/ui/loaders';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useBackerLimits } from '../api/get-limits';
import { limitBasisWording } from '../lib/limit-basis';

/** The 12-month limit: how much, what is already committed, what remains, and the arithmetic behind it. */
export function LimitCard() {
  const { t } = useTranslation();
  const query = useBackerLimits();
  return (
    <SectionCard title={t('investorChecks.limit.title')} description={t('investorChecks.limit.description')} data-testid="limit">
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LimitFigures limits={query.data} />
      )}
    </SectionCard>
  );
}

function LimitFigures({ limits }: { limits: BackerLimits }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (limits.class === null) return <Text c="dimmed">{t('investorChecks.limit.noClass')}</Text>;
  const basis = limitBasisWording(limits);
  const money = Object.fromEntries(Object.entries(basis.money).map(([name, value]) => [name, format.currency(value)]));
  const cell = (label: string, value: string, testId: string) => (
    <Paper withBorder radius="md" p="sm">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {cell(t('investorChecks.limit.limit'), limits.limit === null ? t('investorChecks.limit.none') : format.currency(limits.limit), 'limit-amount')}
        {cell(t('investorChecks.limit.committed'), format.currency(limits.committed), 'limit-committed')}
        {cell(
          t('investorChecks.limit.remaining'),
          limits.remaining === null ? t('investorChecks.limit.none') : format.currency(limits.remaining),
          'limit-remaining',
        )}
      </SimpleGrid>
      <Text fz="sm" data-testid="limit-basis">
        {t(basis.key, { ...money, percent: basis.percent })}
      </Text>
      {limits.risk_warning_above !== null ? (
        <Text fz="sm" c="dimmed">
          {t('investorChecks.limit.riskAbove', { amount: format.currency(limits.risk_warning_above) })}
        </Text>
      ) : null}
      {limits.reflection_days !== null ? (
        <Text fz="sm" c="dimmed">
          {t('investorChecks.limit.reflection', { count: limits.reflection_days })}
        </Text>
      ) : null}
    </>
  );
}
