import type { ReactNode } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { parseISO } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { EXPERT_CLIENT_READ_DAYS, optionsOf, ticketStepTone, type ExpertTicket } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { useLanguage } from '@/shared/i18n/use-language';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { SectionCard } from '@/shared/ui/section-card';
import { StatusText } from '@/shared/tickets/status-text';
import { ExpertInterest } from './expert-interest';
import { InternalExpertSelect } from './internal-expert-select';

/** The info tab of an expert ticket: the request, the client, the answer, the work and its expert. */
export function ExpertInfoTab({ ticket }: { ticket: ExpertTicket }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const { duedill } = ticket.expert_duedill.offer;
  const type = optionsOf('type_of_due_dill', language).find((option) => option.id === duedill.type_of_duedill)?.name ?? duedill.type_of_duedill;
  return (
    <Stack gap="lg">
      <SectionCard padding="xl" title={t('applications.expert.view.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Row id="timeline" label={t('applications.expert.view.timeline')} value={ticket.expert_duedill.timeline} />
          <Row id="type" label={t('applications.expert.view.type')} value={type} />
          <Row id="goals" label={t('applications.expert.view.goals')} value={duedill.goals_and_tasks} />
          <Row id="terms" label={t('applications.expert.view.terms')} value={duedill.terms_of_duedill} />
          <Row id="other" label={t('applications.expert.view.otherInfo')} value={duedill.other_info} />
        </SimpleGrid>
      </SectionCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ClientCard ticket={ticket} />
        <SectionCard title={t('applications.expert.view.work')} data-testid="expert-work">
          <Stack gap="md">
            <Group gap="xl" wrap="wrap">
              <Row id="fee" label={t('applications.expert.view.fee')} value={format.currency(ticket.expert_duedill.fee)} />
              <Row id="start" label={t('applications.expert.view.startDate')} value={format.date(parseISO(ticket.expert_duedill.start_date))} />
            </Group>
            <Row id="status" label={t('applications.expert.view.status')} value={<StatusText status={ticket.status} tone={ticketStepTone(ticket.status)} />} />
          </Stack>
        </SectionCard>
        <ExpertInterest ticket={ticket} />
        <InternalExpertSelect ticket={ticket} />
      </SimpleGrid>
    </Stack>
  );
}

function Row({ id, label, value }: { id: string; label: string; value: ReactNode | null }) {
  const { t } = useTranslation();
  const empty = value === null || value === '';
  return (
    <Stack gap={2} style={{ minWidth: 0 }} data-testid={`expert-info-${id}`}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text component="div" fw={500} c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {empty ? t('applications.expert.view.notGiven') : value}
      </Text>
    </Stack>
  );
}

/**
 * The client who ordered the due diligence, with the way to its profile while the expert company
 * may read it (the server's answer says so); a deleted client has neither.
 */
function ClientCard({ ticket }: { ticket: ExpertTicket }) {
  const { t } = useTranslation();
  const client = ticket.expert_duedill.offer.client;
  const name = client.deleted ? t('profile.deletedCompany') : client.name;
  return (
    <SectionCard title={t('applications.expert.view.client')} data-testid="expert-client">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <FileAvatar path={client.deleted ? null : client.logo_file?.path} name={name} alt="" size={48} radius="md" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge variant="light" color="gray" radius="sm" tt="none" w="fit-content">
              {t(`roles.${client.role}`)}
            </Badge>
          </Stack>
        </Group>
        {client.deleted ? null : !client.profile_open ? (
          <Text fz="sm" c="dimmed" data-testid="expert-client-profile-closed">
            {t('applications.expert.view.profileClosed', { days: EXPERT_CLIENT_READ_DAYS })}
          </Text>
        ) : (
          <Button
            component={Link}
            to={paths.cabinet.applications.offer(ticket.type_ticket, ticket.id, client.role, client.id)}
            variant="light"
            size="compact-md"
            w="fit-content"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            aria-label={t('applications.expert.view.openProfileOf', { name })}
          >
            {t('applications.expert.view.openProfile')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
