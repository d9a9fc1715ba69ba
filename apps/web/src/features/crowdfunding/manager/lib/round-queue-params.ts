import { crowdfundingStatuses, type CrowdfundingStatus } from '@platform/contract';

/** Rows per page of both crowdfunding queues and of a round's backers. */
export const ROUND_PAGE_SIZE = 20;

/** `take`/`skip` of a 1-based page. */
export const pageRequest = (page: number) => ({ take: ROUND_PAGE_SIZE, skip: (page - 1) * ROUND_PAGE_SIZE });

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ROUND_PAGE_SIZE));

export const roundQueueTabs = ['rounds', 'backers'] as const;
export type RoundQueueTab = (typeof roundQueueTabs)[number];

/** The status filter's choices: rounds to moderate first, then the others, then all of them. */
export const roundStatusFilters = ['new', 'active', 'finished', 'decline', 'all'] as const;
export type RoundStatusFilter = (typeof roundStatusFilters)[number];

/** The queues' state as the URL keeps it: `?tab=backers&page=2`, `?status=active`. */
export interface RoundQueueParams {
  tab: RoundQueueTab;
  /** The rounds' filter; `new` (rounds waiting for moderation) unless the URL says otherwise. */
  status: RoundStatusFilter;
  /** 1-based. */
  page: number;
}

export const defaultRoundQueue: RoundQueueParams = { tab: 'rounds', status: 'new', page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

function readPage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads the queues' state from the URL; unknown values (an edited or stale link) fall back to the defaults. */
export function readRoundQueue(params: URLSearchParams): RoundQueueParams {
  const tab = oneOf(roundQueueTabs, params.get('tab'), 'rounds');
  return {
    tab,
    status: tab === 'rounds' ? oneOf(roundStatusFilters, params.get('status'), 'new') : 'new',
    page: readPage(params.get('page')),
  };
}

/** The URL search of the state, without the defaults, so the bare queue is plain `/manage/crowdfunding`. */
export function roundQueueToSearch(state: RoundQueueParams): string {
  const params = new URLSearchParams();
  if (state.tab !== 'rounds') params.set('tab', state.tab);
  if (state.tab === 'rounds' && state.status !== 'new') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The request's status: none for "all". */
export function statusOfFilter(filter: RoundStatusFilter): CrowdfundingStatus | null {
  return filter === 'all' ? null : filter;
}

export const isRoundStatus = (value: string): value is CrowdfundingStatus => (crowdfundingStatuses as readonly string[]).includes(value);
