import { and, desc, eq } from 'drizzle-orm';
import { MESSAGE_MAIL_QUIET_MINUTES } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { threadPostFiles, threadPosts, threads } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { claimFile } from '../files/index.js';
import { recordTimeline } from '../timeline/index.js';
import { recordMessageEvent } from './events.js';
import { previewOf } from './presenter.js';
import type { ThreadRow } from './queries.js';
import { threadPolicy } from './policy.js';

/** A post's author: an account, or null for the platform itself (a notice posted by a scheduled job, on the managers' side). */
type NewPost = { threadId: string; author: AuthUser | null; text: string; files: { id: string }[] };

/** Writes a post and its files, and keeps the thread's summary columns; answers when, if at all, to mail the company of it. */
export async function writePost(tx: Tx, thread: ThreadRow, post: NewPost): Promise<Date | null> {
  const author = post.author;
  const byManager = threadPolicy.speaksForPlatform(author);
  const now = new Date();
  const [row] = await tx
    .insert(threadPosts)
    .values({ threadId: thread.id, authorId: author?.id ?? null, byManager, text: post.text, createdAt: now })
    .returning({ id: threadPosts.id });
  if (author) {
    for (const [position, file] of post.files.entries()) {
      await claimFile(tx, file.id, 'message_attachment', { userId: author.id }, author.id, `files.${position}`);
      await tx.insert(threadPostFiles).values({ postId: row!.id, fileId: file.id, position });
    }
  }
  const quietSince = new Date(now.getTime() - MESSAGE_MAIL_QUIET_MINUTES * 60_000);
  // The platform's notices come with their own letter, so they are not mailed as answers.
  const mail = Boolean(author) && byManager && (thread.mailedAt === null || thread.mailedAt < quietSince);
  await tx
    .update(threads)
    .set({
      answered: !byManager,
      lastPostAt: now,
      lastPostPreview: previewOf(post.text),
      waitingSince: byManager ? null : (thread.waitingSince ?? now),
      firstAnswerAt: byManager && !thread.startedByManager && thread.firstAnswerAt === null ? now : thread.firstAnswerAt,
      mailedAt: mail ? now : thread.mailedAt,
      updatedAt: now,
    })
    .where(eq(threads.id, thread.id));
  return mail ? now : null;
}

/** In the write's transaction: the event that tells the company and the managers of the thread's move after commit. */
export async function announce(tx: Tx, thread: ThreadRow, posted: boolean, mailAt: Date | null = null) {
  const { id: threadId, companyId, kind, ticketId, title } = thread;
  await recordMessageEvent(tx, 'messages.thread', { threadId, companyId, kind, ticketId, title, posted, mailAt: mailAt?.toISOString() ?? null });
}

/**
 * The platform writes to a company on the managers' side, in the caller's transaction: into the
 * company's open thread of this title, or a new one the managers started. The company reads it in
 * Messages and answers the managers there; the managers' queue lists it. Answers the thread's id.
 */
export async function postPlatformNotice(tx: Tx, notice: { companyId: string; title: string; text: string }): Promise<string> {
  const [open] = await tx
    .select()
    .from(threads)
    .where(and(eq(threads.companyId, notice.companyId), eq(threads.kind, 'company'), eq(threads.title, notice.title), eq(threads.closed, false)))
    .orderBy(desc(threads.updatedAt))
    .limit(1)
    .for('update');
  const now = new Date();
  const thread =
    open ??
    (
      await tx
        .insert(threads)
        .values({
          kind: 'company',
          companyId: notice.companyId,
          ticketId: null,
          title: notice.title,
          description: notice.text,
          startedByManager: true,
          answered: false,
          lastPostAt: now,
          lastPostPreview: previewOf(notice.text),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
    )[0]!;
  await writePost(tx, thread, { threadId: thread.id, author: null, text: notice.text, files: [] });
  await recordTimeline(tx, {
    companyId: notice.companyId,
    kind: open ? 'thread.post' : 'thread.started',
    actorId: null,
    subject: { type: 'thread', id: thread.id, title: notice.title },
    data: open
      ? { kind: 'company', ticketId: null, byManager: true, preview: previewOf(notice.text), files: 0 }
      : { kind: 'company', ticketId: null, byManager: true, preview: previewOf(notice.text) },
  });
  const [saved] = await tx.select().from(threads).where(eq(threads.id, thread.id)).limit(1);
  await announce(tx, saved!, true);
  return thread.id;
}
