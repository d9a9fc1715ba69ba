import { useMemo } from 'react';
import { useHandbooks } from '@/shared/api/get-handbooks';

/** Names of countries and industries by id, in the interface language; ids while they load. */
export function useHandbookNames() {
  const { data } = useHandbooks();
  return useMemo(() => {
    const countries = new Map(data?.countries.map((item) => [item.id, item.name]) ?? []);
    const industries = new Map(data?.industries.map((item) => [item.id, item.name]) ?? []);
    return {
      loaded: data !== undefined,
      country: (id: number) => countries.get(id) ?? String(id),
      industry: (id: number) => industries.get(id) ?? String(id),
      countryOptions: data?.countries.map((item) => ({ value: String(item.id), label: item.name })) ?? [],
      industryOptions: data?.industries.map((item) => ({ value: String(item.id), label: item.name })) ?? [],
    };
  }, [data]);
}
