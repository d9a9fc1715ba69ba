import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';

export const investPath = (id: string) => `/api/v1/foundation/crowdfunding_invest/${encodeURIComponent(id)}`;

/** Joining and cancelling both change the round's card and backers: every crowdfunding query reads again. */
export function useAfterBacking() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.crowdfunding });
}
