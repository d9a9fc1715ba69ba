import { useQuery } from '@tanstack/react-query';
import { offerListSchema, type Offer } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** Under the shared `offers` root: the realtime bridge invalidates it when a manager attaches an offer. */
export const offerListKey = (ticketId: string) => [...queryKeys.offers, ticketId] as const;

/** `GET /api/v1/quote/list/{ticketId}`: the companies offered on an application, oldest first. */
export async function listOffers(ticketId: string, signal?: AbortSignal): Promise<Offer[]> {
  return offerListSchema.parse(await api.get(`/api/v1/quote/list/${encodeURIComponent(ticketId)}`, { signal })).offers;
}

export const useOffers = (ticketId: string, enabled = true) =>
  useQuery({
    queryKey: offerListKey(ticketId),
    queryFn: ({ signal }) => listOffers(ticketId, signal),
    refetchOnWindowFocus: 'always',
    enabled,
  });
