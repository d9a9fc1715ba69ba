import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  applicantMoves,
  canMove,
  canRecordOutcome,
  pilotMachines,
  pilotOwnerView,
  utcToday,
  type ApplicantDecision,
  type PilotCard,
  type PilotCardBody,
  type PilotOutcomeBody,
  type PilotStart,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { pilotApplications, pilotRuns, pilots } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { checkHandbookIds } from '../handbooks/index.js';
import { refreshVerification } from '../profiles/index.js';
import { dueSoonPilots } from './due-soon.js';
import { applicantNotFound, moveRefused, pilotNotFound, presentCard, type PilotRow } from './presenter.js';
import { recordPilotStep } from './events.js';
import { pilotPolicy } from './policy.js';

export type OwnerListQuery = {
  take: number;
  skip: number;
  order_by?: 'created_at' | 'published_at' | 'name' | undefined;
  order_dir?: 'asc' | 'desc' | undefined;
};
type OwnerRole = 'corporate' | 'investor';

const orderColumn = { created_at: pilots.createdAt, published_at: pilots.publishedAt, name: pilots.name };

/**
 * What corporates and investors do with their own pilots: submit, list, read with the applicants,
 * archive, decide on applicants, start the pilot and record its outcome. Every call checks the
 * caller's role against the route's and the pilot's owner; another company's pilot is not found.
 */
export function createPilotOwnerService(db: Db) {
  function owner(user: AuthUser, role: OwnerRole): OwnerRole {
    if (!pilotPolicy.ownAs(user, role)) throw forbidden();
    return role;
  }
  /** The caller's own pilot, locked for a change when `tx` is given. */
  async function own(q: Db | Tx, user: AuthUser, id: string, lock = false): Promise<PilotRow> {
    const base = q
      .select()
      .from(pilots)
      .where(and(eq(pilots.id, id), eq(pilots.ownerId, user.id)))
      .limit(1);
    const [row] = lock ? await base.for('update') : await base;
    if (!row) throw pilotNotFound();
    return row;
  }

  return {
    /** Submits a card for moderation (status `send`); managers are told. */
    async create(user: AuthUser, role: OwnerRole, body: PilotCardBody): Promise<PilotCard> {
      owner(user, role);
      await checkHandbookIds(db, [
        { field: 'location', kind: 'countries', ids: [body.location] },
        { field: 'industries', kind: 'industries', ids: body.industries },
      ]);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pilots)
          .values({
            ownerId: user.id,
            ownerRole: role,
            name: body.name,
            countryId: body.location,
            industries: body.industries,
            description: body.description,
            requirements: body.requirements,
            terms: body.terms,
          })
          .returning();
        await recordPilotStep(tx, { kind: 'pilot.submitted', pilot: row!, companyIds: [user.id], actorId: user.id, data: { status: row!.status } });
        return row;
      });
      return presentCard(db, row!, user);
    },

    /** The caller's pilots, newest first by default, with the status as the owner sees it. */
    async list(user: AuthUser, role: OwnerRole, q: OwnerListQuery) {
      owner(user, role);
      const column = orderColumn[q.order_by ?? 'created_at'];
      const dir = q.order_dir ?? (q.order_by ? 'asc' : 'desc');
      const where = eq(pilots.ownerId, user.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(pilots)
          .where(where)
          .orderBy(dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, dir === 'asc' ? asc(pilots.id) : desc(pilots.id))
          .limit(q.take)
          .offset(q.skip),
        db.select({ total: count() }).from(pilots).where(where),
      ]);
      const dueSoon = await dueSoonPilots(
        db,
        rows.map((r) => r.id),
        utcToday(),
      );
      return {
        total: counted?.total ?? 0,
        pilots: rows.map((r) => ({
          id: r.id,
          name: r.name,
          country: r.countryId,
          status: r.status,
          status_view: pilotOwnerView(r.status),
          date: r.publishedAt?.toISOString() ?? null,
          expertise: r.industries,
          created_at: r.createdAt.toISOString(),
          decline_reason: r.declineReason,
          applicants_count: r.applicantsCount,
          decision_due_soon: dueSoon.has(r.id),
        })),
      };
    },

    async view(user: AuthUser, role: OwnerRole, id: string): Promise<PilotCard> {
      owner(user, role);
      return presentCard(db, await own(db, user, id), user);
    },

    /** Archives the caller's published pilot; it takes no more applications. */
    async archive(user: AuthUser, role: OwnerRole, id: string): Promise<void> {
      owner(user, role);
      await db.transaction(async (tx) => {
        const row = await own(tx, user, id, true);
        if (!canMove(pilotMachines.owner, row.status, 'archive')) throw moveRefused();
        await tx.update(pilots).set({ status: 'archive', updatedAt: new Date() }).where(eq(pilots.id, id));
        await recordPilotStep(tx, { kind: 'pilot.status', pilot: row, companyIds: [user.id], actorId: user.id, data: { from: row.status, to: 'archive' } });
      });
    },

    /** Shortlists an applicant or declines it with a reason; the startup sees it and is told. */
    async decide(user: AuthUser, role: OwnerRole, id: string, applicationId: string, body: ApplicantDecision): Promise<void> {
      owner(user, role);
      await db.transaction(async (tx) => {
        const pilot = await own(tx, user, id, true);
        const [app] = await tx
          .select()
          .from(pilotApplications)
          .where(and(eq(pilotApplications.id, applicationId), eq(pilotApplications.pilotId, id)))
          .limit(1);
        if (!app) throw applicantNotFound();
        const [run] = await tx.select({ applicationId: pilotRuns.applicationId }).from(pilotRuns).where(eq(pilotRuns.pilotId, id)).limit(1);
        if (run?.applicationId === applicationId) throw new AppError(400, 'pilot_already_started');
        const decline = body.decision === 'decline' ? body : null;
        if (!applicantMoves(pilot.status, { status: app.status, running: false }).includes(decline ? 'declined' : 'shortlisted')) throw moveRefused();
        await tx
          .update(pilotApplications)
          .set({
            status: decline ? 'declined' : 'shortlisted',
            declineReason: decline?.reason ?? null,
            declineText: decline?.text ?? null,
            decidedAt: new Date(),
          })
          .where(eq(pilotApplications.id, applicationId));
        await recordPilotStep(tx, {
          kind: 'pilot_application.decided',
          pilot,
          applicationId,
          startupId: app.startupId,
          companyIds: [app.startupId, user.id],
          actorId: user.id,
          data: { decision: body.decision, reason: decline?.reason ?? null, text: decline?.text ?? null },
        });
      });
    },

    /** Starts the pilot with a shortlisted applicant and its success contract; one run per pilot. */
    async start(user: AuthUser, role: OwnerRole, id: string, body: PilotStart): Promise<PilotCard> {
      owner(user, role);
      await db.transaction(async (tx) => {
        const pilot = await own(tx, user, id, true);
        if (pilot.status !== 'new' && pilot.status !== 'active') throw new AppError(400, 'pilot_not_open');
        const [app] = await tx
          .select()
          .from(pilotApplications)
          .where(and(eq(pilotApplications.id, body.application_id), eq(pilotApplications.pilotId, id)))
          .limit(1);
        if (!app) throw applicantNotFound();
        if (app.status !== 'shortlisted') throw new AppError(400, 'applicant_not_shortlisted');
        if (body.decision_date < utcToday()) throw new AppError(400, 'validation_failed', { decision_date: 'decision_date_past' });
        const [run] = await tx
          .insert(pilotRuns)
          .values({
            pilotId: id,
            applicationId: app.id,
            startupId: app.startupId,
            kpis: body.kpis.map((k) => ({ ...k, reached: null })),
            decisionOwner: body.decision_owner,
            decisionDate: body.decision_date,
          })
          .onConflictDoNothing({ target: pilotRuns.pilotId })
          .returning({ id: pilotRuns.id });
        if (!run) throw new AppError(409, 'pilot_already_started');
        await recordPilotStep(tx, {
          kind: 'pilot.started',
          pilot,
          companyIds: [user.id, app.startupId],
          actorId: user.id,
          data: { applicationId: app.id, kpis: body.kpis.length, decisionDate: body.decision_date },
        });
      });
      return this.view(user, role, id);
    },

    /** Records the outcome and the KPI values reached, once, whenever the decision comes (before its date too). */
    async outcome(user: AuthUser, role: OwnerRole, id: string, body: PilotOutcomeBody): Promise<PilotCard> {
      owner(user, role);
      await db.transaction(async (tx) => {
        const pilot = await own(tx, user, id, true);
        const [run] = await tx.select().from(pilotRuns).where(eq(pilotRuns.pilotId, id)).limit(1).for('update');
        if (!run) throw new AppError(400, 'pilot_not_started');
        if (!canRecordOutcome(run)) throw new AppError(409, 'pilot_outcome_recorded');
        if (body.reached.length !== run.kpis.length) throw new AppError(400, 'pilot_kpis_mismatch', undefined, { count: String(run.kpis.length) });
        await tx
          .update(pilotRuns)
          .set({
            outcome: body.outcome,
            outcomeNote: body.note ?? null,
            outcomeAt: new Date(),
            kpis: run.kpis.map((k, i) => ({ ...k, reached: body.reached[i]! })),
          })
          .where(eq(pilotRuns.id, run.id));
        await refreshVerification(tx, run.startupId);
        await recordPilotStep(tx, {
          kind: 'pilot.outcome',
          pilot,
          companyIds: [user.id, run.startupId],
          actorId: user.id,
          data: { outcome: body.outcome, reached: body.reached.filter(Boolean).length, kpis: run.kpis.length },
        });
      });
      return this.view(user, role, id);
    },
  };
}
