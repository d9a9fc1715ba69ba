import { portfolioStatuses, type PortfolioStatus } from '@platform/contract';

/** Backings per page of the portfolio. */
export const PORTFOLIO_PAGE_SIZE = 20;

export const portfolioFilters = ['all', ...portfolioStatuses] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];

/** The portfolio's state as the URL keeps it: `?status=confirmed&page=2`; all statuses and page 1 by default. */
export interface PortfolioParams {
  status: PortfolioFilter;
  /** 1-based. */
  page: number;
}

/** Reads the state from the URL; unknown values (an edited or stale link) fall back to the defaults. */
export function readPortfolioParams(params: URLSearchParams): PortfolioParams {
  const status = params.get('status');
  const page = params.get('page');
  return {
    status: status !== null && (portfolioFilters as readonly string[]).includes(status) ? (status as PortfolioFilter) : 'all',
    page: page !== null && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The URL search of the state, without the defaults, so the bare page is plain `/cabinet/portfolio`. */
export function portfolioSearch(state: PortfolioParams): string {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The request's query of the state: no status for "all". */
export function portfolioRequest(state: PortfolioParams): { take: number; skip: number; status?: PortfolioStatus } {
  const page = { take: PORTFOLIO_PAGE_SIZE, skip: (state.page - 1) * PORTFOLIO_PAGE_SIZE };
  return state.status === 'all' ? page : { ...page, status: state.status };
}

export const portfolioPages = (total: number) => Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE));
