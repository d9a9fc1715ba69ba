import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndedSchema, sessionsEndedSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';

/** `DELETE /api/v1/user/sessions/{id}`: that device is signed out at once. */
export async function endSession(id: string) {
  return sessionEndedSchema.parse(await api.delete(`/api/v1/user/sessions/${encodeURIComponent(id)}`));
}

/** `DELETE /api/v1/user/sessions`: every device but this one is signed out. */
export async function endOtherSessions() {
  return sessionsEndedSchema.parse(await api.delete('/api/v1/user/sessions'));
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => client.invalidateQueries({ queryKey: queryKeys.sessions }) });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => client.invalidateQueries({ queryKey: queryKeys.sessions }) });
}
