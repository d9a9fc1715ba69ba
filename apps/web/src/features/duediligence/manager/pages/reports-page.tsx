import { useEffect } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { paths } from '@/shared/paths';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useReportQueue, type ReportQueueItem } from '../api/get-report-queue';
import { Pager } from '@/shared/ui/pager';
import { isRole } from '@/shared/lib/roles';
import { pageCount, readPage } from '@/shared/lib/page-params';

/** `/manage/reports`: expert reports waiting for a review, the longest waiting first, each leading to its expert ticket. */
export function ManageReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manage.reports.title'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const query = useReportQueue(page);
  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  // A page past the end (reports reviewed since the link was made) shows the last one instead.
  const beyond = data !== undefined && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (beyond) setParams(pages > 1 ? { page: String(pages) } : {}, { replace: true });
  }, [beyond, pages, setParams]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('manage.reports.title')}
        </Title>
        <Text c="dimmed" data-testid="reports-total">
          {data ? t('manage.reports.total', { count: data.total }) : '\u00a0'}
        </Text>
      </Stack>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.reports.length === 0 ? (
        <StateBlock
          icon={<IconFileCheck size={36} stroke={1.6} />}
          color="gray"
          title={t('manage.reports.empty.title')}
          description={t('manage.reports.empty.text')}
          data-testid="reports-empty"
        />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={query.isPlaceholderData}>
          <Stack gap="sm" role="list" aria-label={t('manage.reports.list')}>
            {data.reports.map((item) => (
              <ReportItem key={item.report_id} item={item} />
            ))}
          </Stack>
          <Pager page={Math.min(page, pages)} pages={pages} onChange={go} />
        </Stack>
      )}
    </Stack>
  );
}

function ReportItem({ item }: { item: ReportQueueItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" role="listitem" data-testid="report-row">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={paths.manage.ticket(item.ticket_id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.expert_company.name}
            </Anchor>
            {item.resubmission ? (
              <Badge variant="light" color="orange" radius="sm" tt="none">
                {t('manage.reports.resubmission')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="sm">
            {t('manage.reports.client', { name: item.client.name, role: isRole(item.client.role) ? t(`roles.${item.client.role}`) : item.client.role })}
          </Text>
          <Anchor component={Link} to={paths.manage.ticket(item.client_ticket_id)} fz="xs">
            {t('manage.reports.clientTicketOf', { name: item.client.name })}
          </Anchor>
        </Stack>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('manage.reports.submitted', { date: format.dateTime(item.submitted_at) })}
        </Text>
      </Group>
    </Paper>
  );
}
