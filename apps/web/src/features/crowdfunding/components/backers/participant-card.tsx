import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Backer } from '@platform/contract';
import { parseISO } from 'date-fns';
import { useFormatters } from '@/shared/format/use-formatters';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionCard } from '@/shared/ui/section-card';
import { useFileUrl } from '@/shared/files/use-file-url';
import { BackerChip } from '../view/backer-chip';

/**
 * One participant of a round: company and role; and, for the backer itself and the round's
 * startup, its status, when it joined, what it committed and invested. Other readers get no
 * status (the server sends them confirmed backers only), so those facts are left out, not shown
 * empty.
 */
export function ParticipantCard({ backer }: { backer: Backer }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const logo = useFileUrl(backer.founder?.logo?.path);
  const name = backer.founder?.company_name ?? t('crowdfundingView.anonymous');
  const none = <Text c="dimmed">{t('crowdfundingView.participant.none')}</Text>;
  const money = (value: number | null) => (value === null ? none : <Text fw={600}>{format.currency(value)}</Text>);
  const status = backer.status;
  return (
    <Stack gap="lg" data-testid="participant">
      <PageHeader eyebrow={t('pages.participant')} title={name} avatar={{ src: logo, alt: '' }} meta={status ? <BackerChip status={status} /> : null} />
      <SectionCard title={t('pages.participant')} description={status ? undefined : t('crowdfundingView.participant.private')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Fact label={t('crowdfundingView.participant.company')}>{<Text fw={600}>{name}</Text>}</Fact>
          <Fact label={t('crowdfundingView.participant.role')}>{<Text>{t(`roles.${backer.role}`)}</Text>}</Fact>
          {status ? (
            <>
              <Fact label={t('crowdfundingView.participant.status')}>{<BackerChip status={status} />}</Fact>
              <Fact label={t('crowdfundingView.participant.joined')}>{backer.created_at ? <Text>{format.date(backer.created_at)}</Text> : none}</Fact>
              <Fact label={t('crowdfundingView.participant.committed')}>{money(backer.amount)}</Fact>
              <Fact label={t('crowdfundingView.participant.investment')}>{money(backer.investment_amount)}</Fact>
              <Fact label={t('crowdfundingView.participant.investedOn')}>
                {backer.date_of_investment ? <Text>{format.date(parseISO(backer.date_of_investment))}</Text> : none}
              </Fact>
            </>
          ) : null}
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Stack component="dd" m={0} gap={0}>
        {children}
      </Stack>
    </Stack>
  );
}
