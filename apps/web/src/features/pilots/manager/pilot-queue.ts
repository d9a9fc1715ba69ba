import { pilotStatuses, type PilotStatus } from '@platform/contract';
import { QUEUE_PAGE_SIZE, readPage } from '@/shared/lib/page-params';

/**
 * The pilots queue's filter: a status, every status (`all`), or the runs past their decision date
 * with no outcome (`overdue`); `send` when the address has none.
 */
export type PilotQueueStatus = PilotStatus | 'all' | 'overdue';
export interface PilotQueueFilters {
  status: PilotQueueStatus;
  page: number;
}

export function readPilotQueue(params: URLSearchParams): PilotQueueFilters {
  const status = params.get('status');
  const known = status === 'all' || status === 'overdue' || (pilotStatuses as readonly string[]).includes(status ?? '');
  return { status: known ? (status as PilotQueueStatus) : 'send', page: readPage(params.get('page')) };
}

/** The address's search: the default status and the first page are left out. */
export function pilotQueueSearch(filters: PilotQueueFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== 'send') out.status = filters.status;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** `GET /api/v1/manager/pilots?status&overdue&take&skip`: `all` leaves the status out, `overdue` asks for overdue runs of any status. */
export function pilotQueueRequest(filters: PilotQueueFilters): { take: number; skip: number; status?: PilotStatus; overdue?: 'true' } {
  const request = { take: QUEUE_PAGE_SIZE, skip: (filters.page - 1) * QUEUE_PAGE_SIZE };
  if (filters.status === 'overdue') return { ...request, overdue: 'true' };
  return filters.status === 'all' ? request : { ...request, status: filters.status };
}
