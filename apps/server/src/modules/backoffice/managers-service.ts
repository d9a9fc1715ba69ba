import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ManagerCreateBody, ManagerItem } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/sql.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { isManager } from '../../platform/policy.js';
import { createSigninLinks, managerInviteMail, sessionPolicy } from '../auth/index.js';
import { audit } from '../audit/index.js';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  role: users.role,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
};
type Row = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: ManagerItem['status'];
  createdAt: Date;
  lastActiveAt: Date | null;
};

const nameOf = (r: Pick<Row, 'firstName' | 'lastName' | 'email'>) => [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email;

function present(r: Row, callerId: string): ManagerItem {
  return {
    id: r.id,
    email: r.email,
    name: nameOf(r),
    status: r.status,
    created_at: r.createdAt.toISOString(),
    last_active_at: r.lastActiveAt?.toISOString() ?? null,
    self: r.id === callerId,
  };
}

const notFound = () => new AppError(404, 'manager_not_found');
const emailTaken = () => new AppError(409, 'email_taken', { email: 'email_taken' });
/** The full name as the list sorts it. */
const fullName = sql`lower(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')))`;

/**
 * The platform's managers: the list, a new manager invited by a one-time sign-in link, and
 * deactivation (never one's own account, never the last active manager) and activation again.
 */
export function createManagersService(deps: Pick<AppDeps, 'db' | 'realtime' | 'mailer' | 'config'>) {
  const { db, realtime, config } = deps;
  const signinLinks = createSigninLinks({ db, mailer: deps.mailer, publicUrl: config.publicUrl });

  /** The manager account by id, locked for the change; anything else is not found. */
  async function lockManager(tx: Tx, id: string): Promise<Row> {
    const [row] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
    if (!row || !isManager(row)) throw notFound();
    return row;
  }

  async function one(id: string, callerId: string): Promise<ManagerItem> {
    const [row] = await db.select(columns).from(users).where(eq(users.id, id));
    if (!row) throw notFound();
    return present(row, callerId);
  }

  return {
    /** Every manager account: active ones first, then by name. */
    async list(callerId: string): Promise<ManagerItem[]> {
      const rows = await db
        .select(columns)
        .from(users)
        .where(eq(users.role, 'manager'))
        .orderBy(desc(sql`${users.status} = 'active'`), asc(fullName), asc(users.email), asc(users.id));
      return rows.map((r) => present(r, callerId));
    },

    /**
     * A new manager account with a password nobody knows, and a one-time sign-in link mailed in
     * the new manager's language; the password is then set through recovery.
     */
    async create(actorId: string, body: ManagerCreateBody): Promise<ManagerItem> {
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await db
        .transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, body.email), isNull(users.deletedAt)))
            .limit(1);
          if (taken) throw emailTaken();
          const [user] = await tx
            .insert(users)
            .values({
              email: body.email,
              passwordHash,
              role: 'manager',
              firstName: body.first_name,
              lastName: body.last_name,
              language: body.language,
              agreement: true,
            })
            .returning({ id: users.id });
          await audit(tx, {
            actorId,
            action: 'manager.create',
            entity: 'user',
            entityId: user!.id,
            after: { email: body.email, firstName: body.first_name, lastName: body.last_name, language: body.language },
          });
          return user!.id;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw emailTaken();
          throw err;
        });
      await signinLinks.invite(actorId, id, (link) =>
        managerInviteMail(body.email, body.language, {
          link,
          recoveryUrl: `${config.publicUrl}/login?step=recovery`,
          name: body.first_name,
          secondFactor: sessionPolicy.mustHaveSecondFactor({ role: 'manager' }, config.mfaRequiredRoles),
        }),
      );
      return one(id, actorId);
    },

    /** Blocks a manager account and ends its sessions and sockets. */
    async deactivate(actorId: string, id: string): Promise<ManagerItem> {
      const row = await db.transaction(async (tx) => {
        // Every active manager's row is locked first, so two deactivations at once count in turn.
        const active = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'manager'), eq(users.status, 'active')))
          .orderBy(asc(users.id))
          .for('update');
        const target = await lockManager(tx, id);
        if (target.id === actorId) throw new AppError(409, 'cannot_block_self');
        if (target.status !== 'active') throw new AppError(409, 'already_blocked');
        if (active.filter((m) => m.id !== target.id).length === 0) throw new AppError(409, 'last_active_manager');
        const now = new Date();
        const [updated] = await tx.update(users).set({ status: 'blocked', blockedAt: now, updatedAt: now }).where(eq(users.id, id)).returning(columns);
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        await audit(tx, {
          actorId,
          action: 'manager.deactivate',
          entity: 'user',
          entityId: id,
          before: { status: target.status },
          after: { status: 'blocked' },
        });
        return updated!;
      });
      realtime.endUser(id);
      return present(row, actorId);
    },

    /** Lets a deactivated manager sign in again. */
    async activate(actorId: string, id: string): Promise<ManagerItem> {
      const row = await db.transaction(async (tx) => {
        const target = await lockManager(tx, id);
        if (target.status !== 'blocked') throw new AppError(409, 'not_blocked');
        const [updated] = await tx
          .update(users)
          .set({ status: 'active', blockedAt: null, blockedReason: null, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(columns);
        await audit(tx, { actorId, action: 'manager.activate', entity: 'user', entityId: id, before: { status: target.status }, after: { status: 'active' } });
        return updated!;
      });
      return present(row, actorId);
    },
  };
}
