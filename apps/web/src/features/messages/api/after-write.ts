import { useQueryClient } from '@tanstack/react-query';
import type { ThreadDetail } from '@platform/contract';
import { queryKeys } from '@/shared/api/query-keys';
import { uploadFile } from '@/shared/api/upload-file';
import type { ThreadScope } from '../lib/endpoints';
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
export function useAfterWrite(scope: ThreadScope) {
  const client = useQueryClient();
  return (thread: ThreadDetail) => {
    client.setQueryData(messageKeys.thread(scope, thread.id), thread);
    void client.invalidateQueries({ queryKey: messageKeys.root(scope) });
    void client.invalidateQueries({ queryKey: queryKeys.userEvents });
    if (scope.side !== 'company') void client.invalidateQueries({ queryKey: queryKeys.tickets });
  };
}
