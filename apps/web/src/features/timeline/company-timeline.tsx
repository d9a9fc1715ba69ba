import { useMemo, useState } from 'react';
import { Button, Center, Loader, Stack, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconCalendarTime,
  IconCoins,
  IconFileCheck,
  IconFileDescription,
  IconHandFinger,
  IconMessages,
  IconNote,
  IconPresentation,
  IconTimeline,
  IconUserCog,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSectionSettings } from '@/shared/api/get-section-settings';
import { useInfiniteSentinel } from '@/shared/hooks/use-infinite-sentinel';
import { uniqueById } from '@/shared/lib/unique-by-id';
import { useCurrentUser } from '@/shared/session/session-context';
import { ContentLoader } from '@/shared/ui/loaders';
import { StateBlock } from '@/shared/ui/state-block';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useTimeline } from './api/timeline';
import { EntryDetails, EntryLink, EntryMeta, EntrySentence } from './components/timeline-entry';
import { familyOf, sentenceOf } from './lib/sentence';
import { subjectLink, type TimelineViewer } from './lib/subject-link';

const familyIcons: Record<ReturnType<typeof familyOf>, { icon: Icon; color: string }> = {
  account: { icon: IconUserCog, color: 'gray' },
  note: { icon: IconNote, color: 'grape' },
  ticket: { icon: IconFileDescription, color: 'brand' },
  offer: { icon: IconHandFinger, color: 'brand' },
  thread: { icon: IconMessages, color: 'cyan' },
  duediligence: { icon: IconFileCheck, color: 'teal' },
  report: { icon: IconFileCheck, color: 'teal' },
  meeting: { icon: IconCalendarTime, color: 'indigo' },
  round: { icon: IconCoins, color: 'orange' },
  backing: { icon: IconCoins, color: 'orange' },
  pilot: { icon: IconPresentation, color: 'green' },
  pilotApplication: { icon: IconPresentation, color: 'green' },
};

/** The reader: with `companyId` a manager, else the signed-in company with the sections it sees. */
function useViewer(companyId: string | undefined): TimelineViewer {
  const user = useCurrentUser();
  const sections = useSectionSettings(user.sectionSettings);
  if (companyId !== undefined || user.role === 'manager') return { role: 'manager' };
  return { role: user.role, sections };
}

/**
 * A company's timeline, newest first. With `companyId` a manager reads that company's
 * (`GET /api/v1/manager/companies/{id}/timeline`, internal comments included); without it a
 * company reads its own (`GET /api/v1/user/timeline`). Further pages load as the list's end
 * comes into view; a socket event about the account or its timeline reads it again.
 */
export function CompanyTimeline({ companyId }: { companyId?: string }) {
  const { t } = useTranslation();
  const viewer = useViewer(companyId);
  const query = useTimeline(companyId);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const sentinel = useInfiniteSentinel(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage && !isFetchNextPageError);
  const events = useMemo(() => uniqueById(query.data?.pages.flatMap((page) => page.events) ?? []), [query.data]);
  // One "now" per render of fresh data, so every entry's "ago" is measured from the same moment.
  const [now, setNow] = useState(() => new Date());
  const [seenAt, setSeenAt] = useState(query.dataUpdatedAt);
  if (seenAt !== query.dataUpdatedAt) {
    setSeenAt(query.dataUpdatedAt);
    setNow(new Date());
  }

  if (query.data === undefined) {
    return query.isError ? <SomethingWentWrong error={query.error} onRetry={() => void query.refetch()} /> : <ContentLoader />;
  }
  if (events.length === 0) {
    return (
      <StateBlock
        icon={<IconTimeline size={36} stroke={1.6} />}
        color="gray"
        title={t('timeline.empty.title')}
        description={t('timeline.empty.text')}
        data-testid="timeline-empty"
      />
    );
  }
  return (
    <Stack gap="md" component="section" aria-label={t('timeline.label')} data-testid="company-timeline">
      <Timeline bulletSize={32} lineWidth={2}>
        {events.map((event) => {
          const sentence = sentenceOf(event, viewer.role === 'manager' ? 'manager' : 'company');
          const { icon: FamilyIcon, color } = familyIcons[familyOf(event.kind)];
          return (
            <Timeline.Item
              key={event.id}
              data-testid="timeline-entry"
              bullet={
                <ThemeIcon size={32} radius="xl" variant="light" color={event.internal ? 'grape' : color}>
                  <FamilyIcon size={18} stroke={1.6} aria-hidden />
                </ThemeIcon>
              }
              title={<EntrySentence sentence={sentence} internal={event.internal} />}
            >
              <Stack gap={4} mt={4}>
                <EntryDetails details={sentence.details} />
                <EntryMeta event={event} now={now} />
                <EntryLink to={subjectLink(event, viewer)} subject={event.subject} />
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
      <div ref={sentinel} />
      {isFetchingNextPage ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : isFetchNextPageError ? (
        <Center>
          <Button variant="light" color="red" onClick={() => void fetchNextPage()}>
            {t('timeline.loadMoreFailed')}
          </Button>
        </Center>
      ) : hasNextPage ? (
        <Center>
          <Button variant="subtle" onClick={() => void fetchNextPage()}>
            {t('timeline.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
