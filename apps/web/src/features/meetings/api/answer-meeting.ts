import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingAcceptSchema, meetingSchema, type MeetingAccept } from '@platform/contract';
import { api } from '@/shared/api/api';
import { invalidateMeetings } from './keys';

/** `PATCH /api/v1/expert/work_calendar/meet/accept/{id}`: accept, or decline with a reason of 5 to 50 characters. */
export async function answerMeeting(id: string, body: MeetingAccept) {
  return meetingSchema.parse(await api.patch(`/api/v1/expert/work_calendar/meet/accept/${encodeURIComponent(id)}`, meetingAcceptSchema.parse(body)));
}

/** The meetings and the ticket read again once answered. */
export function useAnswerMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MeetingAccept }) => answerMeeting(id, body),
    onSettled: () => invalidateMeetings(client),
  });
}
