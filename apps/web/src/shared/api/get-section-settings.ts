import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionSettings } from '@platform/contract';
import { api } from './api';
import { queryKeys } from './query-keys';

export async function getSectionSettings(signal?: AbortSignal): Promise<SectionSettings> {
  const body = await api.get('/api/v1/web/section/settings', { signal });
  const { sectionSettingsSchema } = await import('@platform/contract/users');
  return sectionSettingsSchema.parse(body);
}

export const sectionSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sectionSettings, queryFn: ({ signal }) => getSectionSettings(signal), staleTime: 60_000 });

/**
 * Sections visible to the signed-in account: the platform switch and the account's own setting
 * must both allow a section. While the platform answer is missing, the account setting decides.
 */
export function useSectionSettings(account: SectionSettings): SectionSettings {
  const { data } = useQuery(sectionSettingsQueryOptions());
  const own = account;
  return {
    crowdfunding: own.crowdfunding && (data?.crowdfunding ?? true),
    pilots: own.pilots && (data?.pilots ?? true),
  };
}
