import { queryOptions, useQuery } from '@tanstack/react-query';
import { pilotCardSchema, type PilotCard } from '@platform/contract';
import { api } from '@/shared/api/api';
import { ownerPilotKeys, type OwnerRole } from './owner-keys';

/** `GET /api/v1/{role}/pilot_dashboard_list/{id}`: the owner's card with its applicants and run. */
export async function getOwnerPilot(role: OwnerRole, id: string, signal?: AbortSignal): Promise<PilotCard> {
  return pilotCardSchema.parse(await api.get(`/api/v1/${role}/pilot_dashboard_list/${encodeURIComponent(id)}`, { signal }));
}

export const ownerPilotQueryOptions = (role: OwnerRole, id: string) =>
  queryOptions({ queryKey: ownerPilotKeys.card(role, id), queryFn: ({ signal }) => getOwnerPilot(role, id, signal) });

export const useOwnerPilot = (role: OwnerRole, id: string) => useQuery(ownerPilotQueryOptions(role, id));
