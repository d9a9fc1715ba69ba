import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ExpertCandidate } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useFormatters } from '@/shared/format/use-formatters';
import { SectionCard } from '@/shared/ui/section-card';
import { useExpertCandidates } from '../api/get-expert-candidates';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { candidateFacts, type CandidateFact } from '../lib/expert-work';
import { DoneBadge, MatchedLine, RankedList } from '@/shared/ui/ranked-list';
import { ExpertRecordLine } from './expert-record-line';
import { SendToExpertModal } from './send-to-expert-modal';

/**
 * Expert companies ranked for a client's due-diligence ticket, each with why it ranks there; "Send"
 * opens the terms to send the ticket with. Only while no expert company is working on it.
 */
export function ExpertCandidatesCard({ ticket }: { ticket: ManagerTicket }) {
  const { t } = useTranslation();
  const open = ticket.can_send_to_expert;
  const query = useExpertCandidates(ticket.id, open);
  const [chosen, setChosen] = useState<ExpertCandidate | null>(null);

  if (!open) {
    return (
      <SectionCard title={t('manage.expertCandidates.title')}>
        <Text c="dimmed" fz="sm" data-testid="expert-candidates-closed">
          {t('manage.expertCandidates.closed')}
        </Text>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('manage.expertCandidates.title')} description={t('manage.expertCandidates.hint')} data-testid="expert-candidates">
      <RankedList query={query} label={t('manage.expertCandidates.title')} empty={t('manage.expertCandidates.empty')}>
        {(candidate, place) => <ExpertItem candidate={candidate} place={place} onSend={() => setChosen(candidate)} />}
      </RankedList>
      <SendToExpertModal ticketId={ticket.id} company={chosen} onClose={() => setChosen(null)} />
    </SectionCard>
  );
}

function ExpertItem({ candidate, place, onSend }: { candidate: ExpertCandidate; place: number; onSend: () => void }) {
  const { t } = useTranslation();
  const { data: handbooks } = useHandbooks();
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={candidate.name} data-testid="expert-candidate" data-sent={candidate.already_sent}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs" wrap="wrap">
            <Text c="dimmed" fz="sm" fw={600} aria-hidden>
              {place}.
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {candidate.name}
            </Text>
          </Group>
          {candidate.matched_industries.length === 0 ? (
            <Text fz="xs" c="dimmed">
              {t('manage.expertCandidates.noMatch')}
            </Text>
          ) : (
            <MatchedLine
              label={t('manage.candidates.matched.industries')}
              ids={candidate.matched_industries}
              handbook={handbooks?.industries}
              data-testid="expert-candidate-industries"
            />
          )}
          <FactsLine facts={candidateFacts(candidate)} />
          <ExpertRecordLine record={candidate.record} />
        </Stack>
        {candidate.already_sent ? (
          <DoneBadge>{t('manage.expertCandidates.alreadySent')}</DoneBadge>
        ) : (
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={onSend}
            aria-label={t('manage.expertCandidates.sendTo', { name: candidate.name })}
            style={{ flexShrink: 0 }}
          >
            {t('manage.expertCandidates.send')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function FactsLine({ facts }: { facts: CandidateFact[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = (fact: CandidateFact) => {
    switch (fact.key) {
      case 'answered':
        return t('manage.expertCandidates.facts.answered', { answered: fact.answered, sent: fact.sent });
      case 'neverSent':
        return t('manage.expertCandidates.facts.neverSent');
      case 'answersIn':
        return t('manage.expertCandidates.facts.answersIn', { hours: format.number(fact.hours, 1) });
      case 'noAnswers':
        return t('manage.expertCandidates.facts.noAnswers');
      case 'openTickets':
        return t('manage.expertCandidates.facts.openTickets', { count: fact.count });
    }
  };
  return (
    <Text fz="xs" c="dimmed" data-testid="expert-candidate-facts">
      {facts.map(text).join(' · ')}
    </Text>
  );
}
