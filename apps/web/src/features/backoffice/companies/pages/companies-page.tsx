import { useEffect } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { Pager } from '@/shared/ui/pager';
import { useCompanies } from '../api/get-companies';
import { CompaniesFilters } from '../components/companies-filters';
import { CompaniesTable } from '../components/companies-table';
import { companyListToSearch, companyPageCount, defaultCompanyList, isFiltered, readCompanyList, type CompanyListParams } from '../lib/company-params';

/** `/manage/companies`: every company of every role, searched, filtered and sorted on the server, twenty a page; all of it in the URL. */
export function ManageCompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('backoffice.companies.title'));
  const [params, setParams] = useSearchParams();
  const state = readCompanyList(params);
  const apply = (next: CompanyListParams, replace = false) => setParams(companyListToSearch(next), { replace });
  const query = useCompanies(state);
  const data = query.data;
  const pages = data ? companyPageCount(data.total) : 1;

  // A page past the end (companies went since the link was made) shows the last one instead.
  const beyond = data !== undefined && !query.isPlaceholderData && state.page > pages;
  useEffect(() => {
    if (beyond) apply({ ...state, page: pages }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page falls beyond the end
  }, [beyond]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('backoffice.companies.title')}
        </Title>
        <Text c="dimmed" data-testid="companies-total" aria-live="polite">
          {data ? t('backoffice.companies.total', { count: data.total }) : '\u00a0'}
        </Text>
      </Stack>
      <CompaniesFilters state={state} onChange={(change) => apply({ ...state, ...change, page: 1 })} />
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.companies.length === 0 ? (
        isFiltered(state) ? (
          <StateBlock
            icon={<IconBuildingCommunity size={36} stroke={1.6} />}
            color="gray"
            title={t('backoffice.companies.noMatch.title')}
            description={t('backoffice.companies.noMatch.text')}
            action={
              <Button variant="light" onClick={() => apply({ ...defaultCompanyList, sort: state.sort, dir: state.dir })}>
                {t('backoffice.companies.clear')}
              </Button>
            }
            data-testid="companies-empty"
          />
        ) : (
          <StateBlock
            icon={<IconBuildingCommunity size={36} stroke={1.6} />}
            color="gray"
            title={t('backoffice.companies.empty.title')}
            description={t('backoffice.companies.empty.text')}
            data-testid="companies-empty"
          />
        )
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          <CompaniesTable rows={data.companies} />
          <Pager page={Math.min(state.page, pages)} pages={pages} onChange={(page) => apply({ ...state, page })} />
        </Stack>
      )}
    </Stack>
  );
}
