import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMeetings } from './fetch-meetings';
import { meetingKeys, type ClientSide } from './keys';

/** `GET /api/v1/{startup|foundation}/ticket/{id}/meetings`: the meetings of the expert tickets serving the client's ticket. */
export const listClientMeetings = (side: ClientSide, ticketId: string, signal?: AbortSignal) =>
  fetchMeetings(`/api/v1/${side}/ticket/${encodeURIComponent(ticketId)}/meetings`, signal);

export const clientMeetingsQueryOptions = (side: ClientSide, ticketId: string) =>
  queryOptions({
    queryKey: meetingKeys.client(side, ticketId),
    queryFn: ({ signal }) => listClientMeetings(side, ticketId, signal),
    refetchOnWindowFocus: 'always',
  });

export const useClientMeetings = (side: ClientSide, ticketId: string) => useQuery(clientMeetingsQueryOptions(side, ticketId));
