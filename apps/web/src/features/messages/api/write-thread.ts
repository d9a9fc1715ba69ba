import { useMutation, useQueryClient } from '@tanstack/react-query';
import { threadDetailSchema, type ThreadDetail } from '@platform/contract';
import { api } from '@/shared/api/api';
import { queryKeys } from '@/shared/api/query-keys';
import { uploadFile } from '@/shared/api/upload-file';
import { createPath, postsPath, threadPath, type ThreadScope } from '../lib/endpoints';
import { messageKeys } from './keys';

/** Uploads picked files one after another as message attachments and answers their ids. */
export async function uploadAttachments(files: File[]): Promise<{ id: string }[]> {
  const out: { id: string }[] = [];
  for (const file of files) out.push({ id: (await uploadFile('message_attachment', file)).id });
  return out;
}

export interface ComposeInput {
  title?: string;
  text: string;
  files: File[];
  /** A manager's new thread names its company or its ticket. */
  target?: { company_id: string } | { ticket_id: string };
}

/** After a write every list of the scope, the counters and the written thread show it. */
function useAfterWrite(scope: ThreadScope) {
  const client = useQueryClient();
  return (thread: ThreadDetail) => {
    client.setQueryData(messageKeys.thread(scope, thread.id), thread);
    void client.invalidateQueries({ queryKey: messageKeys.root(scope) });
    void client.invalidateQueries({ queryKey: queryKeys.userEvents });
    if (scope.side !== 'company') void client.invalidateQueries({ queryKey: queryKeys.tickets });
  };
}

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

/** `PATCH /api/v1/manager/threads/{id} {closed}`: a manager closes or reopens a thread. */
export function useCloseThread(id: string) {
  const after = useAfterWrite({ side: 'manager' });
  return useMutation({
    mutationFn: async (closed: boolean) => threadDetailSchema.parse(await api.patch(threadPath({ side: 'manager' }, id), { closed })),
    onSuccess: after,
  });
}
