import { clientTicketStatuses, clientTicketTypes, type ClientTicketStatus, type ClientTicketType } from '@platform/contract';

/** Rows per page of the queue and of the audit log. */
export const QUEUE_PAGE_SIZE = 20;

/** The queue's filters as the URL keeps them: `?type=…&status=…&page=…`. */
export interface QueueFilters {
  type: ClientTicketType | null;
  status: ClientTicketStatus | null;
  /** 1-based. */
  page: number;
}

export const emptyQueueFilters: QueueFilters = { type: null, status: null, page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** A positive whole page number from the URL; anything else is the first page. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads the filters from the URL; unknown values (an edited or stale link) are dropped. */
export function readQueueParams(params: URLSearchParams): QueueFilters {
  return {
    type: oneOf(clientTicketTypes, params.get('type')),
    status: oneOf(clientTicketStatuses, params.get('status')),
    page: readPage(params.get('page')),
  };
}

/** The URL search of the filters, without the defaults, so the bare queue is plain `/manage`. */
export function queueParamsToSearch(filters: QueueFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** A new type or status filter starts again from the first page. */
export function withQueueFilter(filters: QueueFilters, change: Partial<Pick<QueueFilters, 'type' | 'status'>>): QueueFilters {
  return { ...filters, ...change, page: 1 };
}

/** `take`/`skip` and the filters of `GET /api/v1/manager/tickets`. */
export function queueRequest(filters: QueueFilters): { take: number; skip: number; type?: ClientTicketType; status?: ClientTicketStatus } {
  return {
    take: QUEUE_PAGE_SIZE,
    skip: (filters.page - 1) * QUEUE_PAGE_SIZE,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

export const pageCount = (total: number, size = QUEUE_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** The status filter's entries: every status with its count under the type filter, and all of them. */
export function statusCounts(counts: Record<string, number> | undefined): { all: number; byStatus: Record<ClientTicketStatus, number> } {
  const byStatus = Object.fromEntries(clientTicketStatuses.map((status) => [status, counts?.[status] ?? 0])) as Record<ClientTicketStatus, number>;
  return { all: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus };
}
