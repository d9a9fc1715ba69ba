import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { NetworkError, ResponseStatusError } from './errors';
import { queryKeys } from './query-keys';

/** Only a lost connection is worth repeating; an answer from the server will be the same again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 2;
}

/** The server holds the account to turning on a second factor (its role must have one). */
export function isEnrolmentRefusal(error: unknown): boolean {
  if (!(error instanceof ResponseStatusError) || error.status !== 403) return false;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'mfa_enrolment_required';
}

export function createQueryClient(): QueryClient {
  // Any refused call (the factor was turned off in another tab, say) reloads user info, whose
  // `mfa_enrolment_required` then leads the account to enrolment (the session gate).
  const onError = (error: unknown) => {
    if (isEnrolmentRefusal(error)) void client.invalidateQueries({ queryKey: queryKeys.userInfo, exact: true });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}
