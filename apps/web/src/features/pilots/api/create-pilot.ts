import { pilotCardSchema, type PilotCardBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { OwnerRole } from './owner-keys';
import { useOwnerMutation } from './owner-mutation';

/** `POST /api/v1/{role}/pilot_dashboard_card`: submitted for moderation. */
export function useCreatePilot(role: OwnerRole) {
  return useOwnerMutation(async (body: PilotCardBody) => pilotCardSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_card`, body)));
}
