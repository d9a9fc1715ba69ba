import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type ManagerThreadState, type PostBody, type ThreadCreateBody, type ThreadDetail, type ThreadKind } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, threadReads, threads, tickets, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { createTicketService } from '../tickets/index.js';
import { audit } from '../audit/index.js';
import { recordTimeline } from '../timeline/index.js';
import { announce, writePost } from './posts.js';
import { presentPosts, presentQueuedThread, presentThread, previewOf, type Reader } from './presenter.js';
import { companyThreadQueries, contextOf, postRows, readAtOf, usualAnswerSeconds, type ThreadRow } from './queries.js';
import { threadPolicy } from './policy.js';

const messageNotFound = () => new AppError(404, 'message_not_found');
const closedThread = () => new AppError(409, 'thread_closed');

/** Marks the thread read for this reader now. */
async function markRead(db: Db | Tx, threadId: string, readerId: string) {
  const now = new Date();
  await db
    .insert(threadReads)
    .values({ threadId, userId: readerId, readAt: now })
    .onConflictDoUpdate({ target: [threadReads.threadId, threadReads.userId], set: { readAt: now } });
}

/**
 * Company and ticket threads between companies and the platform's managers. Every write records its
 * event (`messages.thread`) in its transaction; after commit the company's tabs and the managers'
 * room hear of it, the company's counters move and a manager's answer is mailed.
 */
export function createThreadService(deps: { db: Db }) {
  const { db } = deps;
  const ownTickets = createTicketService(db);

  async function load(id: string, tx: Db | Tx = db, lock = false): Promise<ThreadRow> {
    const query = tx.select().from(threads).where(eq(threads.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw messageNotFound();
    return row;
  }

  /** A company sees only its own threads, and each kind only through its own calls. */
  async function own(user: AuthUser, id: string, kind: ThreadKind, tx: Db | Tx = db, lock = false): Promise<ThreadRow> {
    const row = await load(id, tx, lock);
    if (row.companyId !== user.id || row.kind !== kind) throw messageNotFound();
    return row;
  }

  async function detail(thread: ThreadRow, reader: Reader): Promise<ThreadDetail> {
    const [{ company, ticketType }, usual, readAt] = await Promise.all([
      contextOf(db, thread),
      usualAnswerSeconds(db),
      markRead(db, thread.id, reader.id).then(() => new Date()),
    ]);
    const posts = presentPosts(await postRows(db, thread.id), company.name);
    return { ...presentThread(thread, reader, readAt), company, ticket_type: ticketType, posts, usual_answer_seconds: usual };
  }

  async function start(
    author: AuthUser,
    target: { kind: ThreadKind; companyId: string; ticketId: string | null },
    body: ThreadCreateBody & { files: { id: string }[] },
  ) {
    const byManager = threadPolicy.speaksForPlatform(author);
    const created = await db.transaction(async (tx) => {
      const now = new Date();
      const [thread] = await tx
        .insert(threads)
        .values({
          kind: target.kind,
          companyId: target.companyId,
          ticketId: target.ticketId,
          title: body.title,
          description: body.text,
          startedByManager: byManager,
          answered: !byManager,
          lastPostAt: now,
          lastPostPreview: previewOf(body.text),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const mailAt = await writePost(tx, thread!, { threadId: thread!.id, author, text: body.text, files: body.files });
      if (byManager)
        await audit(tx, {
          actorId: author.id,
          action: 'thread.start',
          entity: 'thread',
          entityId: thread!.id,
          companyId: target.companyId,
          after: { kind: target.kind, companyId: target.companyId, ticketId: target.ticketId, title: body.title },
        });
      await recordTimeline(tx, {
        companyId: target.companyId,
        kind: 'thread.started',
        actorId: author.id,
        subject: { type: 'thread', id: thread!.id, title: body.title },
        data: { kind: target.kind, ticketId: target.ticketId, byManager, preview: previewOf(body.text) },
      });
      const saved = await load(thread!.id, tx);
      await announce(tx, saved, true, mailAt);
      return saved;
    });
    return detail(created, { id: author.id, manager: byManager });
  }

  async function reply(author: AuthUser, find: (tx: Tx) => Promise<ThreadRow>, body: PostBody & { files: { id: string }[] }) {
    const byManager = threadPolicy.speaksForPlatform(author);
    const done = await db.transaction(async (tx) => {
      const thread = await find(tx);
      if (thread.closed) throw closedThread();
      const mailAt = await writePost(tx, thread, { threadId: thread.id, author, text: body.text, files: body.files });
      if (byManager)
        await audit(tx, {
          actorId: author.id,
          action: 'thread.answer',
          entity: 'thread',
          entityId: thread.id,
          companyId: thread.companyId,
          after: { files: body.files.length },
        });
      await recordTimeline(tx, {
        companyId: thread.companyId,
        kind: 'thread.post',
        actorId: author.id,
        subject: { type: 'thread', id: thread.id, title: thread.title },
        data: { kind: thread.kind, ticketId: thread.ticketId, byManager, preview: previewOf(body.text), files: body.files.length },
      });
      const saved = await load(thread.id, tx);
      await announce(tx, saved, true, mailAt);
      return saved;
    });
    return detail(done, { id: author.id, manager: byManager });
  }

  return {
    async companyList(user: AuthUser, page: Parameters<typeof companyThreadQueries>[3]) {
      const q = companyThreadQueries(db, user.id, 'company', page);
      const [rows, [total]] = await Promise.all([q.rows, q.total]);
      return { companyTasks: rows.map((r) => presentThread(r.thread, { id: user.id, manager: false }, r.readAt)), total: total?.n ?? 0 };
    },

    async ticketList(user: AuthUser, ticketId: string) {
      await ownTickets.own(user.id, ticketId);
      const rows = await db
        .select({ thread: threads, readAt: readAtOf(user.id) })
        .from(threads)
        .where(and(eq(threads.ticketId, ticketId), eq(threads.companyId, user.id)))
        .orderBy(desc(threads.updatedAt), desc(threads.id));
      return { ticketTasks: rows.map((r) => presentThread(r.thread, { id: user.id, manager: false }, r.readAt)) };
    },

    /** A company's thread, marked read for it. */
    async companyThread(user: AuthUser, id: string, kind: ThreadKind) {
      return detail(await own(user, id, kind), { id: user.id, manager: false });
    },

    startCompanyThread: (user: AuthUser, body: ThreadCreateBody & { files: { id: string }[] }) =>
      start(user, { kind: 'company', companyId: user.id, ticketId: null }, body),

    async startTicketThread(user: AuthUser, ticketId: string, body: ThreadCreateBody & { files: { id: string }[] }) {
      await ownTickets.own(user.id, ticketId);
      return start(user, { kind: 'ticket', companyId: user.id, ticketId }, body);
    },

    companyReply: (user: AuthUser, id: string, kind: ThreadKind, body: PostBody & { files: { id: string }[] }) =>
      reply(user, (tx) => own(user, id, kind, tx, true), body),

    // The managers' side.
    async queue(manager: AuthUser, q: { take: number; skip: number; kind?: ThreadKind | undefined; state: ManagerThreadState }) {
      const kind = q.kind ? eq(threads.kind, q.kind) : undefined;
      const state = {
        waiting: and(isNotNull(threads.waitingSince), eq(threads.closed, false)),
        awaiting_client: and(eq(threads.answered, false), eq(threads.closed, false)),
        closed: eq(threads.closed, true),
        all: undefined,
      }[q.state];
      const where = and(kind, state);
      const order = q.state === 'waiting' ? [asc(threads.waitingSince), asc(threads.id)] : [desc(threads.updatedAt), desc(threads.id)];
      const [rows, [total], usual] = await Promise.all([
        db
          .select({ thread: threads, readAt: readAtOf(manager.id), company: { name: companies.name, role: companies.role } })
          .from(threads)
          .innerJoin(companies, eq(companies.userId, threads.companyId))
          .where(where)
          .orderBy(...order)
          .limit(q.take)
          .offset(q.skip),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(threads)
          .where(where),
        usualAnswerSeconds(db),
      ]);
      return {
        threads: rows.map((r) => presentQueuedThread(r, { id: manager.id, manager: true })),
        total: total?.n ?? 0,
        usual_answer_seconds: usual,
      };
    },

    async managerThread(manager: AuthUser, id: string) {
      return detail(await load(id), { id: manager.id, manager: true });
    },

    managerReply: (manager: AuthUser, id: string, body: PostBody & { files: { id: string }[] }) => reply(manager, (tx) => load(id, tx, true), body),

    async managerStart(
      manager: AuthUser,
      body: ThreadCreateBody & { files: { id: string }[]; company_id?: string | undefined; ticket_id?: string | undefined },
    ) {
      if (body.ticket_id) {
        const [ticket] = await db.select({ ownerId: tickets.ownerId }).from(tickets).where(eq(tickets.id, body.ticket_id)).limit(1);
        if (!ticket) throw new AppError(404, 'not_found', { ticket_id: 'ticket_not_found' });
        return start(manager, { kind: 'ticket', companyId: ticket.ownerId, ticketId: body.ticket_id }, body);
      }
      const [company] = await db
        .select({ id: users.id, status: users.status })
        .from(users)
        .innerJoin(companies, eq(companies.userId, users.id))
        .where(eq(users.id, body.company_id!))
        .limit(1);
      if (!company || company.status === 'deleted') throw new AppError(404, 'not_found', { company_id: 'company_not_found' });
      return start(manager, { kind: 'company', companyId: company.id, ticketId: null }, body);
    },

    async setClosed(manager: AuthUser, id: string, closed: boolean) {
      const thread = await db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        if (before.closed !== closed) {
          await tx.update(threads).set({ closed, updatedAt: new Date() }).where(eq(threads.id, id));
          await audit(tx, {
            actorId: manager.id,
            action: closed ? 'thread.close' : 'thread.reopen',
            entity: 'thread',
            entityId: id,
            companyId: before.companyId,
            before: { closed: before.closed },
            after: { closed },
          });
        }
        const saved = await load(id, tx);
        await announce(tx, saved, false);
        return saved;
      });
      return detail(thread, { id: manager.id, manager: true });
    },
  };
}
export type ThreadService = ReturnType<typeof createThreadService>;
