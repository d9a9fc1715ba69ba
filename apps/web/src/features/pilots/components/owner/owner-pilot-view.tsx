import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { pilotOwnerView, type PilotCard } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { ResponseStatusError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { PageNotFound, SomethingWentWrong } from '@/shared/ui/states';
import { useArchivePilot } from '@/features/pilots/api/archive-pilot';
import { useOwnerPilot } from '@/features/pilots/api/get-owner-pilot';
import type { OwnerRole } from '@/features/pilots/api/owner-keys';
import { ApplicantsCard } from './applicants-card';
import { PilotDetails } from './pilot-details';
import { PilotDeclineReason, PilotStatusBadge } from './pilot-status-badge';
import { RunCard } from './run-card';
import { useHandbookNames } from './use-handbook-names';

/** The owner's pilot: its status (and decline reason), the archive action, the applicants and the run. */
export function OwnerPilotView({ role, id }: { role: OwnerRole; id: string }) {
  const { t } = useTranslation();
  const query = useOwnerPilot(role, id);
  useDocumentTitle(query.data?.name ?? t('pages.pilotView'));
  if (query.isPending) return <ContentLoader />;
  if (query.isError) {
    const missing = query.error instanceof ResponseStatusError && query.error.status === 404;
    return missing ? <PageNotFound framed /> : <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <PilotScreen role={role} pilot={query.data} />;
}

function PilotScreen({ role, pilot }: { role: OwnerRole; pilot: PilotCard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = useHandbookNames();
  const published = pilotOwnerView(pilot.status) === 'published';
  const facts = [t('pilotsOwner.view.created', { date: format.date(pilot.created_at) })];
  if (pilot.published_at) facts.push(t('pilotsOwner.view.published', { date: format.date(pilot.published_at) }));
  return (
    <Stack gap="lg">
      <PageHeader
        title={pilot.name}
        eyebrow={t('pages.pilotView')}
        meta={
          <Group gap="xs">
            <PilotStatusBadge status={pilot.status} />
            {pilot.status === 'archive' ? (
              <Text fz="sm" c="dimmed">
                {t('pilotsOwner.view.archived')}
              </Text>
            ) : null}
          </Group>
        }
        actions={pilot.moves.includes('archive') ? <ArchiveButton role={role} pilot={pilot} /> : null}
      />
      <PilotDeclineReason status={pilot.status} reason={pilot.decline_reason} />
      {pilot.run ? <RunCard role={role} pilot={pilot} run={pilot.run} /> : null}
      {published ? <ApplicantsCard role={role} pilot={pilot} /> : null}
      <PilotDetails
        country={names.country(pilot.location)}
        industries={pilot.industries.map(names.industry)}
        description={pilot.description}
        requirements={pilot.requirements}
        terms={pilot.terms}
        facts={facts}
      />
    </Stack>
  );
}

function ArchiveButton({ role, pilot }: { role: OwnerRole; pilot: PilotCard }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const archive = useArchivePilot(role, pilot.id);
  const apply = async () => {
    try {
      await archive.mutateAsync();
      notify.success(t('pilotsOwner.archive.done'));
      setOpened(false);
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.archive.failed'));
    }
  };
  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpened(true)} data-testid="pilot-archive">
        {t('pilotsOwner.archive.action')}
      </Button>
      <AppModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('pilotsOwner.archive.title')}
        onApply={() => void apply()}
        applyLabel={t('pilotsOwner.archive.action')}
        applyColor="red"
        applying={archive.isPending}
      >
        <Text>{t('pilotsOwner.archive.text', { name: pilot.name })}</Text>
      </AppModal>
    </>
  );
}
