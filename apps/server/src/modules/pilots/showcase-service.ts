import { and, arrayOverlaps, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import {
  pilotOpenForApplications,
  utcToday,
  type PilotCard,
  type PilotShowcaseItem,
  type PilotShowcaseFilters,
  type PilotShowcaseOrder,
  type PilotSummary,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/sql.js';
import { pilotApplications, pilotRuns, pilots } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { pilotNotFound, presentCard } from './presenter.js';
import { dueSoonPilots } from './due-soon.js';
import { emptyRecord, pilotRecords } from './record.js';
import { recordPilotStep } from './events.js';
import { pilotPolicy } from './policy.js';

export type ShowcaseQuery = { take: number; skip: number; order?: PilotShowcaseOrder | undefined };

/** A literal, not a parameter, so the planner can use the partial indexes of published cards. */
const published = sql`${pilots.status} in ('new', 'active', 'archive')`;

/** The showcase's orders, each served by an index over the published cards. */
function orderOf(order: PilotShowcaseOrder | undefined): SQL[] {
  switch (order) {
    case 'newest':
    case 'desc':
      return [sql`${pilots.publishedAt} desc`, sql`${pilots.id} desc`];
    case 'active':
      return [asc(pilots.showcaseRank), sql`${pilots.publishedAt} desc nulls last`, sql`${pilots.id} desc nulls last`];
    default:
      return [asc(pilots.publishedAt), asc(pilots.id)];
  }
}

/** The status filter: `open` is the cards taking applications, `all` (or none) every published card. */
function statusWhere(status: PilotShowcaseFilters['status']) {
  if (!status || status === 'all') return undefined;
  return status === 'open' ? inArray(pilots.status, ['new', 'active']) : eq(pilots.status, status);
}

/** The showcase's filter: published cards, the status asked for, the name search, countries and industries. */
function showcaseWhere(filters: PilotShowcaseFilters) {
  return and(
    published,
    statusWhere(filters.status),
    filters.search ? ilike(pilots.name, containsPattern(filters.search)) : undefined,
    // As an array, so the country is a key of the showcase's GIN index with the industries and the name.
    filters.location?.length
      ? sql`array[${pilots.countryId}] && array[${sql.join(
          filters.location.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`
      : undefined,
    filters.industries?.length ? arrayOverlaps(pilots.industries, filters.industries) : undefined,
  );
}

/** The showcase's page and its total, unrun (the benchmark shows their plans). */
export function showcaseListQueries(db: Db, filters: PilotShowcaseFilters, q: ShowcaseQuery) {
  const where = showcaseWhere(filters);
  const page = db
    .select({
      id: pilots.id,
      name: pilots.name,
      countryId: pilots.countryId,
      status: pilots.status,
      publishedAt: pilots.publishedAt,
      industries: pilots.industries,
      createdAt: pilots.createdAt,
      ownerId: pilots.ownerId,
      ownerRole: pilots.ownerRole,
    })
    .from(pilots)
    .where(where)
    .orderBy(...orderOf(q.order))
    .limit(q.take)
    .offset(q.skip);
  const total = db.select({ total: count() }).from(pilots).where(where);
  return { page, total };
}

/** What startups do in the showcase: browse, read, apply; and their pilot counters. */
export function createPilotShowcaseService(db: Db) {
  function startup(user: AuthUser) {
    if (!pilotPolicy.browseShowcase(user)) throw forbidden();
  }

  return {
    /** A page of the showcase, each card with its owner's name and track record (one query for the page's owners). */
    async list(user: AuthUser, filters: PilotShowcaseFilters, q: ShowcaseQuery): Promise<{ pilots: PilotShowcaseItem[]; total: number }> {
      startup(user);
      const { page, total } = showcaseListQueries(db, filters, q);
      const [rows, [counted]] = await Promise.all([page, total]);
      const today = utcToday();
      const [owners, dueSoon] = await Promise.all([
        pilotRecords(db, [...new Set(rows.map((r) => r.ownerId))], today),
        dueSoonPilots(
          db,
          rows.map((r) => r.id),
          today,
          user.id,
        ),
      ]);
      return {
        total: counted?.total ?? 0,
        pilots: rows.map((r) => ({
          id: r.id,
          name: r.name,
          country: r.countryId,
          status: r.status,
          date: r.publishedAt?.toISOString() ?? null,
          expertise: r.industries,
          created_at: r.createdAt.toISOString(),
          owner: { id: r.ownerId, name: owners.get(r.ownerId)?.name ?? '', role: r.ownerRole },
          owner_record: owners.get(r.ownerId)?.record ?? emptyRecord,
          decision_due_soon: dueSoon.has(r.id),
        })),
      };
    },

    /** A published pilot with the startup's own application and, when it runs it, the run. */
    async view(user: AuthUser, id: string): Promise<PilotCard> {
      startup(user);
      const [row] = await db
        .select()
        .from(pilots)
        .where(and(eq(pilots.id, id), published))
        .limit(1);
      if (!row) throw pilotNotFound();
      return presentCard(db, row, user);
    },

    /** Applies once to a `new` or `active` pilot; the first application makes it `active`. */
    async apply(user: AuthUser, id: string, question: string | null | undefined): Promise<PilotCard> {
      startup(user);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(pilots).where(eq(pilots.id, id)).limit(1).for('update');
        if (!row || !['new', 'active', 'archive'].includes(row.status)) throw pilotNotFound();
        if (!pilotOpenForApplications(row.status)) throw new AppError(400, 'pilot_not_open');
        // The unique key decides between two applications at once: the second inserts nothing.
        const [inserted] = await tx
          .insert(pilotApplications)
          .values({ pilotId: id, startupId: user.id, question: question ?? null })
          .onConflictDoNothing({ target: [pilotApplications.pilotId, pilotApplications.startupId] })
          .returning({ id: pilotApplications.id });
        if (!inserted) throw new AppError(409, 'already_applied');
        await tx
          .update(pilots)
          .set({ status: 'active', applicantsCount: sql`${pilots.applicantsCount} + 1`, updatedAt: new Date() })
          .where(eq(pilots.id, id));
        await recordPilotStep(tx, {
          kind: 'pilot_application.created',
          pilot: row,
          applicationId: inserted.id,
          startupId: user.id,
          companyIds: [user.id, row.ownerId],
          actorId: user.id,
          data: { question: question ?? null, pilotFrom: row.status },
        });
      });
      return this.view(user, id);
    },

    /** The startup's pilot counters: applications, shortlists, runs under way and their outcomes. */
    async summary(startupId: string): Promise<PilotSummary> {
      const [apps] = await db
        .select({ applied: count(), shortlisted: sql<number>`count(*) filter (where ${pilotApplications.status} = 'shortlisted')`.mapWith(Number) })
        .from(pilotApplications)
        .where(eq(pilotApplications.startupId, startupId));
      const runs = await db
        .select({ outcome: pilotRuns.outcome, n: count() })
        .from(pilotRuns)
        .where(eq(pilotRuns.startupId, startupId))
        .groupBy(pilotRuns.outcome);
      const n = (o: string | null) => runs.find((r) => r.outcome === o)?.n ?? 0;
      return {
        applied: apps?.applied ?? 0,
        shortlisted: apps?.shortlisted ?? 0,
        running: n(null),
        outcomes: { commercial_contract: n('commercial_contract'), extended: n('extended'), stopped: n('stopped') },
      };
    },

    assertStartup: startup,
  };
}
