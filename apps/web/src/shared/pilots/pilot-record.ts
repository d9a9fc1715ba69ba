import { useQuery } from '@tanstack/react-query';
import { pilotRecordSchema, type PilotRecord } from '@platform/contract';
import { api } from '@/shared/api/api';

export type PilotOwnerRole = 'corporate' | 'investor';

/** Under `pilots`, so a pilot's socket event (an outcome recorded) refreshes it. */
export const pilotRecordKey = (role: PilotOwnerRole, id: string) => ['pilots', 'record', role, id] as const;

/** `GET /api/v1/{corporate|investor}/{companyId}/pilot-record`: the company's pilot track record. */
export function usePilotRecord(role: PilotOwnerRole, id: string) {
  return useQuery({
    queryKey: pilotRecordKey(role, id),
    queryFn: async ({ signal }) => pilotRecordSchema.parse(await api.get(`/api/v1/${role}/${encodeURIComponent(id)}/pilot-record`, { signal })),
  });
}

/** The parts of the compact row, in order; none but "no pilots yet" while nothing started. */
export function pilotRecordParts(
  record: PilotRecord,
): ({ key: 'started' | 'median'; count: number } | { key: 'onTime' | 'converted'; percent: number } | { key: 'none' })[] {
  if (!record.pilots_started) return [{ key: 'none' }];
  return [
    { key: 'started' as const, count: record.pilots_started },
    ...(record.decided_on_time_percent === null ? [] : [{ key: 'onTime' as const, percent: record.decided_on_time_percent }]),
    ...(record.converted_percent === null ? [] : [{ key: 'converted' as const, percent: record.converted_percent }]),
    ...(record.median_days_to_decision === null ? [] : [{ key: 'median' as const, count: record.median_days_to_decision }]),
  ];
}
