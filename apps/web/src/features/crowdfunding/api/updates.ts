import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roundUpdateListSchema, roundUpdateSchema, type RoundUpdate, type RoundUpdateKind } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { ResponseStatusError } from '@/shared/api/errors';
import { uploadFile } from '@/shared/api/upload-file';
import { viewKeys } from './view-keys';

/**
 * `GET /api/v1/crowdfunding/{id}/updates`, newest first. Only the round's startup, its backers and
 * managers may read them: a 403 answers null, and the view leaves the section out.
 */
export async function listUpdates(id: string, signal?: AbortSignal): Promise<RoundUpdate[] | null> {
  try {
    return roundUpdateListSchema.parse(await api.get(`/api/v1/crowdfunding/${encodeURIComponent(id)}/updates`, { signal })).updates;
  } catch (error) {
    if (error instanceof ResponseStatusError && error.status === 403) return null;
    throw error;
  }
}

export const useUpdates = (id: string, enabled: boolean) =>
  useQuery({ queryKey: viewKeys.updates(id), queryFn: ({ signal }) => listUpdates(id, signal), enabled });

/** `POST /api/v1/startup/crowdfunding/{id}/updates`: the files are uploaded first, then the text with their ids. */
export function usePostUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, files, kind = 'update' }: { text: string; files: File[]; kind?: RoundUpdateKind }) => {
      const attached: { id: string }[] = [];
      for (const file of files) attached.push({ id: (await uploadFile('crowdfunding_update', file)).id });
      return roundUpdateSchema.parse(await api.post(`/api/v1/startup/crowdfunding/${encodeURIComponent(id)}/updates`, { text, files: attached, kind }));
    },
    // A quarterly report moves the round's reporting: the card reads again, then the updates after it.
    onSuccess: (update) => client.invalidateQueries({ queryKey: update.kind === 'report' ? queryKeys.crowdfunding : viewKeys.updates(id) }),
  });
}
