import { useQuery, useQueryClient } from '@tanstack/react-query';
import { threadDetailSchema, type ThreadDetail } from '@platform/contract';
import { api } from '@/shared/api/api';
import { ResponseStatusError } from '@/shared/api/errors';
import { queryKeys } from '@/shared/api/query-keys';
import { threadPath, type ThreadScope } from '../lib/endpoints';
import { messageKeys } from './keys';

/** `GET` a thread with its posts: a company's own (which marks it read), or any as a manager. */
export async function getThread(scope: ThreadScope, id: string, signal?: AbortSignal): Promise<ThreadDetail> {
  return threadDetailSchema.parse(await api.get(threadPath(scope, id), { signal }));
}

/** An unknown, foreign or malformed thread id: the server says so, retrying cannot help. */
export const isMissingThread = (error: unknown) =>
  error instanceof ResponseStatusError && (error.status === 404 || error.status === 400 || error.status === 403);

/** One thread; reading it marks it read, so a company's counters are read again after. */
export function useThread(scope: ThreadScope, id: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.thread(scope, id),
    queryFn: async ({ signal }) => {
      const thread = await getThread(scope, id, signal);
      if (scope.side !== 'manager') void client.invalidateQueries({ queryKey: queryKeys.userEvents });
      return thread;
    },
    refetchOnWindowFocus: 'always',
    retry: (count, error) => count < 2 && !isMissingThread(error),
    enabled,
  });
}
