import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readScheduleParams, writeScheduleParams, type ScheduleParams } from '../lib/schedule-params';

/** The expert, the shown day and the zone, kept in the URL so a link is shareable and back/forward work. */
export function useScheduleUrl() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readScheduleParams(search), [search]);
  const change = useCallback(
    (next: Partial<ScheduleParams>, options: { replace?: boolean } = {}) =>
      setSearch((current) => writeScheduleParams(current, next), { replace: options.replace ?? false }),
    [setSearch],
  );
  return [params, change] as const;
}
