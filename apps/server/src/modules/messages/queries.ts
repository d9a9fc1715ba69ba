import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { RESPONSIVENESS_DAYS, type ThreadKind } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, files, threadPostFiles, threadPosts, threads, tickets } from '../../db/schema/index.js';

export type ThreadRow = typeof threads.$inferSelect;

/** The reader's last opening of the thread, for the unread flag. */
export const readAtOf = (readerId: string) =>
  sql<Date | null>`(select r.read_at from thread_reads r where r.thread_id = "threads"."id" and r.user_id = ${readerId})`.mapWith((v: string | Date | null) =>
    v === null ? null : new Date(v),
  );

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

/** A thread's posts in order, and their files in order. */
export async function postRows(db: Db, threadId: string) {
  const posts = await db.select().from(threadPosts).where(eq(threadPosts.threadId, threadId)).orderBy(asc(threadPosts.createdAt), asc(threadPosts.id));
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
  return { posts, attached };
}

export type PostRows = Awaited<ReturnType<typeof postRows>>;

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
