import { useQuery } from '@tanstack/react-query';
import { crowdfundingCardSchema, type CrowdfundingCard } from '@platform/contract';
import { api } from '@/shared/api/api';
import { cardPath, type CardAudience } from '../lib/view-state';
import { viewKeys } from './view-keys';

/** `GET /api/v1/{role|public}/crowdfunding_card/{id}`: one round with its 5 newest backers and the caller's own backing. */
export async function getCard(audience: CardAudience, id: string, signal?: AbortSignal): Promise<CrowdfundingCard> {
  return crowdfundingCardSchema.parse(await api.get(cardPath(audience, id), { signal, ...(audience === 'public' ? { token: null } : {}) }));
}

export const useCard = (audience: CardAudience, id: string) =>
  useQuery({
    queryKey: viewKeys.card(audience, id),
    queryFn: ({ signal }) => getCard(audience, id, signal),
    refetchOnWindowFocus: 'always',
    // A missing round stays missing: no second try before the not-found state.
    retry: false,
  });
