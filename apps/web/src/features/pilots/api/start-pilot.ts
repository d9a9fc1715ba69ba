import { pilotCardSchema, type PilotStart } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { OwnerRole } from './owner-keys';
import { useOwnerMutation } from './owner-mutation';

/** Start the pilot with a shortlisted applicant and its success contract. */
export function useStartPilot(role: OwnerRole, id: string) {
  return useOwnerMutation(async (body: PilotStart) =>
    pilotCardSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_list/${encodeURIComponent(id)}/run`, body)),
  );
}
