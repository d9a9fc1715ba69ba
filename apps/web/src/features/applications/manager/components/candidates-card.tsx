import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Candidate } from '@platform/contract';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { notify } from '@/shared/ui/notify';
import { useAttachOffer } from '../api/attach-offer';
import { useCandidates } from '../api/get-candidates';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { isViewableRole } from '@/shared/lib/roles';
import { moveRefusal } from '../lib/moves';
import { matchedKinds } from '@/shared/offers/offers';
import { DoneBadge, MatchedLine, RankedList } from '@/shared/ui/ranked-list';
import { SectionCard } from '@/shared/ui/section-card';

/** Companies ranked for the ticket, each with its score and what it has in common; attach offers one by one. */
export function CandidatesCard({ ticket }: { ticket: ManagerTicket }) {
  const { t } = useTranslation();
  // The ticket policy's answer: an expert ticket or a closed one takes no more offers.
  const closed = !ticket.can.offer_company;
  const query = useCandidates(ticket.id, !closed);

  if (closed) {
    return (
      <SectionCard title={t('manage.candidates.title')}>
        <Text c="dimmed" fz="sm">
          {t('manage.candidates.closed')}
        </Text>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('manage.candidates.title')} description={t('manage.candidates.hint')}>
      <RankedList query={query} label={t('manage.candidates.title')} empty={t('manage.candidates.empty')}>
        {(candidate, place) => <CandidateItem candidate={candidate} place={place} ticketId={ticket.id} />}
      </RankedList>
    </SectionCard>
  );
}

function CandidateItem({ candidate, place, ticketId }: { candidate: Candidate; place: number; ticketId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const { data: handbooks } = useHandbooks();
  const attach = useAttachOffer(ticketId);
  const matches = matchedKinds(candidate.matched);

  const onAttach = () =>
    attach.mutate(candidate.id, {
      onSuccess: () => notify.success(t('manage.candidates.attached', { name: candidate.name })),
      onError: (error) => {
        const refused = moveRefusal(error);
        notify.error(refused?.message ?? errorText(error), t('manage.candidates.attachFailed'));
      },
    });

  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={candidate.name} data-testid="candidate" data-offered={candidate.alreadyOffered}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text c="dimmed" fz="sm" fw={600} aria-hidden>
              {place}.
            </Text>
            {isViewableRole(candidate.role) ? (
              <Anchor component={Link} to={paths.manage.company(candidate.role, candidate.id, ticketId)} fw={600}>
                {candidate.name}
              </Anchor>
            ) : (
              <Text fw={600}>{candidate.name}</Text>
            )}
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {t(`roles.${candidate.role}`)}
            </Badge>
            <Text fz="sm" c="dimmed" data-testid="candidate-score">
              {candidate.score === null ? t('manage.candidates.noScore') : t('manage.candidates.score', { score: format.score(candidate.score) })}
            </Text>
          </Group>
          {matches.length === 0 ? (
            <Text fz="xs" c="dimmed">
              {t('manage.candidates.noMatch')}
            </Text>
          ) : (
            <Stack gap={4} data-testid="candidate-matches">
              {matches.map(({ kind, ids }) => (
                <MatchedLine key={kind} label={t(`manage.candidates.matched.${kind}`)} ids={ids} handbook={handbooks?.[kind]} />
              ))}
            </Stack>
          )}
        </Stack>
        {candidate.alreadyOffered ? (
          <DoneBadge>{t('manage.candidates.alreadyOffered')}</DoneBadge>
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAttach}
            loading={attach.isPending}
            aria-label={t('manage.candidates.attachOf', { name: candidate.name })}
            style={{ flexShrink: 0 }}
          >
            {t('manage.candidates.attach')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
