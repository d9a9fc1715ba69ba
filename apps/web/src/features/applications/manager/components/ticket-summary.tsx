import type { ReactNode } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCoins, IconHistory, IconMessagePlus, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { auditParamsToSearch } from '@/shared/lib/audit-link';
import { isRole, isViewableRole } from '@/shared/lib/roles';
import { StatusStep } from '@/shared/ui/status-step';

/** The head of the ticket page: the client company (its profile a click away), type, dates and the step. */
export function TicketSummary({ ticket }: { ticket: ManagerTicket }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { owner } = ticket;
  // An expert ticket's owner is the expert company: the head also names the company it works on.
  const work = ticket.type_ticket === 'expert_duedill' ? (ticket.expert_work[0] ?? null) : null;
  const facts: { label: string; value: ReactNode; testId: string }[] = [
    { label: t('manage.ticket.filed'), value: format.date(ticket.date), testId: 'ticket-filed' },
    { label: t('manage.ticket.expires'), value: ticket.expire ? format.date(ticket.expire) : t('manage.none'), testId: 'ticket-expires' },
    { label: t('manage.ticket.offers'), value: format.number(ticket.offers_count), testId: 'ticket-offers-count' },
    {
      label: t('manage.ticket.contact'),
      value: (
        <Anchor href={`mailto:${owner.email}`} fz="sm">
          {owner.email}
        </Anchor>
      ),
      testId: 'ticket-contact',
    },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }} data-testid="ticket-type">
              {t(`manage.types.${ticket.type_ticket}`)}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {owner.name}
            </Title>
            <Text c="dimmed" fz="sm">
              {isRole(owner.role) ? t(`roles.${owner.role}`) : owner.role}
            </Text>
            {work ? (
              <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="ticket-client">
                {t('manage.ticket.dueDiligenceOn', { name: work.client.name })}
              </Text>
            ) : null}
          </Stack>
          <StatusStep status={ticket.status} revoked={Boolean(work?.report_revoked_at)} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {facts.map((fact) => (
            <Stack key={fact.testId} gap={2}>
              <Text fz="xs" c="dimmed">
                {fact.label}
              </Text>
              <Text fz="sm" fw={500} component="div" data-testid={fact.testId}>
                {fact.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          {isViewableRole(owner.role) ? (
            <Button
              component={Link}
              to={paths.manage.company(owner.role, owner.id, ticket.id)}
              variant="light"
              leftSection={<IconUserSearch size={18} aria-hidden />}
            >
              {t('manage.ticket.openProfile')}
            </Button>
          ) : null}
          {ticket.crowdfunding_id ? (
            <Button component={Link} to={paths.manage.round(ticket.crowdfunding_id)} variant="light" leftSection={<IconCoins size={18} aria-hidden />}>
              {t('manageCrowdfunding.ticketLink')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.manage.newTicketThread(ticket.id)} variant="light" leftSection={<IconMessagePlus size={18} aria-hidden />}>
            {/* An expert ticket's owner is the expert company: the thread goes to it. */}
            {ticket.type_ticket === 'expert_duedill' ? t('manage.threads.writeToCompany') : t('manage.threads.writeToClient')}
          </Button>
          <Button
            component={Link}
            to={paths.manage.audit(auditParamsToSearch({ entity: 'ticket', entityId: ticket.id, page: 1 }))}
            variant="subtle"
            leftSection={<IconHistory size={18} aria-hidden />}
          >
            {t('manage.ticket.auditLink')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
