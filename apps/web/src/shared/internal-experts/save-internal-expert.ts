import { useMutation, useQueryClient } from '@tanstack/react-query';
import { internalExpertSchema, type InternalExpert, type internalExpertBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { internalExpertKeys } from './keys';

export type InternalExpertBody = z.input<typeof internalExpertBodySchema>;

/** `POST /api/v1/expert/internal-expert` adds one; `POST …/{id}` changes it. */
export async function saveInternalExpert(id: string | null, body: InternalExpertBody): Promise<InternalExpert> {
  const path = id ? `/api/v1/expert/internal-expert/${encodeURIComponent(id)}` : '/api/v1/expert/internal-expert';
  return internalExpertSchema.parse(await api.post(path, body));
}

export function useSaveInternalExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: InternalExpertBody }) => saveInternalExpert(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: internalExpertKeys.all }),
  });
}
