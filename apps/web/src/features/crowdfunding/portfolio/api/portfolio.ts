import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okSchema, portfolioSchema, type Portfolio } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { portfolioRequest, type PortfolioParams } from '../lib/portfolio-params';

/** Under the crowdfunding root: a `crowdfunding` push (a backing decided, news on a round) reads it again. */
export const portfolioKey = [...queryKeys.crowdfunding, 'portfolio'] as const;

/** `GET /api/v1/foundation/portfolio?take&skip&status`: the caller's backings, newest first, and its sums. */
export async function getPortfolio(state: PortfolioParams, signal?: AbortSignal): Promise<Portfolio> {
  return portfolioSchema.parse(await api.get('/api/v1/foundation/portfolio', { query: portfolioRequest(state), signal }));
}

export const usePortfolio = (state: PortfolioParams) =>
  useQuery({ queryKey: [...portfolioKey, state.status, state.page], queryFn: ({ signal }) => getPortfolio(state, signal), placeholderData: keepPreviousData });

/** `POST /api/v1/foundation/crowdfunding_invest/{roundId}/reconfirm`: the backer keeps its backing after a change of terms. */
export function useReconfirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (roundId: string) =>
      okSchema.parse(await api.post(`/api/v1/foundation/crowdfunding_invest/${encodeURIComponent(roundId)}/reconfirm`, {})),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.crowdfunding }),
  });
}

/**
 * Marks the round's updates read once a backer's view has shown them (`readAt`: when they were
 * read), so the portfolio stops counting them; a failure only leaves the count as it was.
 */
export function useMarkUpdatesRead(roundId: string, readAt: number | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (readAt === null) return;
    api
      .post(`/api/v1/foundation/crowdfunding/${encodeURIComponent(roundId)}/updates/read`, {})
      .then(() => client.invalidateQueries({ queryKey: portfolioKey }))
      .catch(() => undefined);
  }, [client, roundId, readAt]);
}
