import { useEffect, useId } from 'react';
import { Chip, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { Portfolio } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { PageHeader } from '@/shared/ui/page-header';
import { Pager } from '@/shared/ui/pager';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { usePortfolio } from '../api/portfolio';
import { PortfolioRow } from '../components/portfolio-row';
import { portfolioFilters, portfolioPages, portfolioSearch, readPortfolioParams, type PortfolioFilter, type PortfolioParams } from '../lib/portfolio-params';

/** `/cabinet/portfolio`: the investor's or corporate's backings with their rounds, by status, and its sums. */
export function PortfolioPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('portfolio.title'));
  const [params, setParams] = useSearchParams();
  const state = readPortfolioParams(params);
  const apply = (next: PortfolioParams) => setParams(portfolioSearch(next));
  const query = usePortfolio(state);
  const data = query.data;
  const pages = data ? portfolioPages(data.total) : 1;
  // A page past the end (backings moved on since the link was made) shows the last one instead.
  const beyond = data !== undefined && !query.isPlaceholderData && state.page > pages;
  useEffect(() => {
    if (beyond) apply({ ...state, page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page falls beyond the end
  }, [beyond]);
  return (
    <Stack gap="lg" data-testid="portfolio">
      <PageHeader title={t('portfolio.title')} description={t('portfolio.description')} />
      <Totals totals={data?.totals} />
      <StatusFilter value={state.status} onChange={(status) => apply({ status, page: 1 })} />
      <Text c="dimmed" data-testid="portfolio-total" aria-live="polite">
        {data ? t('portfolio.total', { count: data.total }) : '\u00a0'}
      </Text>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.backings.length === 0 ? (
        <StateBlock
          icon={<IconBriefcase size={36} stroke={1.6} />}
          color="gray"
          title={t(state.status === 'all' ? 'portfolio.empty.title' : 'portfolio.empty.filteredTitle')}
          description={state.status === 'all' ? <Link to={paths.cabinet.crowdfunding.list()}>{t('portfolio.empty.browse')}</Link> : undefined}
          data-testid="portfolio-empty"
        />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portfolio.listLabel')}>
            {data.backings.map((item) => (
              <PortfolioRow key={item.id} item={item} />
            ))}
          </Stack>
          <Pager page={Math.min(state.page, pages)} pages={pages} onChange={(page) => apply({ ...state, page })} />
        </Stack>
      )}
    </Stack>
  );
}

function Totals({ totals }: { totals: Portfolio['totals'] | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cell = (label: string, value: number | undefined, testId: string) => (
    <Paper withBorder radius="lg" p="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value === undefined ? '\u00a0' : format.currency(value)}
      </Text>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {cell(t('portfolio.totals.committed'), totals?.committed, 'portfolio-total-committed')}
      {cell(t('portfolio.totals.confirmed'), totals?.confirmed, 'portfolio-total-confirmed')}
    </SimpleGrid>
  );
}

function StatusFilter({ value, onChange }: { value: PortfolioFilter; onChange: (status: PortfolioFilter) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id={labelId}>
        {t('portfolio.filter')}
      </Text>
      <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as PortfolioFilter)}>
        <Group gap="xs" role="radiogroup" aria-labelledby={labelId} data-testid="portfolio-filter">
          {portfolioFilters.map((status) => (
            <Chip key={status} value={status} name={labelId} variant="outline" radius="sm">
              {status === 'all' ? t('portfolio.all') : t(`portfolio.statuses.${status}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
