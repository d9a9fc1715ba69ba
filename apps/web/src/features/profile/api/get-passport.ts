import { useQuery } from '@tanstack/react-query';
import { passportSchema, type PassportClaim } from '@platform/contract';
import { api } from '@/shared/api/api';
import { profileKeys } from './keys';

/** `GET /api/v1/startup/{id}/passport`: each claim of the startup's profile with where it comes from. */
export async function getPassport(startupId: string, signal?: AbortSignal): Promise<PassportClaim[]> {
  return passportSchema.parse(await api.get(`/api/v1/startup/${encodeURIComponent(startupId)}/passport`, { signal })).claims;
}

export const usePassport = (startupId: string) =>
  useQuery({ queryKey: profileKeys.passport(startupId), queryFn: ({ signal }) => getPassport(startupId, signal), retry: 1 });
