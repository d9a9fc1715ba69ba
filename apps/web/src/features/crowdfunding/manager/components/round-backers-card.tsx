import { useState } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FullBacker, CrowdfundingCard } from '@platform/contract';
import { BackerRecordsExport } from '@/shared/backer-records/export-buttons';
import { useFormatters } from '@/shared/format/use-formatters';
import { ContentLoader } from '@/shared/ui/loaders';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { SectionCard } from '@/shared/ui/section-card';
import { SomethingWentWrong } from '@/shared/ui/states';
import { Pager } from '@/shared/ui/pager';
import { useRoundBackers } from '../api/get-round-backers';
import { pageCount } from '../lib/round-queue-params';
import { remainingOf } from '../lib/remaining';
import { BackerDecisions } from './backer-decisions';
import { BackerStatusBadge } from './status-badges';

const columns = ['company', 'committed', 'invested', 'joined', 'status', 'actions'] as const;

/** Every backer of the round in any status, newest first, a page at a time; waiting ones carry Confirm and Reject. */
export function RoundBackersCard({ round }: { round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useRoundBackers(round.id, page);
  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;
  return (
    <SectionCard
      title={t('manageCrowdfunding.backers.title')}
      description={data ? t('manageCrowdfunding.backers.total', { count: data.total }) : undefined}
      aside={<BackerRecordsExport scope={{ crowdfund_id: round.id }} />}
      data-testid="round-backers"
    >
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.backers.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('manageCrowdfunding.backers.empty')}
        </Text>
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          <ScrollRegion label={t('manageCrowdfunding.backers.table')} minWidth={820}>
            <Table verticalSpacing="sm" aria-label={t('manageCrowdfunding.backers.table')}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((id) => (
                    <Table.Th key={id}>{t(`manageCrowdfunding.backers.columns.${id}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.backers.map((backer) => (
                  <BackerRow key={backer.id} backer={backer} round={round} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <Pager page={Math.min(page, pages)} pages={pages} onChange={setPage} />
        </Stack>
      )}
    </SectionCard>
  );
}

function BackerRow({ backer, round }: { backer: FullBacker; round: CrowdfundingCard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('manageCrowdfunding.round.none');
  const name = backer.founder?.company_name ?? t('manageCrowdfunding.backers.unknown');
  return (
    <Table.Tr data-testid="round-backer" data-backer-id={backer.id}>
      <Table.Td>
        <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {t(`roles.${backer.role}`)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{backer.amount != null ? format.currency(backer.amount) : none}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {backer.investment_amount != null ? format.currency(backer.investment_amount) : none}
        {backer.date_of_investment ? (
          <Text fz="xs" c="dimmed">
            {format.date(backer.date_of_investment)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(backer.created_at)}</Table.Td>
      <Table.Td>
        <BackerStatusBadge status={backer.status} />
      </Table.Td>
      <Table.Td>
        {backer.moves.length > 0 ? <BackerDecisions target={{ backer, name, roundName: round.startup.title, remaining: remainingOf(round) }} /> : null}
      </Table.Td>
    </Table.Tr>
  );
}
