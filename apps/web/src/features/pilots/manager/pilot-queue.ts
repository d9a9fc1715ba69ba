import { pilotStatuses, type PilotStatus } from '@platform/contract';
import { QUEUE_PAGE_SIZE, readPage } from '../../../shared/lib/page-params';

/** The pilots queue's filter: a status, or every status (`all`); `send` when the address has none. */
export type PilotQueueStatus = PilotStatus | 'all';
export interface PilotQueueFilters {
  status: PilotQueueStatus;
  page: number;
}

export function readPilotQueue(params: URLSearchParams): PilotQueueFilters {
  const status = params.get('status');
  const known = status === 'all' || (pilotStatuses as readonly string[]).includes(status ?? '');
  return { status: known ? (status as PilotQueueStatus) : 'send', page: readPage(params.get('page')) };
}

/** The address's search: the default status and the first page are left out. */
export function pilotQueueSearch(filters: PilotQueueFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== 'send') out.status = filters.status;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** `GET /api/v1/manager/pilots?status&take&skip`: `all` leaves the status out. */
export function pilotQueueRequest(filters: PilotQueueFilters): { take: number; skip: number; status?: PilotStatus } {
  const request = { take: QUEUE_PAGE_SIZE, skip: (filters.page - 1) * QUEUE_PAGE_SIZE };
  return filters.status === 'all' ? request : { ...request, status: filters.status };
}
