import { useQuery } from '@tanstack/react-query';
import { startupProfileSchema, type StartupProfile } from '@platform/contract';
import { api } from '@/shared/api/api';
import { profileKeys } from './keys';

/** `GET /api/v1/startup/{id}?ticketId=…`: a startup's profile as an investor or a corporate sees it. */
export async function getStartupView(id: string, ticketId?: string, signal?: AbortSignal): Promise<StartupProfile> {
  const answer = await api.get(`/api/v1/startup/${encodeURIComponent(id)}`, { query: { ticketId }, signal });
  return startupProfileSchema.parse(answer);
}

export const useStartupView = (id: string, ticketId?: string) =>
  useQuery({ queryKey: profileKeys.startupView(id, ticketId), queryFn: ({ signal }) => getStartupView(id, ticketId, signal) });
