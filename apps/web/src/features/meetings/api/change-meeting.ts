import { meetingBookingSchema, meetingSchema, type MeetingBooking } from '@platform/contract';
import { api } from '@/shared/api/api';

/** `PATCH /api/v1/manager/meetings/{id}`: moves or renames a meeting; the expert's answer starts again. */
export async function changeMeeting(id: string, body: MeetingBooking) {
  return meetingSchema.parse(await api.patch(`/api/v1/manager/meetings/${encodeURIComponent(id)}`, meetingBookingSchema.parse(body)));
}
