import { queryOptions, useQuery } from '@tanstack/react-query';
import { pilotCardSchema, type PilotCard } from '@platform/contract';
import { api } from '@/shared/api/api';
import { startupPilotKeys } from './startup-keys';

/** `GET /api/v1/startup/pilot_dashboard_list/{id}`: the card with the startup's application and its run. */
export async function getStartupPilot(id: string, signal?: AbortSignal): Promise<PilotCard> {
  return pilotCardSchema.parse(await api.get(`/api/v1/startup/pilot_dashboard_list/${encodeURIComponent(id)}`, { signal }));
}

export const startupPilotQueryOptions = (id: string) =>
  queryOptions({ queryKey: startupPilotKeys.view(id), queryFn: ({ signal }) => getStartupPilot(id, signal), retry: false });

export const useStartupPilot = (id: string) => useQuery(startupPilotQueryOptions(id));
