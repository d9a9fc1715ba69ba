import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roundUpdateSchema, type RoundUpdateKind } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { uploadFile } from '@/shared/api/upload-file';
import { viewKeys } from './view-keys';

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
