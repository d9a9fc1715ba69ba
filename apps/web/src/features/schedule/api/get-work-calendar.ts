import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workCalendarSchema, type WorkCalendarAnswer } from '@platform/contract';
import { api } from '@/shared/api/api';
import { scheduleKeys } from './keys';

/** `GET /api/v1/expert/work_calendar/{expertId}`: the hours, meetings and settings of an instant range. */
export async function getWorkCalendar(expertId: string, range: { from: string; to: string }, signal?: AbortSignal): Promise<WorkCalendarAnswer> {
  const answer = await api.get(`/api/v1/expert/work_calendar/${encodeURIComponent(expertId)}`, {
    query: { timestampz_from: range.from, timestampz_to: range.to },
    signal,
  });
  return workCalendarSchema.parse(answer);
}

/** The shown week; the previous week stays on screen while the next one loads. */
export function useWorkCalendar(expertId: string | null, range: { from: string; to: string }) {
  return useQuery({
    queryKey: scheduleKeys.week(expertId ?? '', range.from, range.to),
    queryFn: ({ signal }) => getWorkCalendar(expertId!, range, signal),
    enabled: expertId !== null,
    placeholderData: keepPreviousData,
  });
}
