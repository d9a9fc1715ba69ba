import { useMutation } from '@tanstack/react-query';
import { threadDetailSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { threadPath } from '../lib/endpoints';
import { useAfterWrite } from './after-write';

/** `PATCH /api/v1/manager/threads/{id} {closed}`: a manager closes or reopens a thread. */
export function useCloseThread(id: string) {
  const after = useAfterWrite({ side: 'manager' });
  return useMutation({
    mutationFn: async (closed: boolean) => threadDetailSchema.parse(await api.patch(threadPath({ side: 'manager' }, id), { closed })),
    onSuccess: after,
  });
}
