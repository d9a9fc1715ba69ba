import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pilotCardSchema, type PilotCard } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { startupPilotKeys } from './startup-keys';

/** `POST /api/v1/startup/pilot_dashboard_card_accept/{id}` with the optional question; answers the updated card. */
export async function applyToPilot(id: string, question: string | null): Promise<PilotCard> {
  return pilotCardSchema.parse(await api.post(`/api/v1/startup/pilot_dashboard_card_accept/${encodeURIComponent(id)}`, { question }));
}

export function useApplyToPilot(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string | null) => applyToPilot(id, question),
    onSuccess: (card) => client.setQueryData(startupPilotKeys.view(id), card),
    // The list, the card and the profile's counters all change with an application.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.pilots }),
  });
}
