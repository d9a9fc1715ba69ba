import { expertTicketSchema, type ExpertTicket } from '@platform/contract';
import { api } from '@/shared/api/api';
import { useTicketMutation } from './answer-expert-interest';

/** `PATCH /api/v1/expert/ticket/{id}/internal-expert`: the company's expert who does the work, or null. */
export async function assignInternalExpert(id: string, internalExpertId: string | null): Promise<ExpertTicket> {
  return expertTicketSchema.parse(await api.patch(`/api/v1/expert/ticket/${encodeURIComponent(id)}/internal-expert`, { internal_expert_id: internalExpertId }));
}

export const useAssignInternalExpert = (id: string) => useTicketMutation(id, (expertId: string | null) => assignInternalExpert(id, expertId));
