import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { addDays, localDate, localInstant } from '@platform/contract';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useLanguage } from '@/shared/i18n/use-language';
import { ContentLoader } from '@/shared/ui/loaders';
import { SomethingWentWrong } from '@/shared/ui/states';
import { useWorkCalendar } from '../api/get-work-calendar';
import { useScheduleExperts } from '../api/list-schedule-experts';
import { MeetingModal } from '../components/meeting-modal';
import { ScheduleCalendar } from '../components/schedule-calendar';
import { ScheduleHeader } from '../components/schedule-header';
import { NoExpertsModal, NoScheduleModal } from '../components/schedule-popups';
import { SettingsModal } from '../components/settings-modal';
import { useScheduleUrl } from '../components/use-schedule-url';
import { isEmptyWeek, meetingEvents, slotEvents, visibleHours } from '../lib/calendar-events';
import { browserZone } from '@/shared/time-zone/zone-options';
import { mondayOf, toZoneWall, wallOfDate, weekFetchRange, weekRange } from '../lib/zone-time';

/** `/cabinet/schedule?expertId=…&date=…&zone=…`: an internal expert's week of working time and meetings. */
export function SchedulePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('pages.schedule'));
  // Below the `sm` breakpoint a week's seven columns are too narrow to read: one day is shown.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [params, change] = useScheduleUrl();
  const experts = useScheduleExperts();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [meetingId, setMeetingId] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [noExpertsClosed, setNoExpertsClosed] = useState(false);

  const firstExpert = experts.data?.[0]?.id;
  // A link to an expert the company no longer has (or never had) opens its first expert instead.
  const unknown = params.expertId !== null && experts.data !== undefined && !experts.data.some((e) => e.id === params.expertId);
  useEffect(() => {
    if ((!params.expertId || unknown) && firstExpert) change({ expertId: firstExpert }, { replace: true });
  }, [params.expertId, unknown, firstExpert, change]);

  const expertId = (unknown ? null : params.expertId) ?? firstExpert ?? null;
  const fallbackDate = params.date ?? localDate(new Date(), params.zone ?? browserZone());
  const fetchRange = useMemo(() => {
    const range = weekFetchRange(fallbackDate);
    return { from: range.from.toISOString(), to: range.to.toISOString() };
  }, [fallbackDate]);
  const calendar = useWorkCalendar(expertId, fetchRange);
  const zone = params.zone ?? calendar.data?.settings.timezone ?? browserZone();
  const date = params.date ?? localDate(new Date(), zone);
  // Today is read in the expert's zone once it is known; the URL then names the week shown.
  const savedZone = calendar.data?.settings.timezone;
  useEffect(() => {
    if (!params.date && savedZone) change({ date: localDate(new Date(), params.zone ?? savedZone) }, { replace: true });
  }, [params.date, params.zone, savedZone, change]);

  const slots = useMemo(() => slotEvents(calendar.data?.calendar ?? [], zone, language), [calendar.data, zone, language]);
  const meetings = useMemo(() => meetingEvents(calendar.data?.meets ?? [], zone), [calendar.data, zone]);
  const shown = useMemo(
    () => (narrow ? { from: localInstant(date, '00:00', zone), to: localInstant(addDays(date, 1), '00:00', zone) } : weekRange(date, zone)),
    [date, zone, narrow],
  );
  const hours = useMemo(() => {
    const first = narrow ? date : mondayOf(date);
    // The current time is on screen too when today is shown, so its line is never scrolled off.
    const now = toZoneWall(new Date(), zone);
    const current = { start: now, end: new Date(now.getTime() + 60_000) };
    return visibleHours([...slots, ...meetings, current], { from: wallOfDate(first), to: wallOfDate(addDays(first, narrow ? 1 : 7)) });
  }, [slots, meetings, date, narrow, zone]);
  const weekKey = `${expertId}/${narrow ? date : mondayOf(date)}`;
  const empty = calendar.isSuccess && !calendar.isPlaceholderData && isEmptyWeek(calendar.data.calendar, calendar.data.meets, shown);
  const expert = experts.data?.find((e) => e.id === expertId);
  const meeting = calendar.data?.meets.find((m) => m.id === meetingId) ?? null;

  const step = (direction: -1 | 1) => change({ date: addDays(date, direction * (narrow ? 1 : 7)) });

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('pages.schedule')}
        </Title>
        {expertId && experts.data?.length ? (
          <Button variant="light" leftSection={<IconSettings size={18} aria-hidden />} onClick={() => setSettingsOpen(true)} disabled={!calendar.data}>
            {t('schedule.settings')}
          </Button>
        ) : null}
      </Group>
      {experts.isPending ? (
        <ContentLoader />
      ) : experts.isError ? (
        <SomethingWentWrong error={experts.error} onRetry={() => void experts.refetch()} />
      ) : experts.data.length === 0 ? (
        <NoExpertsModal opened={!noExpertsClosed} onClose={() => setNoExpertsClosed(true)} />
      ) : expertId ? (
        <>
          <ScheduleHeader
            experts={experts.data}
            expertId={expertId}
            onExpert={(id) => change({ expertId: id })}
            date={date}
            onDate={(next) => change({ date: next })}
            onStep={step}
            onToday={() => change({ date: localDate(new Date(), zone) })}
            narrow={narrow}
            zone={zone}
            onZone={(next) => change({ zone: next })}
          />
          {calendar.isError ? (
            <SomethingWentWrong error={calendar.error} onRetry={() => void calendar.refetch()} />
          ) : calendar.isPending ? (
            <ContentLoader />
          ) : (
            <ScheduleCalendar
              date={date}
              narrow={narrow}
              slots={slots}
              meetings={meetings}
              hours={hours}
              zone={zone}
              label={t('schedule.calendarOf', { name: expert ? `${expert.name} ${expert.surname}` : '' })}
              onMeeting={setMeetingId}
            />
          )}
          <SettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} expertId={expertId} settings={calendar.data?.settings} />
          <MeetingModal meeting={meeting} zone={zone} onClose={() => setMeetingId(null)} />
          <NoScheduleModal
            opened={empty && !settingsOpen && dismissed !== weekKey}
            onClose={() => setDismissed(weekKey)}
            onSettings={() => {
              setDismissed(weekKey);
              setSettingsOpen(true);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
