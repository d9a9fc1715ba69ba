import { queryOptions } from '@tanstack/react-query';
import { isKnownRole } from '@platform/contract/basics';
import type { UserInfo } from '@platform/contract';
import { api } from '@/shared/api/api';
import { UnexpectedError } from '@/shared/api/errors';
import { queryKeys } from '@/shared/api/query-keys';

/** The account's role is none the cabinet knows: the user is refused and logged out. */
export class UnknownRoleError extends UnexpectedError {
  override readonly name = 'UnknownRoleError';

  constructor() {
    super('Unknown role', 'errors.unknownRole');
  }
}

function roleOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { role?: unknown }).role : undefined;
}

// The schemas (and zod) load with the first answer to check, outside the first screen's bundle.
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const body = await api.get('/api/v1/user/info', { signal });
  if (!isKnownRole(roleOf(body))) throw new UnknownRoleError();
  const { userInfoSchema } = await import('@platform/contract/users');
  return userInfoSchema.parse(body);
}

/** The user-info guard of the spec: within 5 s of a call the cached answer is reused. */
export const USER_INFO_GUARD_MS = 5_000;

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.userInfo,
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: USER_INFO_GUARD_MS,
  });
