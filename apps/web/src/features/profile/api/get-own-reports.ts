import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownReportListSchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { profileKeys } from './keys';

export type OwnReport = z.infer<typeof ownReportListSchema>['reports'][number];

/** `GET /api/v1/startup/reports`: the startup's approved due-diligence reports, each shared on its profile or not. */
export async function getOwnReports(signal?: AbortSignal): Promise<OwnReport[]> {
  return ownReportListSchema.parse(await api.get('/api/v1/startup/reports', { signal })).reports;
}

export const ownReportsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: profileKeys.ownReports, queryFn: ({ signal }) => getOwnReports(signal), enabled });

export const useOwnReports = (enabled = true) => useQuery(ownReportsQueryOptions(enabled));
