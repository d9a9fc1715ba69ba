import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useAudit } from '../api/get-audit';
import { AuditFilters } from '../components/audit-filters';
import { AuditEntries } from '../components/audit-entries';
import { Pager } from '@/shared/ui/pager';
import { AUDIT_PAGE_SIZE, readAuditParams, type AuditFilters as Filters } from '../lib/audit';
import { auditParamsToSearch } from '@/shared/lib/audit-link';
import { pageCount } from '@/shared/lib/page-params';

/** `/manage/audit`: every manager action, newest first, filtered by manager, company, action, record kind and id (kept in the URL). */
export function ManageAuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manage.audit.title'));
  const [params, setParams] = useSearchParams();
  const filters = readAuditParams(params);
  const query = useAudit(filters);
  const data = query.data;
  const pages = data ? pageCount(data.total, AUDIT_PAGE_SIZE) : 1;
  const apply = (next: Filters) => setParams(auditParamsToSearch(next));

  const beyond = data !== undefined && !query.isPlaceholderData && filters.page > pages;
  useEffect(() => {
    if (beyond) setParams(auditParamsToSearch({ ...filters, page: pages }), { replace: true });
  }, [beyond, filters, pages, setParams]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('manage.audit.title')}
        </Title>
        <Text c="dimmed" data-testid="audit-total">
          {data ? t('manage.audit.total', { count: data.total }) : '\u00a0'}
        </Text>
      </Stack>
      <AuditFilters filters={filters} onChange={(change) => apply({ ...filters, ...change, page: 1 })} />
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.entries.length === 0 ? (
        <StateBlock
          icon={<IconHistory size={36} stroke={1.6} />}
          color="gray"
          title={t('manage.audit.empty.title')}
          description={t('manage.audit.empty.text')}
          data-testid="audit-empty"
        />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          <AuditEntries entries={data.entries} />
          <Pager page={Math.min(filters.page, pages)} pages={pages} onChange={(page) => apply({ ...filters, page })} />
        </Stack>
      )}
    </Stack>
  );
}
