import { and, asc, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_PREVIEW_LENGTH, RESPONSIVENESS_DAYS, type Post, type Thread, type ThreadKind } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, files, threadPostFiles, threadPosts, threadReads, threads, tickets } from '../../db/schema/index.js';
import { presentFile } from '../files/service.js';

export type ThreadRow = typeof threads.$inferSelect;
/** Who reads: the thread's company sees managers' posts as new, a manager the company's. */
export type Reader = { id: string; manager: boolean };

/** The last post's first characters, on one line. */
export const previewOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_PREVIEW_LENGTH ? `${line.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…` : line;
};

/** The reader's last opening of the thread, for the unread flag. */
export const readAtOf = (readerId: string) =>
  sql<Date | null>`(select r.read_at from thread_reads r where r.thread_id = "threads"."id" and r.user_id = ${readerId})`.mapWith((v: string | Date | null) =>
    v === null ? null : new Date(v),
  );

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

/** A company's threads of one kind, newest activity first (or oldest, or by creation). */
export function companyThreadQueries(
  db: Db,
  companyId: string,
  kind: ThreadKind,
  page: { take: number; skip: number; order_by?: 'updatedAt' | 'createdAt' | undefined; order_dir?: 'asc' | 'desc' | undefined },
) {
  const where = and(eq(threads.companyId, companyId), eq(threads.kind, kind));
  const dir = page.order_dir === 'asc' ? asc : desc;
  const column = page.order_by === 'createdAt' ? threads.createdAt : threads.updatedAt;
  return {
    rows: db
      .select({ thread: threads, readAt: readAtOf(companyId) })
      .from(threads)
      .where(where)
      .orderBy(dir(column), dir(threads.id))
      .limit(page.take)
      .offset(page.skip),
    total: db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(threads)
      .where(where),
  };
}

/** Posts in order with their files, and the company's name for its own posts. */
export async function postsOf(db: Db, thread: ThreadRow, companyName: string): Promise<Post[]> {
  const posts = await db.select().from(threadPosts).where(eq(threadPosts.threadId, thread.id)).orderBy(asc(threadPosts.createdAt), asc(threadPosts.id));
  const attached = posts.length
    ? await db
        .select({ postId: threadPostFiles.postId, file: { id: files.id, name: files.name, size: files.size } })
        .from(threadPostFiles)
        .innerJoin(files, eq(files.id, threadPostFiles.fileId))
        .where(
          inArray(
            threadPostFiles.postId,
            posts.map((p) => p.id),
          ),
        )
        .orderBy(asc(threadPostFiles.position))
    : [];
  return posts.map((p) => ({
    id: p.id,
    author: p.byManager ? 'manager' : 'company',
    author_name: p.byManager ? null : companyName,
    text: p.text,
    files: attached.filter((a) => a.postId === p.id).map((a) => presentFile(a.file)),
    created_at: p.createdAt.toISOString(),
  }));
}

/** The thread's company (name and role) and, for a ticket thread, the ticket's type. */
export async function contextOf(db: Db, thread: ThreadRow) {
  const [company] = await db.select({ name: companies.name, role: companies.role }).from(companies).where(eq(companies.userId, thread.companyId)).limit(1);
  const [ticket] = thread.ticketId ? await db.select({ type: tickets.type }).from(tickets).where(eq(tickets.id, thread.ticketId)).limit(1) : [];
  return { company: { id: thread.companyId, name: company?.name ?? '', role: company?.role ?? 'unknown' }, ticketType: ticket?.type ?? null };
}

/**
 * Median seconds from a company's new thread to a manager's first answer, over threads the
 * companies started in the last 30 days; null when none was answered.
 */
export async function usualAnswerSeconds(db: Db): Promise<number | null> {
  const [row] = await db
    .select({
      s: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${threads.firstAnswerAt} - ${threads.createdAt}))`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
    })
    .from(threads)
    .where(
      and(
        eq(threads.startedByManager, false),
        isNotNull(threads.firstAnswerAt),
        gte(threads.createdAt, sql`now() - make_interval(days => ${RESPONSIVENESS_DAYS})`),
      ),
    );
  return row?.s === null || row?.s === undefined ? null : Math.round(row.s);
}

/** Unread threads of a company per kind: a manager's post after the company last opened the thread. */
export async function unreadCounts(db: Db, companyId: string): Promise<Record<ThreadKind, number>> {
  const unread: SQL = sql`not "threads"."closed" and not "threads"."answered" and not exists (select 1 from thread_reads r
    where r.thread_id = "threads"."id" and r.user_id = ${companyId} and r.read_at >= "threads"."last_post_at")`;
  const rows = await db
    .select({ kind: threads.kind, n: sql<number>`count(*) filter (where ${unread})`.mapWith(Number) })
    .from(threads)
    .where(eq(threads.companyId, companyId))
    .groupBy(threads.kind);
  const out: Record<ThreadKind, number> = { company: 0, ticket: 0 };
  for (const r of rows) out[r.kind] = r.n;
  return out;
}

/** Marks the thread read for this reader now. */
export async function markRead(db: Db | Tx, threadId: string, readerId: string) {
  const now = new Date();
  await db
    .insert(threadReads)
    .values({ threadId, userId: readerId, readAt: now })
    .onConflictDoUpdate({ target: [threadReads.threadId, threadReads.userId], set: { readAt: now } });
}
