import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { RoundUpdate, RoundUpdateKind } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { crowdfundUpdateFiles, crowdfundUpdates, crowdfunds, files } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';
import { claimFile, presentFile } from '../files/index.js';
import { roundNotFound } from './write-service.js';
import { readerReach } from './news-reach.js';
import { advanceReportDue } from './reporting.js';
import { recordRoundStep } from './events/index.js';
import { roundPolicy } from './policy.js';

type UpdateRow = typeof crowdfundUpdates.$inferSelect;

/**
 * A startup's news to the backers of its round: the round's startup posts (text and files uploaded
 * for `crowdfunding_update`), its backers waiting or confirmed get a letter in their language; the
 * startup, managers and its backers read them as `backersNewsReach` allows, newest first.
 */
export function createRoundUpdateService(db: Db) {
  async function present(rows: UpdateRow[]): Promise<RoundUpdate[]> {
    if (!rows.length) return [];
    const attached = await db
      .select({ updateId: crowdfundUpdateFiles.updateId, file: { id: files.id, name: files.name, size: files.size } })
      .from(crowdfundUpdateFiles)
      .innerJoin(files, eq(files.id, crowdfundUpdateFiles.fileId))
      .where(
        inArray(
          crowdfundUpdateFiles.updateId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(files.createdAt, files.id);
    return rows.map((r) => ({
      id: r.id,
      text: r.text,
      created_at: r.createdAt.toISOString(),
      kind: r.kind,
      files: attached.filter((a) => a.updateId === r.id).map((a) => presentFile(a.file)),
    }));
  }

  return {
    /** The round's updates and reports this reader reaches (`backersNewsReach`), newest first; 403 for one that reaches none. */
    async list(user: AuthUser, id: string): Promise<{ updates: RoundUpdate[] }> {
      const [round] = await db.select({ startupId: crowdfunds.startupId }).from(crowdfunds).where(eq(crowdfunds.id, id)).limit(1);
      if (!round) throw roundNotFound();
      const reach = await readerReach(db, user, { id, startupId: round.startupId }, 'updates');
      if (reach.reads === 'none') throw forbidden();
      const rows = await db
        .select()
        .from(crowdfundUpdates)
        .where(and(eq(crowdfundUpdates.crowdfundId, id), reach.reads === 'until' ? lte(crowdfundUpdates.createdAt, reach.until) : undefined))
        .orderBy(desc(crowdfundUpdates.createdAt), desc(crowdfundUpdates.id));
      return { updates: await present(rows) };
    },

    async post(user: AuthUser, id: string, body: { text: string; files: { id: string }[]; kind?: RoundUpdateKind }): Promise<RoundUpdate> {
      const row = await db.transaction(async (tx) => {
        // Locked: a quarterly report moves the round's next due date, which the reporting job marks.
        const [round] = await tx
          .select({ startupId: crowdfunds.startupId, expire: crowdfunds.expire, reportDue: crowdfunds.reportDue })
          .from(crowdfunds)
          .where(eq(crowdfunds.id, id))
          .limit(1)
          .for('update');
        if (!round || !roundPolicy.manage(user, round)) throw roundNotFound();
        const kind = body.kind ?? 'update';
        if (kind === 'report') await advanceReportDue(tx, { id, ...round });
        const [row] = await tx.insert(crowdfundUpdates).values({ crowdfundId: id, authorId: user.id, text: body.text, kind }).returning();
        for (const [position, file] of body.files.entries()) {
          await claimFile(tx, file.id, 'crowdfunding_update', { userId: user.id }, user.id, `files.${position}`);
          await tx.insert(crowdfundUpdateFiles).values({ updateId: row!.id, fileId: file.id }).onConflictDoNothing();
        }
        // Its waiting and confirmed backers are read on delivery: the answer does not wait for them.
        await recordRoundStep(tx, {
          kind: 'round.update',
          roundId: id,
          startupId: user.id,
          companyIds: [user.id],
          backers: ['new', 'active'],
          actorId: user.id,
          data: { updateId: row!.id, files: body.files.length },
          update: { text: body.text },
        });
        return row!;
      });
      const [update] = await present([row]);
      return update!;
    },
  };
}
