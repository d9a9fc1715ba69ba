import { okSchema, type ApplicantDecision } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { OwnerRole } from './owner-keys';
import { useOwnerMutation } from './owner-mutation';

const seg = encodeURIComponent;

/** Shortlist an applicant, or decline it with a structured reason. */
export function useDecideApplicant(role: OwnerRole, id: string) {
  return useOwnerMutation(async ({ applicationId, body }: { applicationId: string; body: ApplicantDecision }) => {
    okSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_list/${seg(id)}/applicants/${seg(applicationId)}`, body));
  });
}
