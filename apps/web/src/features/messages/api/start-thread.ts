import { useMutation } from '@tanstack/react-query';
import { threadDetailSchema } from '@platform/contract';
import { api } from '@/shared/api/api';
import { createPath, type ThreadScope } from '../lib/endpoints';
import { uploadAttachments, useAfterWrite, type ComposeInput } from './after-write';

/** `POST` a new thread: the files are uploaded first, then the subject and the first post. */
export function useStartThread(scope: ThreadScope) {
  const after = useAfterWrite(scope);
  return useMutation({
    mutationFn: async ({ title, text, files, target }: ComposeInput) => {
      const attached = await uploadAttachments(files);
      return threadDetailSchema.parse(await api.post(createPath(scope), { ...target, title, text, files: attached }));
    },
    onSuccess: after,
  });
}
