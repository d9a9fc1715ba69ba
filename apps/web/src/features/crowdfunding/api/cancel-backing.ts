import { useMutation } from '@tanstack/react-query';
import { okSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { investPath, useAfterBacking } from './backing-path';

/** `DELETE …/crowdfunding_invest/{id}`: the caller cancels its own commitment while it is still new. */
export async function cancelBacking(id: string) {
  return okSchema.parse(await api.delete(investPath(id)));
}

export function useCancelBacking(id: string) {
  const after = useAfterBacking();
  return useMutation({ mutationFn: () => cancelBacking(id), onSettled: after });
}
