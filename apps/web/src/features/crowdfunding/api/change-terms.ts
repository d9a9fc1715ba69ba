import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roundChangeSchema, roundTermsSchema, type RoundTerms } from '@platform/contract';
import { api } from '@/shared/api/api';
import { manageKeys } from '@/shared/api/manager-keys';
import { queryKeys } from '@/shared/api/query-keys';

/** `POST /api/v1/manager/crowdfunding/{id}/terms`: a manager changes the terms; the log, the card and the audit log read again. */
export function useChangeTerms(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (terms: RoundTerms) =>
      roundChangeSchema.parse(await api.post(`/api/v1/manager/crowdfunding/${encodeURIComponent(id)}/terms`, roundTermsSchema.parse(terms))),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.crowdfunding });
      void client.invalidateQueries({ queryKey: manageKeys.allAudit });
    },
  });
}
