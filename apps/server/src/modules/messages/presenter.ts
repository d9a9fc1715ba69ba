import { MESSAGE_PREVIEW_LENGTH, type Post, type Thread } from '@platform/contract';
import { presentFile } from '../files/index.js';
import type { PostRows, ThreadRow } from './queries.js';

/** Who reads: the thread's company sees managers' posts as new, a manager the company's. */
export type Reader = { id: string; manager: boolean };

/** The last post's first characters, on one line. */
export const previewOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_PREVIEW_LENGTH ? `${line.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…` : line;
};

/** A manager's post waits for the company: the mail icon. */
export const awaitingReply = (t: Pick<ThreadRow, 'closed' | 'answered'>) => !t.closed && !t.answered;

export function presentThread(t: ThreadRow, reader: Reader, readAt: Date | null): Thread {
  const fromOtherSide = reader.manager ? t.answered : !t.answered;
  return {
    id: t.id,
    kind: t.kind,
    title: t.title,
    description: t.description,
    closed: t.closed,
    answered: t.answered,
    awaiting_reply: awaitingReply(t),
    unread: fromOtherSide && (readAt === null || readAt < t.lastPostAt),
    ticket_id: t.ticketId,
    created_at: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    last_post: { author: t.answered ? 'company' : 'manager', preview: t.lastPostPreview, created_at: t.lastPostAt.toISOString() },
  };
}

/** A thread in the managers' queue, with its company and since when its last post waits for them. */
export function presentQueuedThread(r: { thread: ThreadRow; readAt: Date | null; company: { name: string; role: string } }, reader: Reader) {
  return {
    ...presentThread(r.thread, reader, r.readAt),
    company: { id: r.thread.companyId, name: r.company.name, role: r.company.role },
    waiting_since: r.thread.closed ? null : (r.thread.waitingSince?.toISOString() ?? null),
  };
}

/** Posts in order with their files, and the company's name for its own posts. */
export function presentPosts({ posts, attached }: PostRows, companyName: string): Post[] {
  return posts.map((p) => ({
    id: p.id,
    author: p.byManager ? 'manager' : 'company',
    author_name: p.byManager ? null : companyName,
    text: p.text,
    files: attached.filter((a) => a.postId === p.id).map((a) => presentFile(a.file)),
    created_at: p.createdAt.toISOString(),
  }));
}
