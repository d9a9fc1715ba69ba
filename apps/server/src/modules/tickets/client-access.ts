import { and, eq, exists, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { expertReadCutoff, expertWorkingStatuses } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { expertDuedills, reports, tickets, users } from '../../db/schema/index.js';

const work = alias(tickets, 'access_work');
const workFor = alias(tickets, 'access_client_ticket');
const workReport = alias(reports, 'access_report');

/**
 * The one SQL condition deciding whether an expert company reads a client's profile and its files:
 * one of its expert tickets for that client passes the contract's `expertReadsClient` (in the work,
 * from its "interesting" answer until approval or cancellation, or approved within 30 days). Every
 * read an expert has of a client's profile goes through it: the startup, investor and corporate
 * profile views and the pitch deck and unit economy downloads.
 */
export function expertReadsClientWhere(db: Db, expertId: string, clientId: string | AnyPgColumn, now = new Date()): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(work)
      .innerJoin(expertDuedills, eq(expertDuedills.ticketId, work.id))
      .innerJoin(workFor, eq(workFor.id, expertDuedills.clientTicketId))
      .leftJoin(workReport, eq(workReport.ticketId, work.id))
      .where(
        and(
          eq(work.ownerId, expertId),
          eq(work.type, 'expert_duedill'),
          eq(workFor.ownerId, clientId),
          or(inArray(work.status, [...expertWorkingStatuses]), and(eq(work.status, 'due_success'), gt(workReport.approvedAt, expertReadCutoff(now)))),
        ),
      ),
  );
}

/** Whether the expert company reads the client's profile now (see `expertReadsClientWhere`). */
export async function expertReadsClientNow(db: Db, expertId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), expertReadsClientWhere(db, expertId, users.id)))
    .limit(1);
  return row !== undefined;
}
