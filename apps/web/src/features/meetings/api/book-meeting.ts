import { meetingBookingSchema, meetingSchema, type MeetingBooking } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `POST /api/v1/manager/expert-tickets/{id}/meetings`: books a meeting with the ticket's internal expert. */
export async function bookMeeting(ticketId: string, body: MeetingBooking) {
  return meetingSchema.parse(await api.post(`/api/v1/manager/expert-tickets/${encodeURIComponent(ticketId)}/meetings`, meetingBookingSchema.parse(body)));
}
