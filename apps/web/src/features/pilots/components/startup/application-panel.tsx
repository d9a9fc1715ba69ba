import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconArchive, IconCircleCheck, IconClock, IconStar, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { PilotCard } from '@platform/contract';
import { useFormatters } from '@/shared/format/use-formatters';
import { applicationStage, startupPilotAction } from '@/features/pilots/lib/startup-view';
import { ApplyModal } from './apply-modal';

const ICON = { size: 20, 'aria-hidden': true } as const;

/** The pilot's side panel for a startup: apply, the archived or success notice, then its application's state. */
export function ApplicationPanel({ card }: { card: PilotCard }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const action = startupPilotAction(card);
  return (
    <Stack gap="md" data-testid="pilot-action">
      {action === 'archived' ? (
        <Alert variant="light" color="gray" icon={<IconArchive {...ICON} />} title={t('pilotsStartup.view.archivedTitle')} data-testid="pilot-archived">
          {t('pilotsStartup.view.archived')}
        </Alert>
      ) : action === 'applied' ? (
        <Alert variant="light" color="teal" icon={<IconCircleCheck {...ICON} />} title={t('pilotsStartup.view.appliedTitle')} data-testid="pilot-applied">
          {t('pilotsStartup.view.applied')}
        </Alert>
      ) : action === 'apply' ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Text fz="sm">{t('pilotsStartup.view.applyText')}</Text>
            <Button onClick={() => setApplying(true)} data-testid="pilot-apply">
              {t('pilotsStartup.view.apply')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
      <ApplicationState card={card} />
      <ApplyModal pilotId={card.id} pilotName={card.name} opened={applying} onClose={() => setApplying(false)} />
    </Stack>
  );
}

/** Where the startup's application stands: waiting for the owner, shortlisted, declined with the owner's reason. */
function ApplicationState({ card }: { card: PilotCard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stage = applicationStage(card);
  const application = card.application;
  if (stage === 'none' || !application) return null;
  const since = t('pilotsStartup.application.sent', { date: format.date(application.created_at) });
  const question = application.question ? (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {t('pilotsStartup.application.question', { question: application.question })}
    </Text>
  ) : null;
  if (stage === 'declined') {
    const reason = application.decline_reason ? t(`pilotsStartup.reasons.${application.decline_reason}`) : t('pilotsStartup.reasons.other');
    return (
      <Alert
        variant="light"
        color="red"
        icon={<IconX {...ICON} />}
        title={t('pilotsStartup.application.declined')}
        data-testid="application-state"
        data-stage={stage}
      >
        <Stack gap={4}>
          <Text fz="sm" data-testid="application-reason">
            {t('pilotsStartup.application.reason', { reason })}
          </Text>
          {application.decline_text ? (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {application.decline_text}
            </Text>
          ) : null}
          <Text fz="xs">{since}</Text>
        </Stack>
      </Alert>
    );
  }
  const waiting = stage === 'waiting';
  return (
    <Alert
      variant="light"
      color={waiting ? 'brand' : 'teal'}
      icon={waiting ? <IconClock {...ICON} /> : <IconStar {...ICON} />}
      title={t(`pilotsStartup.application.${stage}`)}
      data-testid="application-state"
      data-stage={stage}
    >
      <Stack gap={4}>
        <Text fz="sm">{t(`pilotsStartup.application.${stage}Text`)}</Text>
        {question}
        <Text fz="xs">{since}</Text>
      </Stack>
    </Alert>
  );
}
