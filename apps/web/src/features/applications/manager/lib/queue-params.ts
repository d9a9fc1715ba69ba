import { clientTicketStatuses, expertTicketStatuses, ticketStatuses, ticketTypes, type TicketStatus, type TicketType } from '@platform/contract';

import { QUEUE_PAGE_SIZE, readPage } from '@/shared/lib/page-params';

export { QUEUE_PAGE_SIZE, pageCount, readPage } from '@/shared/lib/page-params';

/** The queue's filters as the URL keeps them: `?type=…&status=…&page=…`. */
export interface QueueFilters {
  type: TicketType | null;
  status: TicketStatus | null;
  /** 1-based. */
  page: number;
}

export const emptyQueueFilters: QueueFilters = { type: null, status: null, page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters from the URL; unknown values (an edited or stale link) are dropped. */
export function readQueueParams(params: URLSearchParams): QueueFilters {
  return {
    type: oneOf(ticketTypes, params.get('type')),
    status: oneOf(ticketStatuses, params.get('status')),
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

/**
 * The statuses a type's tickets go through: an expert ticket's own machine, a client ticket's, or
 * both when no type is chosen.
 */
export function statusesOfType(type: TicketType | null): readonly TicketStatus[] {
  if (type === null) return ticketStatuses;
  return type === 'expert_duedill' ? expertTicketStatuses : clientTicketStatuses;
}

/**
 * A new type or status filter starts again from the first page; a status the new type's tickets
 * never have is dropped.
 */
export function withQueueFilter(filters: QueueFilters, change: Partial<Pick<QueueFilters, 'type' | 'status'>>): QueueFilters {
  const next = { ...filters, ...change, page: 1 };
  return next.status !== null && !statusesOfType(next.type).includes(next.status) ? { ...next, status: null } : next;
}

/** `take`/`skip` and the filters of `GET /api/v1/manager/tickets`. */
export function queueRequest(filters: QueueFilters): { take: number; skip: number; type?: TicketType; status?: TicketStatus } {
  return {
    take: QUEUE_PAGE_SIZE,
    skip: (filters.page - 1) * QUEUE_PAGE_SIZE,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** The status filter's entries: every status of the type with its count under the type filter, and all of them. */
export function statusCounts(
  counts: Record<string, number> | undefined,
  statuses: readonly TicketStatus[] = ticketStatuses,
): { all: number; byStatus: Partial<Record<TicketStatus, number>> } {
  const byStatus: Partial<Record<TicketStatus, number>> = Object.fromEntries(statuses.map((status) => [status, counts?.[status] ?? 0]));
  return { all: statuses.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0), byStatus };
}
