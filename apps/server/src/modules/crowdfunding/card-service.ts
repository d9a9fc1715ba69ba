import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import {
  BACKER_PREVIEW,
  backingCancelUntil,
  canCancelBacking,
  movesFrom,
  reportingOf,
  roundMachine,
  utcToday,
  type Backer,
  type BackerStatus,
  type CrowdfundingCard,
  type Role,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfunds, files, startupProfiles, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { presentFile } from '../files/index.js';
import { roundAbilities, roundPolicy } from './policy.js';
import { backersWithCompany, daysLeftSql, effectiveStatusSql, presentBacker, type BackerView } from './presenter.js';

/** Who reads: a signed-in account (its id and role), or nobody for the public calls. */
export type Reader = { id: string; role: Role } | null;
export type BackerOrderBy = 'created_at' | 'investment_amount' | 'date_of_investment';
export type BackerListQuery = { take: number; skip: number; order_by?: BackerOrderBy | undefined; order_dir?: 'asc' | 'desc' | undefined };

const notFound = () => new AppError(404, 'crowdfunding_not_found');
const pitchDeck = alias(files, 'pitch_deck');
const backerOrder: Record<BackerOrderBy, AnyPgColumn> = {
  created_at: crowdfundBackers.createdAt,
  investment_amount: crowdfundBackers.investmentAmount,
  date_of_investment: crowdfundBackers.dateOfInvestment,
};

/**
 * Managers and the round's own startup read every backer in full (`roundPolicy.readAllBackers`);
 * every other reader reads the confirmed backers only (filtered in SQL, so pages and totals hold
 * only them), without amounts, dates or status, except on the reader's own backing. Signed-out
 * visitors also get no company.
 */
const shownToOutsiders = eq(crowdfundBackers.status, 'active');
const viewOf = (reader: Reader, insider: boolean, backerId: string): BackerView =>
  insider || reader?.id === backerId ? 'full' : reader ? 'named' : 'anonymous';

/**
 * One round as its view shows it, its backers and one participant (spec part 2, sections 3 and 9).
 * Active and finished rounds of active startups are open to every reader; a round under moderation
 * or declined only to its own startup and managers; anything else reads as not found.
 */
export function createCrowdfundingCardService(db: Db) {
  /** The round if this reader may see it, else 404 `crowdfunding_not_found`. */
  async function visibleRound(id: string, reader: Reader) {
    const [round] = await db
      .select({ id: crowdfunds.id, startupId: crowdfunds.startupId, status: crowdfunds.status, expire: crowdfunds.expire, startupStatus: users.status })
      .from(crowdfunds)
      .innerJoin(users, eq(users.id, crowdfunds.startupId))
      .where(eq(crowdfunds.id, id))
      .limit(1);
    if (!round || !roundPolicy.read(reader, round)) throw notFound();
    return round;
  }

  /** Backers are read by the round's own startup only among startups (another startup: not found). */
  async function backersRound(id: string, reader: Reader) {
    const round = await visibleRound(id, reader);
    if (!roundPolicy.readBackers(reader, round)) throw notFound();
    return round;
  }

  const backersFrom = () => backersWithCompany(db);

  return {
    visibleRound,

    async card(id: string, reader: Reader): Promise<CrowdfundingCard> {
      const round = await visibleRound(id, reader);
      const insider = roundPolicy.readAllBackers(reader, round);
      const [[r], backers, [own]] = await Promise.all([
        db
          .select({
            round: crowdfunds,
            effectiveStatus: effectiveStatusSql,
            daysLeft: daysLeftSql,
            startupName: companies.name,
            productDescription: startupProfiles.productDescription,
            lastFundAmount: startupProfiles.lastFundAmount,
            logo: { id: files.id, name: files.name, size: files.size },
            pitchDeck: { id: pitchDeck.id, name: pitchDeck.name, size: pitchDeck.size },
          })
          .from(crowdfunds)
          .innerJoin(companies, eq(companies.userId, crowdfunds.startupId))
          .leftJoin(startupProfiles, eq(startupProfiles.userId, crowdfunds.startupId))
          .leftJoin(files, eq(files.id, companies.logoFileId))
          .leftJoin(pitchDeck, eq(pitchDeck.id, crowdfunds.pitchDeckFileId))
          .where(eq(crowdfunds.id, id))
          .limit(1),
        backersFrom()
          .where(and(eq(crowdfundBackers.crowdfundId, id), insider ? undefined : shownToOutsiders))
          .orderBy(desc(crowdfundBackers.createdAt), desc(crowdfundBackers.id))
          // One more than the preview tells whether there are more than it shows.
          .limit(BACKER_PREVIEW + 1),
        reader
          ? db
              .select({
                id: crowdfundBackers.id,
                status: crowdfundBackers.status,
                createdAt: crowdfundBackers.createdAt,
                amount: crowdfundBackers.amount,
                reconfirmBy: crowdfundBackers.reconfirmBy,
                reflectionUntil: crowdfundBackers.reflectionUntil,
              })
              .from(crowdfundBackers)
              .where(and(eq(crowdfundBackers.crowdfundId, id), eq(crowdfundBackers.backerId, reader.id)))
              .limit(1)
          : Promise.resolve([]),
      ]);
      if (!r) throw notFound();
      const c = r.round;
      const ownBacking = own ? { status: own.status, created_at: own.createdAt.toISOString() } : null;
      const now = new Date();
      // ECSP's reflection period: a waiting backing is revoked free until it ends, whatever the 48-hour rule says.
      const reflecting = own?.status === 'new' && own.reflectionUntil !== null && now <= own.reflectionUntil;
      const cancellable = ownBacking ? reflecting || canCancelBacking(ownBacking, c.expire, now, c.closeNoticedAt != null) : false;
      const ruleEnd =
        ownBacking && canCancelBacking(ownBacking, c.expire, now, c.closeNoticedAt != null)
          ? backingCancelUntil(ownBacking, c.expire, c.closeNoticedAt != null)
          : null;
      const cancelUntil = reflecting && (!ruleEnd || own!.reflectionUntil! > ruleEnd) ? own!.reflectionUntil! : ruleEnd;
      return {
        id: c.id,
        created_at: c.createdAt.toISOString(),
        current_investments: Number(c.currentInvestments),
        expire: c.expire,
        status: r.effectiveStatus,
        days_left: Number(r.daysLeft),
        value_of_investments: { min: Number(c.investmentMin), max: Number(c.investmentMax), percent: Number(c.raisedPercent) },
        min_ticket: c.minTicket == null ? null : Number(c.minTicket),
        backers_count: c.backersCount,
        backers: backers.slice(0, BACKER_PREVIEW).map((b) => presentBacker(b, viewOf(reader, insider, b.backerId), roundPolicy.moderate(reader))),
        more_backers: backers.length > BACKER_PREVIEW,
        backer_status: own ? { name: own.status } : null,
        own_backing: own
          ? {
              id: own.id,
              created_at: own.createdAt.toISOString(),
              amount: own.amount == null ? null : Number(own.amount),
              can_cancel: cancellable,
              cancel_until: cancellable && cancelUntil ? cancelUntil.toISOString() : null,
              reflection_until: own.reflectionUntil?.toISOString() ?? null,
              // Only a waiting or confirmed backing is asked to reconfirm (a rejected one keeps no deadline to meet).
              reconfirm_by: own.status === 'new' || own.status === 'active' ? own.reconfirmBy : null,
            }
          : null,
        early_close: c.closeNoticedAt && c.plannedExpire ? { noticed_at: c.closeNoticedAt.toISOString(), planned_expire: c.plannedExpire } : null,
        product_description: r.productDescription,
        conditions_of_deal: c.conditionsOfDeal,
        pitch_deck: r.pitchDeck ? presentFile(r.pitchDeck) : null,
        decline_reason: insider ? c.declineReason : null,
        ticket_id: insider ? c.ticketId : null,
        startup: { id: c.startupId, title: r.startupName, logo: r.logo ? presentFile(r.logo) : null, last_fund_amount: r.lastFundAmount, user_id: c.startupId },
        // A round given notice of its early close has no move left: it closes on the date its backers were told.
        moves: roundPolicy.moderate(reader) && !c.closeNoticedAt ? movesFrom(roundMachine, r.effectiveStatus) : [],
        can: roundAbilities(reader, { startupId: c.startupId, status: r.effectiveStatus }),
        // Signed-in readers only (issue 30): the reporting after the round, from the row already read.
        reporting: reader ? reportingOf(c.reportDue, utcToday()) : null,
      };
    },

    /**
     * A round's backers, filtered by status, newest first unless sorted otherwise. An outsider's
     * page and total hold confirmed backers only, and sort by joining order whatever it asks: an
     * order by amount or date of investment would tell what the page hides.
     */
    async backers(id: string, reader: Reader, statuses: BackerStatus[] | undefined, q: BackerListQuery): Promise<{ backers: Backer[]; total: number }> {
      const round = await backersRound(id, reader);
      const insider = roundPolicy.readAllBackers(reader, round);
      const where = and(
        eq(crowdfundBackers.crowdfundId, id),
        statuses?.length ? inArray(crowdfundBackers.status, statuses) : undefined,
        insider ? undefined : shownToOutsiders,
      );
      const column = backerOrder[insider ? (q.order_by ?? 'created_at') : 'created_at'];
      const dir = q.order_dir ?? (q.order_by ? 'asc' : 'desc');
      const order: SQL[] =
        dir === 'asc' ? [sql`${column} asc nulls last`, asc(crowdfundBackers.id)] : [sql`${column} desc nulls last`, desc(crowdfundBackers.id)];
      const [rows, [counted]] = await Promise.all([
        backersFrom()
          .where(where)
          .orderBy(...order)
          .limit(q.take)
          .offset(q.skip),
        db.select({ total: count() }).from(crowdfundBackers).where(where),
      ]);
      const manager = roundPolicy.moderate(reader);
      return { backers: rows.map((b) => presentBacker(b, viewOf(reader, insider, b.backerId), manager)), total: Number(counted?.total ?? 0) };
    },

    /**
     * One participant of a round, 404 `participant_not_found` when the round has no such backer.
     * An outsider reads a confirmed backer's company only, and its own backing in full; another
     * company's waiting or rejected backing reads as not found.
     */
    async participant(id: string, backerId: string, reader: Reader): Promise<Backer> {
      const round = await backersRound(id, reader);
      const insider = roundPolicy.readAllBackers(reader, round);
      const mine = reader ? eq(crowdfundBackers.backerId, reader.id) : undefined;
      const [row] = await backersFrom()
        .where(and(eq(crowdfundBackers.crowdfundId, id), eq(crowdfundBackers.id, backerId), insider ? undefined : or(shownToOutsiders, mine)))
        .limit(1);
      if (!row) throw new AppError(404, 'participant_not_found');
      return presentBacker(row, viewOf(reader, insider, row.backerId), roundPolicy.moderate(reader));
    },
  };
}
