import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMeetings } from './fetch-meetings';
import { meetingKeys } from './keys';

/** `GET /api/v1/expert/meet/{appId}`: the meetings of the expert company's ticket, by start time. */
export const listExpertMeetings = (ticketId: string, signal?: AbortSignal) => fetchMeetings(`/api/v1/expert/meet/${encodeURIComponent(ticketId)}`, signal);

export const expertMeetingsQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: meetingKeys.expert(ticketId), queryFn: ({ signal }) => listExpertMeetings(ticketId, signal), refetchOnWindowFocus: 'always' });

export const useExpertMeetings = (ticketId: string) => useQuery(expertMeetingsQueryOptions(ticketId));
