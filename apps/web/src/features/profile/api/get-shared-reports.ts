import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedReportListSchema, type SharedReport } from '@platform/contract';
import { api } from '@/shared/api/api';
import { profileKeys } from './keys';

/** `GET /api/v1/startup/{id}/reports`: the reports a startup shares on its profile, newest first. */
export async function getSharedReports(startupId: string, signal?: AbortSignal): Promise<SharedReport[]> {
  return sharedReportListSchema.parse(await api.get(`/api/v1/startup/${encodeURIComponent(startupId)}/reports`, { signal })).reports;
}

export const sharedReportsQueryOptions = (startupId: string) =>
  queryOptions({ queryKey: profileKeys.sharedReports(startupId), queryFn: ({ signal }) => getSharedReports(startupId, signal), retry: 1 });

export const useSharedReports = (startupId: string) => useQuery(sharedReportsQueryOptions(startupId));

/** `GET /api/v1/startup/{id}/reports/{reportId}/report.pdf`: a shared report's stored PDF. */
export const sharedReportPdfPath = (startupId: string, reportId: string) =>
  `/api/v1/startup/${encodeURIComponent(startupId)}/reports/${encodeURIComponent(reportId)}/report.pdf`;
