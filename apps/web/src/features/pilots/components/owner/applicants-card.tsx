import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Applicant, PilotCard } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { notify } from '@/shared/ui/notify';
import { SectionCard } from '@/shared/ui/section-card';
import { useDecideApplicant } from '@/features/pilots/api/decide-applicant';
import type { OwnerRole } from '@/features/pilots/api/owner-keys';
import { applicantStatusColor } from '@/features/pilots/lib/owner-applicants';
import { DeclineApplicantModal } from './decline-applicant-modal';
import { StartRunModal } from './start-run-modal';

/** The applicants of a published pilot, oldest first, each shortlisted or declined with a reason. */
export function ApplicantsCard({ role, pilot }: { role: OwnerRole; pilot: PilotCard }) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState<Applicant | null>(null);
  const [starting, setStarting] = useState<Applicant | null>(null);
  return (
    <SectionCard title={t('pilotsOwner.applicants.title')} aside={<Badge variant="light">{pilot.applicants.length}</Badge>} data-testid="pilot-applicants">
      {pilot.applicants.length === 0 ? (
        <Text c="dimmed">{t('pilotsOwner.applicants.empty')}</Text>
      ) : (
        <Stack gap="sm" role="list" aria-label={t('pilotsOwner.applicants.title')}>
          {pilot.applicants.map((applicant) => (
            <ApplicantRow
              key={applicant.id}
              role={role}
              pilot={pilot}
              applicant={applicant}
              onDecline={() => setDeclining(applicant)}
              onStart={() => setStarting(applicant)}
            />
          ))}
        </Stack>
      )}
      <DeclineApplicantModal role={role} pilotId={pilot.id} applicant={declining} onClose={() => setDeclining(null)} />
      <StartRunModal role={role} pilotId={pilot.id} applicant={starting} onClose={() => setStarting(null)} />
    </SectionCard>
  );
}

interface RowProps {
  role: OwnerRole;
  pilot: PilotCard;
  applicant: Applicant;
  onDecline: () => void;
  onStart: () => void;
}

function ApplicantRow({ role, pilot, applicant, onDecline, onStart }: RowProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const decide = useDecideApplicant(role, pilot.id);
  const running = pilot.run?.application_id === applicant.id;
  // The owner's moves come with the applicant: none once the pilot is closed or runs with it.
  const moves = applicant.moves;
  const shortlist = async () => {
    try {
      await decide.mutateAsync({ applicationId: applicant.id, body: { decision: 'shortlist' } });
      notify.success(t('pilotsOwner.applicants.shortlisted', { name: applicant.startup.name }));
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.applicants.failed'));
    }
  };
  return (
    <Paper withBorder radius="md" p="md" role="listitem" data-testid="pilot-applicant">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <FileAvatar path={applicant.startup.logo?.path} name={applicant.startup.name} alt="" size={40} radius="md" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.cabinet.startup(applicant.startup.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {applicant.startup.name}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {applicant.startup.score === null
                  ? t('pilotsOwner.applicants.noScore')
                  : t('pilotsOwner.applicants.score', { score: format.score(applicant.startup.score) })}
                {' · '}
                {t('pilotsOwner.applicants.applied', { date: format.date(applicant.created_at) })}
              </Text>
            </Stack>
          </Group>
          <Badge variant="light" color={applicantStatusColor[applicant.status]} radius="sm" tt="none" data-testid="applicant-status">
            {t(running ? 'pilotsOwner.applicants.running' : `pilotsOwner.applicants.status.${applicant.status}`)}
          </Badge>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {applicant.question ?? t('pilotsOwner.applicants.noQuestion')}
        </Text>
        {applicant.status === 'declined' && applicant.decline_reason ? (
          <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {t(`pilotsOwner.reasons.${applicant.decline_reason}`)}
            {applicant.decline_text ? `: ${applicant.decline_text}` : ''}
          </Text>
        ) : null}
        {moves.length > 0 ? (
          <Group gap="xs">
            {moves.includes('shortlisted') ? (
              <Button size="xs" variant="light" loading={decide.isPending} onClick={() => void shortlist()}>
                {t('pilotsOwner.applicants.shortlist')}
              </Button>
            ) : null}
            {moves.includes('declined') ? (
              <Button size="xs" variant="default" onClick={onDecline}>
                {t('pilotsOwner.applicants.decline')}
              </Button>
            ) : null}
            {applicant.status === 'shortlisted' && pilot.run === null ? (
              <Button size="xs" onClick={onStart} data-testid="applicant-start">
                {t('pilotsOwner.run.start')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
