import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { ExpertWork } from '@platform/contract';
import { isViewableRole } from '@/shared/lib/roles';
import { paths } from '@/shared/paths';
import { SectionCard } from '@/shared/ui/section-card';
import { ExpertMoves } from './expert-moves';
import { ExpertWorkFacts, ExpertWorkStatus } from './expert-work-facts';

/**
 * An expert ticket's page: the company at work and the company the due diligence is on, the terms
 * it was sent with, the way to the client's ticket, and the manager's moves.
 */
export function ExpertTicketCard({ work }: { work: ExpertWork }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('manage.expertWork.detailsTitle')} data-testid="expert-ticket">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {work.company.name}
            </Text>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="expert-ticket-client">
              {t('manage.expertWork.client')}{' '}
              {isViewableRole(work.client.role) ? (
                <Anchor component={Link} to={paths.manage.company(work.client.role, work.client.id)} fz="sm" fw={600}>
                  {work.client.name}
                </Anchor>
              ) : (
                work.client.name
              )}
            </Text>
            <ExpertWorkStatus work={work} />
          </Stack>
          <Anchor component={Link} to={paths.manage.ticket(work.client_ticket_id)} fz="sm" fw={600} data-testid="expert-ticket-client-link">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('manage.expertWork.toClientTicket')}
            </Group>
          </Anchor>
        </Group>
        <ExpertWorkFacts work={work} />
        <ExpertMoves work={work} />
      </Stack>
    </SectionCard>
  );
}
