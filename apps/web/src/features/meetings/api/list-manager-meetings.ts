import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMeetings } from './fetch-meetings';
import { meetingKeys } from './keys';

/** `GET /api/v1/manager/expert-tickets/{id}/meetings`: the meetings of an expert ticket, for the back office. */
export const listManagerMeetings = (ticketId: string, signal?: AbortSignal) =>
  fetchMeetings(`/api/v1/manager/expert-tickets/${encodeURIComponent(ticketId)}/meetings`, signal);

export const managerMeetingsQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: meetingKeys.manager(ticketId), queryFn: ({ signal }) => listManagerMeetings(ticketId, signal), refetchOnWindowFocus: 'always' });

export const useManagerMeetings = (ticketId: string) => useQuery(managerMeetingsQueryOptions(ticketId));
