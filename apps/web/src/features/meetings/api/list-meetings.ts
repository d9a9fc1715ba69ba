import { useQuery } from '@tanstack/react-query';
import { meetingListSchema, type Meeting } from '@platform/contract';
import { api } from '@/shared/api/api';
import { meetingKeys, type ClientSide } from './keys';

const enc = encodeURIComponent;
const meets = async (path: string, signal?: AbortSignal): Promise<Meeting[]> => meetingListSchema.parse(await api.get(path, { signal })).meets;

/** `GET /api/v1/expert/meet/{appId}`: the meetings of the expert company's ticket, by start time. */
export const listExpertMeetings = (ticketId: string, signal?: AbortSignal) => meets(`/api/v1/expert/meet/${enc(ticketId)}`, signal);

/** `GET /api/v1/{startup|foundation}/ticket/{id}/meetings`: the meetings of the expert tickets serving the client's ticket. */
export const listClientMeetings = (side: ClientSide, ticketId: string, signal?: AbortSignal) =>
  meets(`/api/v1/${side}/ticket/${enc(ticketId)}/meetings`, signal);

/** `GET /api/v1/manager/expert-tickets/{id}/meetings`: the meetings of an expert ticket, for the back office. */
export const listManagerMeetings = (ticketId: string, signal?: AbortSignal) => meets(`/api/v1/manager/expert-tickets/${enc(ticketId)}/meetings`, signal);

export const useExpertMeetings = (ticketId: string) =>
  useQuery({ queryKey: meetingKeys.expert(ticketId), queryFn: ({ signal }) => listExpertMeetings(ticketId, signal), refetchOnWindowFocus: 'always' });

export const useClientMeetings = (side: ClientSide, ticketId: string) =>
  useQuery({
    queryKey: meetingKeys.client(side, ticketId),
    queryFn: ({ signal }) => listClientMeetings(side, ticketId, signal),
    refetchOnWindowFocus: 'always',
  });

export const useManagerMeetings = (ticketId: string) =>
  useQuery({ queryKey: meetingKeys.manager(ticketId), queryFn: ({ signal }) => listManagerMeetings(ticketId, signal), refetchOnWindowFocus: 'always' });
