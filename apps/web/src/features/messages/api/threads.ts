import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  companyThreadListSchema,
  threadDetailSchema,
  ticketThreadListSchema,
  type ThreadDetail,
} from '@platform/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { ResponseStatusError } from '../../../shared/api/errors';
import { queryKeys } from '../../../shared/api/query-keys';
import { uploadFile } from '../../../shared/api/upload-file';
import { createPath, postsPath, threadPath, type ThreadScope } from '../lib/endpoints';
import { messageKeys } from './keys';

export type CompanyThreadList = z.infer<typeof companyThreadListSchema>;

/** `GET /api/v1/company-task/list`: the company's threads, newest activity first, a page at a time. */
export async function listCompanyThreads(skip: number, signal?: AbortSignal): Promise<CompanyThreadList> {
  const query = { take: PAGE_SIZE, skip, order_by: 'updatedAt', order_dir: 'desc' };
  return companyThreadListSchema.parse(await api.get('/api/v1/company-task/list', { query, signal }));
}

/** The skip of the next page, or undefined once every thread is loaded. */
export function nextThreadSkip(pages: CompanyThreadList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.companyTasks.length, 0);
  return last.companyTasks.length > 0 && loaded < last.total ? loaded : undefined;
}

export function useCompanyThreadPages() {
  return useInfiniteQuery({
    queryKey: messageKeys.companyList(),
    queryFn: ({ pageParam, signal }) => listCompanyThreads(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextThreadSkip(pages),
    refetchOnWindowFocus: 'always',
  });
}

/** `GET /api/v1/ticket-task/list/{ticketId}`: the threads on one application. */
export function useTicketThreads(ticketId: string) {
  return useQuery({
    queryKey: messageKeys.ticketList(ticketId),
    queryFn: async ({ signal }) =>
      ticketThreadListSchema.parse(await api.get(`/api/v1/ticket-task/list/${encodeURIComponent(ticketId)}`, { signal })).ticketTasks,
    refetchOnWindowFocus: 'always',
  });
}

/** An unknown, foreign or malformed thread id: the server says so, retrying cannot help. */
export const isMissingThread = (error: unknown) =>
  error instanceof ResponseStatusError && (error.status === 404 || error.status === 400 || error.status === 403);

/** One thread with its posts; reading it marks it read, so the counters are read again after. */
export function useThread(scope: ThreadScope, id: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.thread(scope, id),
    queryFn: async ({ signal }) => {
      const thread = threadDetailSchema.parse(await api.get(threadPath(scope, id), { signal }));
      if (scope.side !== 'manager') void client.invalidateQueries({ queryKey: queryKeys.userEvents });
      return thread;
    },
    refetchOnWindowFocus: 'always',
    retry: (count, error) => count < 2 && !isMissingThread(error),
    enabled,
  });
}

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

/** Starts a thread: the files are uploaded first, then the subject and first post are sent. */
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

/** Replies in a thread, the files uploaded first. */
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

/** A manager closes or reopens a thread. */
export function useCloseThread(id: string) {
  const after = useAfterWrite({ side: 'manager' });
  return useMutation({
    mutationFn: async (closed: boolean) =>
      threadDetailSchema.parse(await api.patch(threadPath({ side: 'manager' }, id), { closed })),
    onSuccess: after,
  });
}
