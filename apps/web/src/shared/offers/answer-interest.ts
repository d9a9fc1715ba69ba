import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quoteSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

export type Quote = z.infer<typeof quoteSchema>;

/** `PATCH /api/v1/quote/interesting/{id}`: true, false, or null to clear the answer. */
export async function answerInterest(offerId: string, interesting: boolean | null): Promise<Quote> {
  return quoteSchema.parse(await api.patch(`/api/v1/quote/interesting/${encodeURIComponent(offerId)}`, { interesting }));
}

/** Entries an answer (or the first look at an offer) changes: offer lists, application cards, badges. */
export function invalidateOfferViews(client: ReturnType<typeof useQueryClient>): void {
  for (const queryKey of [queryKeys.offers, queryKeys.tickets, queryKeys.userEvents]) void client.invalidateQueries({ queryKey });
}

export function useAnswerInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, interesting }: { offerId: string; interesting: boolean | null }) => answerInterest(offerId, interesting),
    onSettled: () => invalidateOfferViews(client),
  });
}
