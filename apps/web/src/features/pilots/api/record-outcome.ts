import { pilotCardSchema, type PilotOutcomeBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { OwnerRole } from './owner-keys';
import { useOwnerMutation } from './owner-mutation';

/** Record the outcome with the KPI values reached. */
export function useRecordOutcome(role: OwnerRole, id: string) {
  return useOwnerMutation(async (body: PilotOutcomeBody) =>
    pilotCardSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_list/${encodeURIComponent(id)}/run/outcome`, body)),
  );
}
