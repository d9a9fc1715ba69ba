import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingBookingSchema, meetingSchema, type MeetingBooking } from '@platform/contract';
import { api } from '@/shared/api/api';
import { invalidateMeetings } from './keys';

/** `POST /api/v1/manager/expert-tickets/{id}/meetings`: books a meeting with the ticket's internal expert. */
export async function bookMeeting(ticketId: string, body: MeetingBooking) {
  return meetingSchema.parse(await api.post(`/api/v1/manager/expert-tickets/${encodeURIComponent(ticketId)}/meetings`, meetingBookingSchema.parse(body)));
}

/** `PATCH /api/v1/manager/meetings/{id}`: moves or renames a meeting; the expert's answer starts again. */
export async function changeMeeting(id: string, body: MeetingBooking) {
  return meetingSchema.parse(await api.patch(`/api/v1/manager/meetings/${encodeURIComponent(id)}`, meetingBookingSchema.parse(body)));
}

/** Books a new meeting, or changes `changing` when given. */
export function useSaveMeeting(ticketId: string, changing: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingBooking) => (changing ? changeMeeting(changing, body) : bookMeeting(ticketId, body)),
    onSettled: () => invalidateMeetings(client),
  });
}
