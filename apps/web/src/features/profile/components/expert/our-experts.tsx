import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { HoverTooltip } from '@/shared/ui/hover-tooltip';
import { IconCalendarEvent, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useHandbooks } from '@/shared/api/get-handbooks';
import { internalExpertKeys } from '@/shared/internal-experts/keys';
import { listInternalExperts, type InternalExpertListParams } from '@/shared/internal-experts/list-internal-experts';
import { loadChunk } from '@/shared/lib/load-chunk';
import { avatarColor } from '@/shared/lib/avatar-color';
import { handbookNames } from '@/shared/lib/handbook-options';
import { paths } from '@/shared/paths';
import { FileAvatar } from '@/shared/ui/file-avatar';
import { DialogLoader } from '@/shared/ui/loaders';
import { GoToRoute } from '@/shared/ui/kit/go-to-route';
import { SomethingWentWrong } from '@/shared/ui/states';
import { Chips } from '../data-list';

// The add-expert dialog's form (the form library, the selects, the photo upload) loads when it first
// opens, not with the profile (docs/performance.md, "First screens").
const InternalExpertModal = lazy(async () => ({
  default: (await loadChunk(() => import('@/shared/internal-experts/internal-expert-modal'))).InternalExpertModal,
}));

/** The profile shows the five newest internal experts (spec part 1, section 9). */
const PREVIEW: InternalExpertListParams = { take: 5, skip: 0, search: '', orderBy: 'createdAt', orderDir: 'desc' };

/** "Our experts": the newest internal experts, a link to the full list and the add-expert dialog. */
export function OurExperts() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const query = useQuery({ queryKey: internalExpertKeys.list(PREVIEW), queryFn: ({ signal }) => listInternalExperts(PREVIEW, signal) });
  // The list renders from deferred copies of the answers, in slices after the profile, not in one
  // task when each answer arrives (as LoadState does for the profile).
  const list = useDeferredValue(query.data);
  const handbooks = useDeferredValue(useHandbooks().data);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="our-experts-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Title order={2} fz="lg" id="our-experts-title">
              {t('experts.ours.title')}
            </Title>
            {list ? (
              <Text c="dimmed" fz="sm" data-testid="our-experts-total">
                {t('experts.total', { count: list.total })}
              </Text>
            ) : null}
          </Group>
          <Group gap="md">
            <GoToRoute to={paths.cabinet.expertList()} label={t('experts.ours.viewAll')} direction="forward" />
            <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('experts.add')}
            </Button>
          </Group>
        </Group>
        {query.isError ? (
          <SomethingWentWrong framed={false} error={query.error} onRetry={() => void query.refetch()} />
        ) : !list ? (
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : list.experts.length === 0 ? (
          <Text c="dimmed">{t('experts.ours.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.experts.map((expert, index) => {
              const name = `${expert.name} ${expert.surname}`;
              return (
                <Group key={expert.id} component="li" gap="sm" wrap="nowrap" align="center">
                  <FileAvatar path={expert.logo_file?.path} name={name} color={avatarColor(index)} radius="xl" size={40} />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} truncate="end">
                      {name}
                    </Text>
                    <Chips names={handbookNames(expert.expert_in, handbooks?.industries)} />
                  </Stack>
                  <HoverTooltip label={t('experts.actions.schedule')}>
                    <ActionIcon component={Link} to={paths.cabinet.schedule(expert.id)} variant="subtle" aria-label={t('experts.actions.scheduleOf', { name })}>
                      <IconCalendarEvent size={18} aria-hidden />
                    </ActionIcon>
                  </HoverTooltip>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
      {adding ? (
        <Suspense fallback={<DialogLoader />}>
          <InternalExpertModal opened onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
