import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionKeys } from './view-keys';

export const questionsPath = (id: string) => `/api/v1/crowdfunding/${encodeURIComponent(id)}/questions`;

/** Every write to a round's questions makes its list read again. */
export function useQuestionWrite<Vars>(id: string, write: (vars: Vars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: questionKeys.list(id) }) });
}
