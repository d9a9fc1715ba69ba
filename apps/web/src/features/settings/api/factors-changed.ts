import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { mfaKeys } from './get-mfa-status';
import { passkeyKeys } from './get-passkeys';

/**
 * After a second factor is added or removed: the factors are read again, and so is the user info,
 * whose `mfa_enrolment_required` keeps an account that had to enrol on Settings until it reads false.
 */
export const factorsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: mfaKeys.status }),
    queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
  ]);
