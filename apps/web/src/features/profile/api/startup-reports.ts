import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownReportListSchema, shareReportBodySchema, sharedReportListSchema, type SharedReport } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { profileKeys } from './keys';

export type OwnReport = z.infer<typeof ownReportListSchema>['reports'][number];

/** `GET /api/v1/startup/reports`: the startup's approved due-diligence reports, each shared on its profile or not. */
export async function getOwnReports(signal?: AbortSignal): Promise<OwnReport[]> {
  return ownReportListSchema.parse(await api.get('/api/v1/startup/reports', { signal })).reports;
}

export const useOwnReports = (enabled = true) => useQuery({ queryKey: profileKeys.ownReports, queryFn: ({ signal }) => getOwnReports(signal), enabled });

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

/** `GET /api/v1/startup/{id}/reports`: the reports a startup shares on its profile, newest first. */
export async function getSharedReports(startupId: string, signal?: AbortSignal): Promise<SharedReport[]> {
  return sharedReportListSchema.parse(await api.get(`/api/v1/startup/${encodeURIComponent(startupId)}/reports`, { signal })).reports;
}

export const useSharedReports = (startupId: string) =>
  useQuery({ queryKey: profileKeys.sharedReports(startupId), queryFn: ({ signal }) => getSharedReports(startupId, signal), retry: 1 });

/** `GET /api/v1/startup/{id}/reports/{reportId}/report.pdf`: a shared report's stored PDF. */
export const sharedReportPdfPath = (startupId: string, reportId: string) =>
  `/api/v1/startup/${encodeURIComponent(startupId)}/reports/${encodeURIComponent(reportId)}/report.pdf`;
