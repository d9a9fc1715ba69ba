import { Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useOutbox } from '../api/get-outbox';
import { OutboxFilter } from '../components/outbox-filter';
import { OutboxMailCard } from '../components/outbox-mail-card';
import { OutboxStateFilter } from '../components/outbox-state-filter';
import { Pager } from '@/shared/ui/pager';
import { outboxPages, outboxParams, readOutboxParams, type OutboxFilters } from '../lib/outbox';

/**
 * `/manage/outbox`: the letters newest first, filtered by recipient and delivery state. Without a
 * mail server they are kept here with their texts; with one, their delivery is followed here and a
 * failed letter is sent again.
 */
export function ManageOutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manage.outbox.title'));
  const [params, setParams] = useSearchParams();
  const filters = readOutboxParams(params);
  const query = useOutbox(filters);
  // A new filter starts again from the first page.
  const apply = (next: OutboxFilters) => setParams(outboxParams(next));
  const empty = filters.state
    ? t('manage.outbox.empty.state')
    : filters.to
      ? t('manage.outbox.empty.filtered', { to: filters.to })
      : t('manage.outbox.empty.text');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('manage.outbox.title')}
        </Title>
        {query.data ? <Text c="dimmed">{t(query.data.delivery === 'smtp' ? 'manage.outbox.introSmtp' : 'manage.outbox.intro')}</Text> : null}
      </Stack>
      <OutboxFilter to={filters.to} onChange={(to) => apply({ ...filters, to, page: 1 })} />
      <OutboxStateFilter state={filters.state} onChange={(state) => apply({ ...filters, state, page: 1 })} />
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.mails.length === 0 ? (
        <StateBlock
          icon={<IconMail size={36} stroke={1.6} />}
          color="gray"
          title={t('manage.outbox.empty.title')}
          description={empty}
          data-testid="outbox-empty"
        />
      ) : (
        <>
          <Stack gap="md" aria-label={t('manage.outbox.list')} role="list">
            {query.data.mails.map((mail) => (
              <div role="listitem" key={mail.id}>
                <OutboxMailCard mail={mail} />
              </div>
            ))}
          </Stack>
          <Pager page={filters.page} pages={outboxPages(filters.page, query.data.more)} onChange={(page) => apply({ ...filters, page })} />
        </>
      )}
    </Stack>
  );
}
