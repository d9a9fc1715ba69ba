import { and, eq, exists } from 'drizzle-orm';
import { threadPostFiles, threadPosts, threads } from '../../db/schema/index.js';
import { one, type ReadRule, type ReadRules } from '../files/index.js';

/** A thread's attachments, in the thread: for the thread's company. */
const threadAttachment: ReadRule = (db, reader, fileId) =>
  exists(
    db
      .select(one)
      .from(threadPostFiles)
      .innerJoin(threadPosts, eq(threadPosts.id, threadPostFiles.postId))
      .innerJoin(threads, eq(threads.id, threadPosts.threadId))
      .where(and(eq(threadPostFiles.fileId, fileId), eq(threads.companyId, reader.id))),
  );

/** Who reads a thread's attachments. */
export const threadFileRules: ReadRules = { message_attachment: [threadAttachment] };
