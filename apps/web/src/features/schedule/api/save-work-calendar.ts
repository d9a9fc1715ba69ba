import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workCalendarSchema, type WorkCalendarAnswer, type WorkCalendarBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import { scheduleKeys } from './keys';

/** `POST /api/v1/expert/work_calendar/{expertId}`: replaces the weekly hours, the zone and the overrides from today on. */
export async function saveWorkCalendar(expertId: string, body: WorkCalendarBody): Promise<WorkCalendarAnswer> {
  return workCalendarSchema.parse(await api.post(`/api/v1/expert/work_calendar/${encodeURIComponent(expertId)}`, body));
}

export function useSaveWorkCalendar(expertId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkCalendarBody) => saveWorkCalendar(expertId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.expert(expertId) }),
  });
}
