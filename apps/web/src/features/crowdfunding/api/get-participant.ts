import { queryOptions, useQuery } from '@tanstack/react-query';
import { backerSchema, type Backer } from '@platform/contract';
import { api } from '@/shared/api/api';
import { viewKeys } from './view-keys';

/** `GET /api/v1/crowdfunding/{id}/backer/{backerId}`: one participant of a round. */
export async function getParticipant(id: string, backerId: string, signal?: AbortSignal): Promise<Backer> {
  return backerSchema.parse(await api.get(`/api/v1/crowdfunding/${encodeURIComponent(id)}/backer/${encodeURIComponent(backerId)}`, { signal }));
}

export const participantQueryOptions = (id: string, backerId: string) =>
  queryOptions({ queryKey: viewKeys.participant(id, backerId), queryFn: ({ signal }) => getParticipant(id, backerId, signal), retry: false });

export const useParticipant = (id: string, backerId: string) => useQuery(participantQueryOptions(id, backerId));
