import { managerThreadStates, threadKinds, type ManagerThreadState, type ThreadKind } from '@platform/contract';
import { QUEUE_PAGE_SIZE, readPage } from '@/shared/lib/page-params';

/** The threads queue's filters as the URL keeps them: `?kind=…&state=…&page=…`. */
export interface ThreadQueueFilters {
  kind: ThreadKind | null;
  state: ManagerThreadState;
  /** 1-based. */
  page: number;
}

export const DEFAULT_THREAD_STATE: ManagerThreadState = 'waiting';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters from the URL; unknown values are dropped, the state defaults to waiting. */
export function readThreadParams(params: URLSearchParams): ThreadQueueFilters {
  return {
    kind: oneOf(threadKinds, params.get('kind')),
    state: oneOf(managerThreadStates, params.get('state')) ?? DEFAULT_THREAD_STATE,
    page: readPage(params.get('page')),
  };
}

/** The URL search of the filters, without the defaults. */
export function threadParamsToSearch(filters: ThreadQueueFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.state !== DEFAULT_THREAD_STATE) params.set('state', filters.state);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** `take`/`skip` and the filters of `GET /api/v1/manager/threads`. */
export function threadQueueRequest(filters: ThreadQueueFilters): { take: number; skip: number; state: ManagerThreadState; kind?: ThreadKind } {
  return {
    take: QUEUE_PAGE_SIZE,
    skip: (filters.page - 1) * QUEUE_PAGE_SIZE,
    state: filters.state,
    ...(filters.kind ? { kind: filters.kind } : {}),
  };
}
