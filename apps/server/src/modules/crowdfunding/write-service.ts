import { and, eq, sql } from 'drizzle-orm';
import {
  amountBounds,
  backerStatuses,
  backingMachine,
  canCancelBacking,
  canMove,
  effectiveRoundStatus,
  minTicketFits,
  roundMachine,
  utcToday,
  type Backer,
  type BackerDecision,
  type CrowdfundingInvest,
  type RegimeSettings,
  type RoundModeration,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { crowdfundBackers, crowdfunds } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { checkCommitment, checkJoin, recordBackerFact, recordJoinFacts, reflectionRunning, type BackingTerms } from '../backers/index.js';
import { giveCloseNotice } from './close-notice.js';
import { backersWithCompany, presentFullBacker } from './presenter.js';
import { recordRoundStep } from './events/index.js';
import { assertIssuerRoom } from './issuer-cap.js';
import { acknowledgedKiis, kiisSha256, storeKiisVersion, type KiisPorts } from './kiis.js';
import { backerKind, roundPolicy } from './policy.js';

type RoundRow = typeof crowdfunds.$inferSelect;

export const roundNotFound = () => new AppError(404, 'crowdfunding_not_found');
const participantNotFound = () => new AppError(404, 'participant_not_found');
const refused = () => new AppError(400, 'status_move_refused');
const outOfBounds = (min: number, max: number) =>
  new AppError(400, 'amount_out_of_bounds', { amount: 'amount_out_of_bounds' }, { min: String(min), max: String(max) });

/**
 * The minimum ticket a round goes live with: the one the manager sets, else the one its startup
 * filed. A round never runs without one, so a backer can't commit a token amount.
 */
function activationMinTicket(round: RoundRow, given: number | undefined): number {
  const minTicket = given ?? round.minTicket;
  if (minTicket == null) throw new AppError(400, 'min_ticket_required', { min_ticket: 'min_ticket_required' });
  if (!minTicketFits(minTicket, round.investmentMax))
    throw new AppError(400, 'min_ticket_above_max', { min_ticket: 'min_ticket_above_max' }, { max: String(round.investmentMax) });
  return minTicket;
}

/** Statuses of the backers a round's own steps reach: a cancelled backing is out of the round. */
const roundBackers = backerStatuses.filter((s) => s !== 'cancel');

/** Revives the caller's cancelled backing as a new one with this commitment; undefined when it has none. */
async function reviveCancelled(tx: Tx, roundId: string, backerId: string, amount: number | null, terms: BackingTerms & { kiisVersion: number | null }) {
  const [revived] = await tx
    .update(crowdfundBackers)
    .set({
      status: 'new',
      amount,
      createdAt: new Date(),
      investmentAmount: null,
      dateOfInvestment: null,
      decidedBy: null,
      decidedAt: null,
      reconfirmBy: null,
      reconfirmChangeId: null,
      reconfirmedAt: null,
      cancelledAt: null,
      ...terms,
    })
    .where(and(eq(crowdfundBackers.crowdfundId, roundId), eq(crowdfundBackers.backerId, backerId), eq(crowdfundBackers.status, 'cancel')))
    .returning();
  return revived;
}

/**
 * The writes of crowdfunding: investors and corporates join a round and cancel a fresh commitment;
 * managers move rounds and decide on backers. Each write is one transaction (managers' with the
 * audit entry); the socket events and letters go out after it commits.
 */
export function createCrowdfundingWriteService(db: Db, { holidays, regime, kiis }: { holidays: ReadonlySet<string>; regime: RegimeSettings; kiis: KiisPorts }) {
  async function lockRound(tx: Tx, id: string): Promise<RoundRow> {
    const [round] = await tx.select().from(crowdfunds).where(eq(crowdfunds.id, id)).limit(1).for('update');
    if (!round) throw roundNotFound();
    return round;
  }

  return {
    /**
     * Joins an active, unexpired round as a `new` backer, with an optional amount within the round's
     * bounds, once the backer's checks (`backers`) let it: a class, its yearly limit, the risk accepted.
     */
    async join(user: AuthUser, id: string, body: CrowdfundingInvest): Promise<Backer> {
      const role = backerKind(user);
      if (!role || !roundPolicy.back(user)) throw forbidden();
      const row = await db.transaction(async (tx) => {
        const [round] = await tx.select().from(crowdfunds).where(eq(crowdfunds.id, id)).limit(1);
        if (!round) throw roundNotFound();
        if (round.status !== 'active' || round.expire < utcToday()) throw new AppError(400, 'round_not_open');
        const bounds = amountBounds({ min_ticket: round.minTicket, current_investments: round.currentInvestments, max: round.investmentMax });
        if (bounds.max < bounds.min) throw new AppError(400, 'round_not_open');
        if (body.amount !== undefined && (body.amount < bounds.min || body.amount > bounds.max)) throw outOfBounds(bounds.min, bounds.max);
        const sheet = await acknowledgedKiis(tx, id, body.kiis_version);
        const terms = { ...(await checkJoin(tx, regime, user, body)), kiisVersion: sheet?.version ?? null };
        // The unique key decides between two joins at once: the second inserts nothing.
        const [inserted] = await tx
          .insert(crowdfundBackers)
          .values({ crowdfundId: id, backerId: user.id, role, amount: body.amount ?? null, ...terms })
          .onConflictDoNothing({ target: [crowdfundBackers.crowdfundId, crowdfundBackers.backerId] })
          .returning();
        // A backing the platform cancelled (not reconfirmed after a change of terms) comes back to life
        // as a new one; the row's lock decides between two such joins at once.
        const joined = inserted ?? (await reviveCancelled(tx, id, user.id, body.amount ?? null, terms));
        if (!joined) throw new AppError(409, 'already_backing');
        await recordJoinFacts(tx, terms, { backerId: user.id, crowdfundId: id, backingId: joined.id, amount: body.amount ?? null });
        if (sheet)
          await recordBackerFact(tx, {
            companyId: user.id,
            kind: 'kiis.acknowledged',
            actorId: user.id,
            crowdfundId: id,
            backingId: joined.id,
            data: { version: sheet.version, sha256: { en: kiisSha256(sheet, 'en'), ru: kiisSha256(sheet, 'ru') } },
          });
        await recordRoundStep(tx, {
          kind: 'backing.created',
          roundId: id,
          startupId: round.startupId,
          companyIds: [user.id, round.startupId],
          actorId: user.id,
          backingId: joined.id,
          backerId: user.id,
          data: { amount: body.amount ?? null, status: 'new' },
        });
        return { backer: joined, startupId: round.startupId };
      });
      const [joined] = await backersWithCompany(db).where(eq(crowdfundBackers.id, row.backer.id)).limit(1);
      // The joining backer reads its own backing in full.
      return presentFullBacker(joined!);
    },

    /** Cancels (deletes) the caller's own `new` commitment while canCancelBacking allows it. */
    async cancel(user: AuthUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ backer: crowdfundBackers, expire: crowdfunds.expire, startupId: crowdfunds.startupId, closeNoticedAt: crowdfunds.closeNoticedAt })
          .from(crowdfundBackers)
          .innerJoin(crowdfunds, eq(crowdfunds.id, crowdfundBackers.crowdfundId))
          .where(and(eq(crowdfundBackers.crowdfundId, id), eq(crowdfundBackers.backerId, user.id)))
          .limit(1)
          .for('update', { of: crowdfundBackers });
        if (!row) throw participantNotFound();
        const backing = { status: row.backer.status, created_at: row.backer.createdAt.toISOString() };
        const now = new Date();
        // ECSP's reflection period lets a non-sophisticated backer revoke whatever the 48-hour rule says.
        const reflecting = row.backer.status === 'new' && row.backer.reflectionUntil !== null && now <= row.backer.reflectionUntil;
        if (!reflecting && !canCancelBacking(backing, row.expire, now, row.closeNoticedAt != null)) throw new AppError(400, 'backing_not_cancellable');
        await tx.delete(crowdfundBackers).where(and(eq(crowdfundBackers.id, row.backer.id), eq(crowdfundBackers.status, 'new')));
        await recordRoundStep(tx, {
          kind: 'backing.cancelled',
          roundId: id,
          startupId: row.startupId,
          companyIds: [user.id, row.startupId],
          actorId: user.id,
          backingId: row.backer.id,
          backerId: user.id,
          data: { amount: row.backer.amount },
        });
        if (reflecting)
          await recordBackerFact(tx, {
            companyId: user.id,
            kind: 'backing.revoked',
            actorId: user.id,
            crowdfundId: id,
            backingId: row.backer.id,
            data: { amount: row.backer.amount, reflection_until: row.backer.reflectionUntil!.toISOString() },
          });
      });
    },

    /**
     * A manager activates or declines a new round, or gives notice of an active one's early close
     * (`close-notice.ts`: the round runs until the close date); the startup is told.
     */
    async moveRound(actorId: string, id: string, body: RoundModeration): Promise<void> {
      await db.transaction(async (tx) => {
        const round = await lockRound(tx, id);
        // The move is checked on the status the manager's card shows, so its `moves` and this agree.
        if (!canMove(roundMachine, effectiveRoundStatus(round.status, round.expire, utcToday()), body.status)) throw refused();
        if (body.status === 'finished') return giveCloseNotice(tx, actorId, round, body.close_on, holidays);
        const reason = body.status === 'decline' ? body.reason : null;
        const minTicket = body.status === 'active' ? activationMinTicket(round, body.min_ticket) : round.minTicket;
        if (body.status === 'active') await assertIssuerRoom(tx, regime, round, round.investmentMax);
        const now = new Date();
        await tx
          .update(crowdfunds)
          .set({ status: body.status, declineReason: reason, minTicket, moderatedBy: actorId, moderatedAt: now, updatedAt: now })
          .where(eq(crowdfunds.id, id));
        // A round goes live with its key investment information sheet: version 1 states the terms it opens with.
        if (body.status === 'active') await storeKiisVersion(tx, kiis, id, now);
        const tickets =
          minTicket !== round.minTicket ? { before: { min_ticket: round.minTicket }, after: { min_ticket: minTicket } } : { before: {}, after: {} };
        await audit(tx, {
          actorId,
          action: 'crowdfunding.status',
          entity: 'crowdfunding',
          entityId: id,
          companyId: round.startupId,
          before: { status: round.status, ...tickets.before },
          after: { status: body.status, reason, ...tickets.after },
        });
        await recordRoundStep(tx, {
          kind: 'round.status',
          roundId: id,
          startupId: round.startupId,
          companyIds: [round.startupId],
          backers: roundBackers,
          actorId,
          data: { from: round.status, to: body.status, reason },
        });
      });
    },

    /**
     * A manager confirms a `new` backer with the amount and date of investment (the round's sums
     * move in the same transaction, never past its maximum) or rejects it; both sides are told.
     */
    async decideBacker(actorId: string, backerId: string, body: BackerDecision): Promise<void> {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ crowdfundId: crowdfundBackers.crowdfundId }).from(crowdfundBackers).where(eq(crowdfundBackers.id, backerId)).limit(1);
        if (!found) throw participantNotFound();
        // The round first, the lock every confirmation of its backers takes, then the backer.
        const round = await lockRound(tx, found.crowdfundId);
        const [backer] = await tx.select().from(crowdfundBackers).where(eq(crowdfundBackers.id, backerId)).limit(1).for('update');
        if (!backer) throw participantNotFound();
        if (!canMove(backingMachine, backer.status, body.status)) throw refused();
        const now = new Date();
        if (body.status === 'active') {
          const remaining = round.investmentMax - round.currentInvestments;
          if (body.investment_amount > remaining) throw outOfBounds(1, Math.max(0, remaining));
          // The backer may revoke until its reflection period ends: its money is not taken before.
          if (backer.reflectionUntil && now <= backer.reflectionUntil) throw await reflectionRunning(tx, backer.backerId, backer.reflectionUntil);
          // The confirmed amount counts toward the backer's limit in place of what it committed.
          await checkCommitment(tx, regime, backer.backerId, { amount: body.investment_amount }, { now, except: backer.id });
          await tx
            .update(crowdfundBackers)
            .set({ status: 'active', investmentAmount: body.investment_amount, dateOfInvestment: body.date_of_investment, decidedBy: actorId, decidedAt: now })
            .where(eq(crowdfundBackers.id, backerId));
          await tx
            .update(crowdfunds)
            .set({
              currentInvestments: sql`${crowdfunds.currentInvestments} + ${body.investment_amount}`,
              backersCount: sql`${crowdfunds.backersCount} + 1`,
              updatedAt: now,
            })
            .where(eq(crowdfunds.id, round.id));
        } else {
          await tx.update(crowdfundBackers).set({ status: 'reject', decidedBy: actorId, decidedAt: now }).where(eq(crowdfundBackers.id, backerId));
        }
        await audit(tx, {
          actorId,
          action: 'crowdfunding.backer',
          entity: 'crowdfunding',
          entityId: round.id,
          companyId: backer.backerId,
          before: { backerId, status: 'new' },
          after: { backerId, ...body },
        });
        const money = body.status === 'active' ? { amount: body.investment_amount, date: body.date_of_investment } : { amount: null, date: null };
        await recordRoundStep(tx, {
          kind: 'backing.decided',
          roundId: round.id,
          startupId: round.startupId,
          companyIds: [backer.backerId, round.startupId],
          actorId,
          backingId: backer.id,
          backerId: backer.backerId,
          data: { from: 'new', to: body.status, ...money },
        });
      });
    },
  };
}
