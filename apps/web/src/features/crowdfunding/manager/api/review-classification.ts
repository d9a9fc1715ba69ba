import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classificationDecisionSchema, classificationSchema, type Classification, type ClassificationDecision } from '@platform/contract';
import { api } from '@/shared/api/api';
import { manageKeys } from '@/shared/api/manager-keys';
import { checksKeys } from '@/features/crowdfunding/checks/api/keys';

/** `POST /api/v1/manager/classifications/{id}/review`: verify a declaration, or reject it with the reason its backer reads. */
export async function reviewClassification(id: string, decision: ClassificationDecision): Promise<Classification> {
  return classificationSchema.parse(
    await api.post(`/api/v1/manager/classifications/${encodeURIComponent(id)}/review`, classificationDecisionSchema.parse(decision)),
  );
}

export function useReviewClassification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ClassificationDecision }) => reviewClassification(id, decision),
    // The declaration leaves its filter for another, and the audit log has a new line.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: checksKeys.all });
      void client.invalidateQueries({ queryKey: manageKeys.allAudit });
    },
  });
}
