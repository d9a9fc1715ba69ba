import { useQuery } from '@tanstack/react-query';
import { workCalendarSchema, type WorkCalendarAnswer } from '@platform/contract';
import { api } from '@/shared/api/api';
import { meetingKeys } from './keys';

/** `GET /api/v1/expert/work_calendar/{expertId}`: the expert's calendar entries and meetings over at most six weeks. */
export async function getWorkCalendar(expertId: string, from: string, to: string, signal?: AbortSignal): Promise<WorkCalendarAnswer> {
  return workCalendarSchema.parse(
    await api.get(`/api/v1/expert/work_calendar/${encodeURIComponent(expertId)}`, { query: { timestampz_from: from, timestampz_to: to }, signal }),
  );
}

/** The calendar of a range, read only once there is one (a day is chosen). */
export function useWorkCalendar(expertId: string, range: { from: Date; to: Date } | null) {
  const from = range?.from.toISOString() ?? '';
  const to = range?.to.toISOString() ?? '';
  return useQuery({
    queryKey: meetingKeys.calendar(expertId, from, to),
    queryFn: ({ signal }) => getWorkCalendar(expertId, from, to, signal),
    enabled: range !== null,
  });
}
