import {
  COMPANIES_PAGE_SIZE,
  COMPANY_SEARCH_MAX,
  companyRoles,
  companySorts,
  userStatuses,
  type CompanyRole,
  type CompanySort,
  type UserStatus,
} from '@platform/contract';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The companies list as the URL keeps it: `?q=…&role=…&status=…&sort=…&dir=…&page=…`. */
export interface CompanyListParams {
  /** The search text, trimmed; empty for none. */
  q: string;
  role: CompanyRole | null;
  status: UserStatus | null;
  sort: CompanySort;
  dir: SortDirection;
  /** 1-based. */
  page: number;
}

/** The newest sign-ups first, as the server sorts without parameters. */
export const defaultCompanyList: CompanyListParams = { q: '', role: null, status: null, sort: 'created', dir: 'desc', page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

function readPage(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads the list's state from the URL; what an edited or stale link gets wrong falls back to the defaults. */
export function readCompanyList(params: URLSearchParams): CompanyListParams {
  return {
    q: (params.get('q') ?? '').trim().slice(0, COMPANY_SEARCH_MAX),
    role: oneOf(companyRoles, params.get('role')),
    status: oneOf(userStatuses, params.get('status')),
    sort: oneOf(companySorts, params.get('sort')) ?? defaultCompanyList.sort,
    dir: oneOf(sortDirections, params.get('dir')) ?? defaultCompanyList.dir,
    page: readPage(params.get('page')),
  };
}

/** The URL search of the state without the defaults, so the bare list is plain `/manage/companies`. */
export function companyListToSearch(state: CompanyListParams): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.role) params.set('role', state.role);
  if (state.status) params.set('status', state.status);
  if (state.sort !== defaultCompanyList.sort) params.set('sort', state.sort);
  if (state.dir !== defaultCompanyList.dir) params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The query of `GET /api/v1/manager/companies`: only what is set, sort, direction and the page's take/skip always. */
export function companyListRequest(state: CompanyListParams): Record<string, string | number> {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.role ? { role: state.role } : {}),
    ...(state.status ? { status: state.status } : {}),
    sort: state.sort,
    dir: state.dir,
    take: COMPANIES_PAGE_SIZE,
    skip: (state.page - 1) * COMPANIES_PAGE_SIZE,
  };
}

export const companyPageCount = (total: number) => Math.max(1, Math.ceil(total / COMPANIES_PAGE_SIZE));

/** Whether anything narrows the list, so an empty result says "nothing matches" rather than "no companies yet". */
export const isFiltered = (state: CompanyListParams) => state.q !== '' || state.role !== null || state.status !== null;
