import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { OwnerRole } from './owner-keys';
import { useOwnerMutation } from './owner-mutation';

/** `POST /api/v1/{role}/pilot_dashboard_card/{id}/archive`. */
export function useArchivePilot(role: OwnerRole, id: string) {
  return useOwnerMutation(async (_: void) => {
    okSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_card/${encodeURIComponent(id)}/archive`, {}));
  });
}
