import { and, asc, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { canMove, movesFrom, pilotMachines, utcToday, type PilotModeration } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, pilotRuns, pilots } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { moveRefused, pilotNotFound, presentCardBase, runOverdueDays } from './presenter.js';
import { recordPilotStep } from './events.js';

/** The back office's side of the showcase: the queue by status and the moderation moves. */
export function createPilotManagerService(db: Db) {
  return {
    /**
     * Pilots by status (all when left out), newest first, each with its run's decision date and
     * days overdue. `overdue` keeps the runs past their decision date with no outcome, longest
     * overdue first (the open-decision index serves it).
     */
    async list(q: { status?: (typeof pilots.$inferSelect)['status'] | undefined; overdue?: boolean | undefined; take: number; skip: number }) {
      const today = utcToday();
      const where = and(
        q.status ? eq(pilots.status, q.status) : undefined,
        q.overdue ? and(isNull(pilotRuns.outcome), lt(pilotRuns.decisionDate, today)) : undefined,
      );
      const order = q.overdue ? [asc(pilotRuns.decisionDate), asc(pilotRuns.id)] : [desc(pilots.createdAt), desc(pilots.id)];
      const runJoin = eq(pilotRuns.pilotId, pilots.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ pilot: pilots, ownerName: companies.name, run: { decisionDate: pilotRuns.decisionDate, outcome: pilotRuns.outcome } })
          .from(pilots)
          .leftJoin(pilotRuns, runJoin)
          .leftJoin(companies, eq(companies.userId, pilots.ownerId))
          .where(where)
          .orderBy(...order)
          .limit(q.take)
          .offset(q.skip),
        q.overdue
          ? db.select({ total: count() }).from(pilots).innerJoin(pilotRuns, runJoin).where(where)
          : db.select({ total: count() }).from(pilots).where(where),
      ]);
      const present = async (r: (typeof rows)[number]) => ({
        ...(await presentCardBase(db, r.pilot, r.ownerName ?? '')),
        applicants_count: r.pilot.applicantsCount,
        moves: movesFrom(pilotMachines.manager, r.pilot.status),
        run: r.run ? { decision_date: r.run.decisionDate, outcome: r.run.outcome, overdue_days: runOverdueDays(r.run, today) } : null,
      });
      return { total: counted?.total ?? 0, pilots: await Promise.all(rows.map(present)) };
    },

    /**
     * Accepts or declines (with a reason) a sent card, publishes an accepted one (`new`, stamped
     * with its published date) or archives; one transaction with the audit entry. The owner is told.
     */
    async move(actorId: string, id: string, body: PilotModeration): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(pilots).where(eq(pilots.id, id)).limit(1).for('update');
        if (!row) throw pilotNotFound();
        if (!canMove(pilotMachines.manager, row.status, body.status)) throw moveRefused();
        const reason = body.status === 'decline' ? body.reason : null;
        const now = new Date();
        await tx
          .update(pilots)
          .set({
            status: body.status,
            declineReason: reason,
            moderatedBy: actorId,
            moderatedAt: now,
            updatedAt: now,
            ...(body.status === 'new' ? { publishedAt: now } : {}),
          })
          .where(eq(pilots.id, id));
        await audit(tx, {
          actorId,
          action: 'pilot.status',
          entity: 'pilot',
          entityId: id,
          companyId: row.ownerId,
          before: { status: row.status },
          after: { status: body.status, reason },
        });
        await recordPilotStep(tx, {
          kind: 'pilot.status',
          pilot: row,
          companyIds: [row.ownerId],
          actorId,
          byManager: true,
          data: { from: row.status, to: body.status, reason },
        });
      });
    },
  };
}
