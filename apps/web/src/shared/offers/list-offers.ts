import { useQuery } from '@tanstack/react-query';
import { offerListSchema, type Offer } from '@platform/contract';
import { api } from '../api/api';
import { applicationKeys } from '../../features/applications/api/keys';

/** `GET /api/v1/quote/list/{ticketId}`: the companies offered on an application, oldest first. */
export async function listOffers(ticketId: string, signal?: AbortSignal): Promise<Offer[]> {
  return offerListSchema.parse(await api.get(`/api/v1/quote/list/${encodeURIComponent(ticketId)}`, { signal })).offers;
}

export const useOffers = (ticketId: string, enabled = true) =>
  useQuery({
    queryKey: applicationKeys.offers(ticketId),
    queryFn: ({ signal }) => listOffers(ticketId, signal),
    refetchOnWindowFocus: 'always',
    enabled,
  });
