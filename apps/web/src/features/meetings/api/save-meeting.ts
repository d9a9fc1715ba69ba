import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingBooking } from '@platform/contract';
import { bookMeeting } from './book-meeting';
import { changeMeeting } from './change-meeting';
import { invalidateMeetings } from './keys';

/** The booking form's one save: books a new meeting, or changes `changing` when given. */
export function useSaveMeeting(ticketId: string, changing: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingBooking) => (changing ? changeMeeting(changing, body) : bookMeeting(ticketId, body)),
    onSettled: () => invalidateMeetings(client),
  });
}
