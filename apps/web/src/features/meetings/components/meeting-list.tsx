import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Meeting } from '@platform/contract';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { byStart } from '../lib/meeting-state';
import { viewerTimeZone } from '../lib/free-time';
import { MeetingCard } from './meeting-card';

export interface MeetingListProps {
  query: UseQueryResult<Meeting[]>;
  /** The empty state's text. */
  empty: string;
  actions?: (meeting: Meeting) => ReactNode;
}

/** A ticket's meetings by start time, times in the viewer's zone; loading, failure and empty states. */
export function MeetingList({ query, empty, actions }: MeetingListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <ContentLoader />;
  if (query.isError) return <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <StateBlock
        icon={<IconCalendarEvent size={36} stroke={1.6} />}
        color="gray"
        title={t('meetings.list.emptyTitle')}
        description={empty}
        data-testid="meetings-empty"
      />
    );
  }
  const now = new Date();
  return (
    <Stack gap="sm">
      <Text fz="xs" c="dimmed">
        {t('meetings.list.zone', { zone: viewerTimeZone() })}
      </Text>
      <Stack gap="sm" role="list" aria-label={t('meetings.list.label')} data-testid="meetings-list">
        {byStart(query.data).map((meeting) => (
          <MeetingCard key={meeting.id} meeting={meeting} now={now} actions={actions?.(meeting)} />
        ))}
      </Stack>
    </Stack>
  );
}
