import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownReportListSchema, shareReportBodySchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import type { OwnReport } from './get-own-reports';
import { profileKeys } from './keys';

/** `PATCH /api/v1/startup/reports/{id}/share`: shows the report on the profile investors and corporates see, or withdraws it. */
export async function shareReport(id: string, shared: boolean): Promise<OwnReport[]> {
  const body = shareReportBodySchema.parse({ shared });
  return ownReportListSchema.parse(await api.patch(`/api/v1/startup/reports/${encodeURIComponent(id)}/share`, body)).reports;
}

/** The answer is the whole list again: it replaces the cached one. */
export function useShareReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) => shareReport(id, shared),
    onSuccess: (reports) => client.setQueryData(profileKeys.ownReports, reports),
  });
}
