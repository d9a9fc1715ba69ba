import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './errors';

/** Only a lost connection is worth repeating; an answer from the server will be the same again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
