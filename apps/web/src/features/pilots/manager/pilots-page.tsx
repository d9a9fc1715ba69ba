import { useEffect, useId, useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPresentation } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { pilotStatuses, type PilotModeration } from '@platform/contract';
import { apiErrorMessage } from '@/shared/api/api-error';
import { useErrorText } from '@/shared/api/use-error-text';
import { useFormatters } from '@/shared/format/use-formatters';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { AppModal } from '@/shared/ui/kit/app-modal';
import { SelectField } from '@/shared/ui/kit/select-field';
import { ContentLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useHandbookNames } from '../components/owner/use-handbook-names';
import { Pager } from '@/shared/ui/pager';
import { pageCount } from '@/shared/lib/page-params';
import { useManagerPilots, useMovePilot, type ManagerPilot } from './api';
import { DeclinePilotModal } from './decline-pilot-modal';
import { pilotQueueSearch, readPilotQueue, type PilotQueueStatus } from './pilot-queue';

/** `/manage/pilots`: pilots by status, the ones waiting for moderation by default, with the manager's moves. */
export function ManagePilotsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pilotsOwner.manage.title'));
  const [params, setParams] = useSearchParams();
  const filters = readPilotQueue(params);
  const query = useManagerPilots(filters);
  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;
  const [declining, setDeclining] = useState<ManagerPilot | null>(null);
  const [archiving, setArchiving] = useState<ManagerPilot | null>(null);

  const beyond = data !== undefined && !query.isPlaceholderData && filters.page > pages;
  useEffect(() => {
    if (beyond) setParams(pilotQueueSearch({ ...filters, page: pages }), { replace: true });
  }, [beyond, pages, filters, setParams]);

  const statusOptions = [
    { value: 'all', label: t('pilotsOwner.manage.statusAll') },
    ...pilotStatuses.map((status) => ({ value: status, label: t(`pilotsOwner.manage.statuses.${status}`) })),
    { value: 'overdue', label: t('pilotRecord.queue.overdue') },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('pilotsOwner.manage.title')}
          </Title>
          <Text c="dimmed" data-testid="manage-pilots-total">
            {data ? t('pilotsOwner.manage.total', { count: data.total }) : '\u00a0'}
          </Text>
        </Stack>
        <SelectField
          label={t('pilotsOwner.manage.statusFilter')}
          data={statusOptions}
          value={filters.status}
          onChange={(value) => setParams(pilotQueueSearch({ status: (value ?? 'send') as PilotQueueStatus, page: 1 }))}
          w={260}
          maw="100%"
        />
      </Group>
      {query.isPending ? (
        <ContentLoader />
      ) : query.isError && !data ? (
        <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.pilots.length === 0 ? (
        <StateBlock icon={<IconPresentation size={36} stroke={1.6} />} color="gray" title={t('pilotsOwner.manage.empty')} data-testid="manage-pilots-empty" />
      ) : (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          <Stack gap="sm" role="list" aria-label={t('pilotsOwner.manage.list')}>
            {data.pilots.map((pilot) => (
              <PilotRow key={pilot.id} pilot={pilot} onDecline={() => setDeclining(pilot)} onArchive={() => setArchiving(pilot)} />
            ))}
          </Stack>
          <Pager page={Math.min(filters.page, pages)} pages={pages} onChange={(page) => setParams(pilotQueueSearch({ ...filters, page }))} />
        </Stack>
      )}
      <DeclinePilotModal pilot={declining} onClose={() => setDeclining(null)} />
      <ArchiveModal pilot={archiving} onClose={() => setArchiving(null)} />
    </Stack>
  );
}

function useMove() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const move = useMovePilot();
  const run = async (pilot: ManagerPilot, body: PilotModeration): Promise<boolean> => {
    try {
      await move.mutateAsync({ id: pilot.id, body });
      notify.success(t('pilotsOwner.manage.moved', { name: pilot.name, status: t(`pilotsOwner.manage.statuses.${body.status}`) }));
      return true;
    } catch (failure) {
      notify.error(apiErrorMessage(failure, errorText), t('pilotsOwner.manage.failed'));
      return false;
    }
  };
  return { run, busy: move.isPending };
}

function PilotRow({ pilot, onDecline, onArchive }: { pilot: ManagerPilot; onDecline: () => void; onArchive: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = useHandbookNames();
  const move = useMove();
  const moves = pilot.moves;
  const [opened, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="listitem" data-testid="manage-pilot-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 200px' }}>
            {pilot.name}
          </Text>
          <Badge variant="light" radius="sm" tt="none" data-testid="manage-pilot-status">
            {t(`pilotsOwner.manage.statuses.${pilot.status}`)}
          </Badge>
        </Group>
        <Text fz="sm">{t('pilotsOwner.manage.owner', { name: pilot.owner.name, role: t(`roles.${pilot.owner.role}`) })}</Text>
        <Text fz="xs" c="dimmed">
          {names.country(pilot.location)} · {pilot.industries.map(names.industry).join(', ')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('pilotsOwner.manage.submitted', { date: format.dateTime(pilot.created_at) })} ·{' '}
          {t('pilotsOwner.manage.applicants', { count: pilot.applicants_count })}
        </Text>
        {pilot.run && !pilot.run.outcome ? (
          <Group gap="xs">
            <Text fz="xs" c="dimmed">
              {t('pilotRecord.queue.due', { date: format.date(pilot.run.decision_date) })}
            </Text>
            {pilot.run.overdue_days > 0 ? (
              <Badge color="red" variant="light" radius="sm" tt="none" data-testid="manage-pilot-overdue">
                {t('pilotRecord.queue.overdueDays', { count: pilot.run.overdue_days })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {pilot.decline_reason ? (
          <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {pilot.decline_reason}
          </Text>
        ) : null}
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} aria-controls={detailsId} style={{ alignSelf: 'flex-start' }}>
          {opened ? t('common.less') : t('pilotsOwner.manage.details')}
        </Button>
        <Collapse expanded={opened} id={detailsId}>
          <Stack gap="xs">
            {(['description', 'requirements', 'terms'] as const).map((key) => (
              <Stack gap={2} key={key}>
                <Text fz="sm" fw={600}>
                  {t(`pilotsOwner.form.${key}`)}
                </Text>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {pilot[key]}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Collapse>
        {moves.length > 0 ? (
          <Group gap="xs">
            {moves.includes('accept') ? (
              <Button size="xs" loading={move.busy} onClick={() => void move.run(pilot, { status: 'accept' })}>
                {t('pilotsOwner.manage.accept')}
              </Button>
            ) : null}
            {moves.includes('new') ? (
              <Button size="xs" loading={move.busy} onClick={() => void move.run(pilot, { status: 'new' })}>
                {t('pilotsOwner.manage.publish')}
              </Button>
            ) : null}
            {moves.includes('decline') ? (
              <Button size="xs" variant="default" color="red" onClick={onDecline}>
                {t('pilotsOwner.manage.decline')}
              </Button>
            ) : null}
            {moves.includes('archive') ? (
              <Button size="xs" variant="default" onClick={onArchive}>
                {t('pilotsOwner.manage.archive')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ArchiveModal({ pilot, onClose }: { pilot: ManagerPilot | null; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMove();
  return (
    <AppModal
      opened={pilot !== null}
      onClose={onClose}
      title={t('pilotsOwner.manage.archiveTitle', { name: pilot?.name ?? '' })}
      onApply={() => {
        if (pilot) void move.run(pilot, { status: 'archive' }).then((done) => done && onClose());
      }}
      applyLabel={t('pilotsOwner.manage.archive')}
      applyColor="red"
      applying={move.busy}
    >
      <Text>{t('pilotsOwner.manage.archiveText')}</Text>
    </AppModal>
  );
}
