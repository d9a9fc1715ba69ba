import { useMutation } from '@tanstack/react-query';
import { threadDetailSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { postsPath, type ThreadScope } from '../lib/endpoints';
import { uploadAttachments, useAfterWrite, type ComposeInput } from './after-write';

/** `POST …/posts`: a reply, the files uploaded first. */
export function useReply(scope: ThreadScope, id: string) {
  const after = useAfterWrite(scope);
  return useMutation({
    mutationFn: async ({ text, files }: ComposeInput) => {
      const attached = await uploadAttachments(files);
      return threadDetailSchema.parse(await api.post(postsPath(scope, id), { text, files: attached }));
    },
    onSuccess: after,
  });
}
