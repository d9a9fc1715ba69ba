import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ClientTicketType, OrderDir, TicketDetail, TicketListItem } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { crowdfunds, files, startupProfiles, ticketFiles, ticketHistory, tickets } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { isStartup } from '../../platform/policy.js';
import { assertCanOpenRound, openRound, opensRound } from '../crowdfunding/index.js';
import { claimFile, presentFile } from '../files/index.js';
import { accountPolicy } from '../users/index.js';
import { formFiles } from './files.js';
import { recordTicketStep } from './events.js';
import { ticketPolicy } from './policy.js';

type TicketRow = typeof tickets.$inferSelect;

// Correlated subqueries spell their columns out: drizzle leaves columns unqualified inside `sql`.
const offerCounts = {
  offersCount: sql<number>`(select count(*) from offers o where o.ticket_id = "tickets"."id")`.mapWith(Number),
  newOffers: sql<number>`(select count(*) from offers o where o.ticket_id = "tickets"."id" and not o.is_viewed)`.mapWith(Number),
  // The ticket's threads, and those with a manager's post its owner has not opened since.
  messagesCount: sql<number>`(select count(*) from threads th where th.ticket_id = "tickets"."id")`.mapWith(Number),
  newTicketTasks: sql<number>`(select count(*) from threads th where th.ticket_id = "tickets"."id" and not th.closed and not th.answered
    and not exists (select 1 from thread_reads r where r.thread_id = th.id and r.user_id = "tickets"."owner_id" and r.read_at >= th.last_post_at))`.mapWith(
    Number,
  ),
};

/** The columns a list item shows: never the form, which only the ticket's own page needs. */
const listColumns = {
  id: tickets.id,
  type: tickets.type,
  status: tickets.status,
  createdAt: tickets.createdAt,
  expire: tickets.expire,
  coInvestment: tickets.coInvestment,
  crowdfunding: tickets.crowdfunding,
};
type ListRow = Pick<TicketRow, keyof typeof listColumns>;

type Counts = { offersCount: number; newOffers: number; messagesCount: number; newTicketTasks: number };

function presentListItem(row: ListRow & Counts): TicketListItem {
  return {
    id: row.id,
    type_ticket: row.type,
    status: row.status,
    date: row.createdAt.toISOString(),
    expire: row.expire,
    offers_count: row.offersCount,
    new_offers: row.newOffers,
    messages_count: row.messagesCount,
    new_ticket_tasks: row.newTicketTasks,
    co_investment: row.coInvestment,
    is_crowdfunding: row.crowdfunding,
  };
}

type OwnerPage = { take: number; skip: number; order_dir?: OrderDir | undefined };

/**
 * The owner's page of applications, newest first unless `order_dir` is asc, and its total (the
 * benchmark shows their plans). The page takes its ids and the total from the owner's index alone
 * (`count(*) over ()`), then reads those tickets and their offer counts; `total` counts apart, for
 * a page past the last row.
 */
export function ownerListQueries(db: Db, ownerId: string, types: readonly ClientTicketType[], page: OwnerPage) {
  const dir = page.order_dir === 'asc' ? asc : desc;
  const ids = db
    .select({ id: tickets.id, createdAt: tickets.createdAt, total: sql<string>`count(*) over ()`.as('total') })
    .from(tickets)
    .where(and(eq(tickets.ownerId, ownerId), inArray(tickets.type, [...types])))
    .orderBy(dir(tickets.createdAt), dir(tickets.id))
    .limit(page.take)
    .offset(page.skip)
    .as('ids');
  return {
    rows: db
      .select({ total: ids.total, ticket: listColumns, ...offerCounts })
      .from(ids)
      .innerJoin(tickets, eq(tickets.id, ids.id))
      .orderBy(dir(ids.createdAt), dir(ids.id)),
    // Owners' tickets are few: count them through the owner index and filter the types in the
    // aggregate, or the planner intersects with the type index, which spans every owner.
    total: db
      .select({ n: sql<number>`count(*) filter (where ${inArray(tickets.type, [...types])})`.mapWith(Number) })
      .from(tickets)
      .where(eq(tickets.ownerId, ownerId)),
  };
}

/** Applications: filing them from a form, and the owner's list and view. */
export function createTicketService(db: Db) {
  /** Everything of the owner's view but the history, which the back office reads with its actors. */
  async function detailWithoutHistory(row: TicketRow): Promise<Omit<TicketDetail, 'history'>> {
    const [counts] = await db.select(offerCounts).from(tickets).where(eq(tickets.id, row.id));
    const attached = await db
      .select({ field: ticketFiles.field, file: { id: files.id, name: files.name, size: files.size } })
      .from(ticketFiles)
      .innerJoin(files, eq(files.id, ticketFiles.fileId))
      .where(eq(ticketFiles.ticketId, row.id))
      .orderBy(ticketFiles.field);
    const [round] = row.crowdfunding ? await db.select({ id: crowdfunds.id }).from(crowdfunds).where(eq(crowdfunds.ticketId, row.id)).limit(1) : [];
    return {
      ...presentListItem({ ...row, offersCount: 0, newOffers: 0, messagesCount: 0, newTicketTasks: 0, ...counts }),
      form: row.form as Record<string, unknown>,
      files: attached.map((a) => ({ field: a.field, file: presentFile(a.file) })),
      crowdfunding_id: round?.id ?? null,
    };
  }

  async function detail(row: TicketRow): Promise<TicketDetail> {
    const history = await db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, row.id)).orderBy(ticketHistory.createdAt);
    return {
      ...(await detailWithoutHistory(row)),
      history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, comment: h.comment, date: h.createdAt.toISOString() })),
    };
  }

  return {
    /**
     * Files an application: the caller's role must own the type, a startup needs a full score,
     * every attached file must be the caller's upload of the right purpose, and a round may be
     * opened only while the account's crowdfunding section is shown. One transaction.
     */
    async create(user: AuthUser, type: ClientTicketType, form: Record<string, unknown>): Promise<TicketRow> {
      assertCanOpenRound(user, type, form);
      // Only a startup's score counts (users' account policy says why); the others skip the read.
      const [profile] = isStartup(user)
        ? await db.select({ full: startupProfiles.isScoreFull }).from(startupProfiles).where(eq(startupProfiles.userId, user.id)).limit(1)
        : [];
      if (!accountPolicy.fileApplications(user, { scoreFull: profile?.full ?? false })) throw new AppError(403, 'score_not_full');
      return db.transaction(async (tx) => {
        const [ticket] = await tx
          .insert(tickets)
          .values({
            type,
            ownerId: user.id,
            form,
            expire: typeof form.expire === 'string' ? form.expire : null,
            crowdfunding: form.crowdfunding === true,
            coInvestment: form.agree_co_investment === true,
          })
          .returning();
        for (const f of formFiles(form)) {
          await claimFile(tx, f.id, f.purpose, { userId: user.id }, user.id, f.field);
          await tx.insert(ticketFiles).values({ ticketId: ticket!.id, fileId: f.id, field: f.field }).onConflictDoNothing();
        }
        await tx.insert(ticketHistory).values({ ticketId: ticket!.id, fromStatus: null, toStatus: 'registred', actorId: user.id });
        await recordTicketStep(tx, {
          kind: 'ticket.created',
          ticketId: ticket!.id,
          type,
          ownerId: user.id,
          actorId: user.id,
          status: ticket!.status,
          data: { status: 'registred' },
        });
        if (opensRound(type, form)) await openRound(tx, ticket!.id, user, form);
        return ticket!;
      });
    },

    async list(ownerId: string, types: readonly ClientTicketType[], page: OwnerPage) {
      const { rows: rowsQuery, total: totalQuery } = ownerListQueries(db, ownerId, types, page);
      const rows = await rowsQuery;
      // The page carries the total; a page past the last row has none, so it is counted apart.
      const total = rows[0]?.total ?? (page.skip > 0 ? ((await totalQuery)[0]?.n ?? 0) : 0);
      return {
        tickets: rows.map((r) =>
          presentListItem({
            ...r.ticket,
            offersCount: r.offersCount,
            newOffers: r.newOffers,
            messagesCount: r.messagesCount,
            newTicketTasks: r.newTicketTasks,
          }),
        ),
        total: Number(total),
      };
    },

    /** The owner's own ticket; another company's answers as missing. */
    async own(ownerId: string, id: string): Promise<TicketRow> {
      const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
      if (!row || row.ownerId !== ownerId) throw notFound();
      return row;
    },

    detail,
    detailWithoutHistory,

    /** Guards the role boundary: startups use startup forms, investors and corporates foundation ones. */
    assertOwnerRole(user: AuthUser, type: ClientTicketType) {
      if (!ticketPolicy.file(user, type)) throw forbidden();
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
