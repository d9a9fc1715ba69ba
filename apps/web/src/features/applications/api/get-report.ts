import { useQuery } from '@tanstack/react-query';
import { clientReportSchema, type Report } from '@platform/contract';
import { api } from '@/shared/api/api';
import { applicationKeys, type TicketSide } from './keys';

/** `GET /api/v1/{startup|foundation}/ticket/{id}/report`: the approved due-diligence report, null until there is one. */
export async function getReport(side: TicketSide, id: string, signal?: AbortSignal): Promise<Report | null> {
  return clientReportSchema.parse(await api.get(`/api/v1/${side}/ticket/${encodeURIComponent(id)}/report`, { signal })).report;
}

/** The report's stored PDF: the newest version, the same bytes every time. */
export const reportPdfPath = (side: TicketSide, id: string) => `/api/v1/${side}/ticket/${encodeURIComponent(id)}/report.pdf`;

export const useReport = (side: TicketSide, id: string) =>
  useQuery({ queryKey: applicationKeys.report(side, id), queryFn: ({ signal }) => getReport(side, id, signal), refetchOnWindowFocus: 'always' });
