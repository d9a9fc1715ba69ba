import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  canReconfirm,
  changedTerms,
  effectiveRoundStatus,
  reconfirmDeadline,
  utcToday,
  type ChangeFields,
  type RoundChange,
  type RoundTerms,
  type RegimeSettings,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { crowdfundBackers, crowdfundChanges, crowdfunds } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { createCrowdfundingCardService, type Reader } from './card-service.js';
import { assertIssuerRoom } from './issuer-cap.js';
import { storeKiisVersion, type KiisPorts } from './kiis.js';
import { recordRoundEntries, recordTermsEvent } from './events/index.js';
import { roundNotFound } from './write-service.js';
import { roundPolicy } from './policy.js';

type ChangeRow = typeof crowdfundChanges.$inferSelect;

/** A row of the change log as the API answers it. */
export function presentChange(row: ChangeRow): RoundChange {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    reason: row.reason,
    before: row.before as ChangeFields,
    after: row.after as ChangeFields,
    reconfirm_by: row.reconfirmBy,
  };
}

const fieldError = (
  code: 'investment_max_below_raised' | 'investment_max_below_min_ticket' | 'expire_before_reconfirm',
  field: string,
  params: Record<string, string>,
) => new AppError(400, code, { [field]: code }, params);

/**
 * A material change of a running round's terms and what it asks of its backers (issue 30, item 3):
 * a manager changes the terms, each waiting or confirmed backer reconfirms by a deadline counted in
 * business days (`holidays` from the configuration), and anyone who may see the round reads its log.
 */
export function createRoundTermsService(db: Db, holidays: ReadonlySet<string>, regime: RegimeSettings, kiis: KiisPorts) {
  const cards = createCrowdfundingCardService(db);

  return {
    /**
     * Changes an active round's terms in one transaction: the round, its change log entry, every
     * waiting or confirmed backing asked to reconfirm, the audit entry and the event that mails them.
     */
    async change(actorId: string, id: string, body: RoundTerms, now: Date = new Date()): Promise<RoundChange> {
      return db.transaction(async (tx) => {
        // The round's lock, the one its backers' confirmations take: no backer is confirmed into the old terms meanwhile.
        const [round] = await tx.select().from(crowdfunds).where(eq(crowdfunds.id, id)).limit(1).for('update');
        if (!round) throw roundNotFound();
        const today = utcToday(now);
        if (effectiveRoundStatus(round.status, round.expire, today) !== 'active') throw new AppError(409, 'round_not_active');
        const current = {
          investment_min: Number(round.investmentMin),
          investment_max: Number(round.investmentMax),
          conditions_of_deal: round.conditionsOfDeal,
          expire: round.expire,
        };
        const { before, after } = changedTerms(current, body);
        if (!Object.keys(after).length) throw new AppError(400, 'terms_unchanged');
        if (after.expire !== undefined && round.closeNoticedAt) throw new AppError(409, 'terms_close_noticed');
        const max = after.investment_max ?? current.investment_max;
        if (max < Number(round.currentInvestments))
          throw fieldError('investment_max_below_raised', 'value_of_investments.max', { amount: String(round.currentInvestments) });
        if (round.minTicket != null && max < Number(round.minTicket))
          throw fieldError('investment_max_below_min_ticket', 'value_of_investments.max', { amount: String(round.minTicket) });
        if (max > current.investment_max) await assertIssuerRoom(tx, regime, round, max);
        const reconfirmBy = reconfirmDeadline(today, holidays);
        // The round must still run on the backers' last day to reconfirm, whether or not this change moves its end.
        if ((after.expire ?? current.expire) < reconfirmBy) throw fieldError('expire_before_reconfirm', 'expire', { date: reconfirmBy });

        await tx
          .update(crowdfunds)
          .set({
            investmentMin: after.investment_min ?? current.investment_min,
            investmentMax: max,
            conditionsOfDeal: after.conditions_of_deal ?? current.conditions_of_deal,
            expire: after.expire ?? current.expire,
            updatedAt: now,
          })
          .where(eq(crowdfunds.id, id));
        const [change] = await tx
          .insert(crowdfundChanges)
          .values({ crowdfundId: id, kind: 'terms', actorId, reason: body.reason, before, after, reconfirmBy, createdAt: now })
          .returning();
        // A later change supersedes an earlier one's deadline: the backer reconfirms the terms as they are now.
        await tx
          .update(crowdfundBackers)
          .set({ reconfirmBy, reconfirmChangeId: change!.id, reconfirmedAt: null })
          .where(and(eq(crowdfundBackers.crowdfundId, id), inArray(crowdfundBackers.status, ['new', 'active'])));
        // New terms, a new version of the key investment information sheet, which the reconfirmation letter names.
        const sheet = await storeKiisVersion(tx, kiis, id, now);
        await audit(tx, {
          actorId,
          action: 'crowdfunding.terms',
          entity: 'crowdfunding',
          entityId: id,
          companyId: round.startupId,
          before,
          after: { ...after, reason: body.reason, reconfirm_by: reconfirmBy },
        });
        await recordTermsEvent(tx, 'crowdfunding.terms_changed', {
          roundId: id,
          startupId: round.startupId,
          changeId: change!.id,
          before,
          after,
          reason: body.reason,
          reconfirmBy,
          actorId,
          kiisVersion: sheet.version,
        });
        // The startup's entry now; its backers' on delivery (events/terms.ts), one insert for all of them.
        const facts = { changeId: change!.id, fields: Object.keys(after), reason: body.reason, reconfirmBy };
        await recordRoundEntries(tx, { kind: 'round.terms', roundId: id, actorId, data: facts }, round.startupId, [round.startupId]);
        return presentChange(change!);
      });
    },

    /**
     * The caller reconfirms its own backing of the round (by construction: no other row is read),
     * up to the end of its deadline's day, UTC.
     */
    async reconfirm(user: AuthUser, id: string, now: Date = new Date()): Promise<void> {
      if (!roundPolicy.back(user)) throw forbidden();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ backer: crowdfundBackers, startupId: crowdfunds.startupId })
          .from(crowdfundBackers)
          .innerJoin(crowdfunds, eq(crowdfunds.id, crowdfundBackers.crowdfundId))
          .where(and(eq(crowdfundBackers.crowdfundId, id), eq(crowdfundBackers.backerId, user.id)))
          .limit(1)
          .for('update', { of: crowdfundBackers });
        if (!row) throw new AppError(404, 'participant_not_found');
        const { backer } = row;
        if (backer.reconfirmBy === null || (backer.status !== 'new' && backer.status !== 'active')) throw new AppError(409, 'nothing_to_reconfirm');
        if (!canReconfirm(backer.reconfirmBy, utcToday(now))) throw new AppError(409, 'reconfirm_deadline_passed');
        await tx.update(crowdfundBackers).set({ reconfirmBy: null, reconfirmChangeId: null, reconfirmedAt: now }).where(eq(crowdfundBackers.id, backer.id));
        await recordTermsEvent(tx, 'crowdfunding.reconfirmed', { roundId: id, startupId: row.startupId, backingId: backer.id, backerId: user.id });
        const step = { kind: 'backing.reconfirmed' as const, roundId: id, actorId: user.id, backingId: backer.id, data: {} };
        await recordRoundEntries(tx, step, row.startupId, [user.id, row.startupId]);
      });
    },

    /** The round's change log, newest first, for any reader who may see the round (else 404). */
    async changes(id: string, reader: Reader, page: { take: number; skip: number }): Promise<{ changes: RoundChange[]; total: number }> {
      await cards.visibleRound(id, reader);
      const where = eq(crowdfundChanges.crowdfundId, id);
      const [rows, [counted]] = await Promise.all([
        db.select().from(crowdfundChanges).where(where).orderBy(desc(crowdfundChanges.createdAt), desc(crowdfundChanges.id)).limit(page.take).offset(page.skip),
        db.select({ total: count() }).from(crowdfundChanges).where(where),
      ]);
      return { changes: rows.map(presentChange), total: Number(counted?.total ?? 0) };
    },
  };
}
