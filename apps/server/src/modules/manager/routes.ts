import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  attachOfferBodySchema,
  auditActionsSchema,
  auditListSchema,
  auditQuerySchema,
  candidateListSchema,
  errorBodySchema,
  managerQueueQuerySchema,
  managerQueueSchema,
  managerTicketSchema,
  signinKeyCreateBodySchema,
  signinKeyCreateResponseSchema,
  statusMoveBodySchema,
  ticketIdParamsSchema,
} from '@platform/contract';
import { auditLog, users } from '../../db/schema/index.js';
import { createManagerTicketService } from './tickets-service.js';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createAuthService } from '../auth/service.js';

export const managerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const auth = createAuthService(deps);
  const tickets = createManagerTicketService(deps.db, deps.realtime);
  const managers = deps.guard('manager');
  const security = [{ bearer: [] }];
  const tags = ['manager'];
  const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '/api/v1/manager/tickets',
    { onRequest: managers, schema: { tags, summary: 'Ticket queue by type and status, with counts per status', security, querystring: managerQueueQuerySchema, response: { 200: managerQueueSchema, ...failures } } },
    async (req) => tickets.queue(req.query),
  );
  app.get(
    '/api/v1/manager/tickets/:id',
    { onRequest: managers, schema: { tags, summary: 'A ticket with its form, files, history, offers and the moves allowed now', security, params: ticketIdParamsSchema, response: { 200: managerTicketSchema, ...failures } } },
    async (req) => tickets.ticket(req.params.id),
  );
  app.post(
    '/api/v1/manager/tickets/:id/status',
    {
      onRequest: managers,
      schema: { tags, summary: 'Move a ticket one step forward or cancel it, with an optional comment', security, params: ticketIdParamsSchema, body: statusMoveBodySchema, response: { 200: managerTicketSchema, ...failures } },
    },
    async (req) => tickets.move(caller(req).user.id, req.params.id, req.body.status, req.body.comment),
  );
  app.get(
    '/api/v1/manager/tickets/:id/candidates',
    { onRequest: managers, schema: { tags, summary: 'Companies ranked for offering on the ticket, with why each matched', security, params: ticketIdParamsSchema, response: { 200: candidateListSchema, ...failures } } },
    async (req) => ({ candidates: await tickets.candidates(req.params.id) }),
  );
  app.post(
    '/api/v1/manager/tickets/:id/offers',
    { onRequest: managers, schema: { tags, summary: 'Offer a company on the ticket', security, params: ticketIdParamsSchema, body: attachOfferBodySchema, response: { 200: managerTicketSchema, ...failures } } },
    async (req) => tickets.attach(caller(req).user.id, req.params.id, req.body.companyId),
  );
  app.get(
    '/api/v1/manager/audit',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'The audit log of manager actions, newest first',
        security,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...failures },
      },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        q.entity ? eq(auditLog.entity, q.entity) : undefined,
        q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
        q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
        q.companyId ? eq(auditLog.companyId, q.companyId) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deps.db.select({ ...getTableColumns(auditLog), actor: users.email }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where).orderBy(desc(auditLog.createdAt)).limit(req.query.take).offset(req.query.skip),
        deps.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        entries: rows.map((r) => ({ id: r.id, actor: r.actor, actorId: r.actorId, companyId: r.companyId, action: r.action, entity: r.entity, entityId: r.entityId, before: r.before, after: r.after, date: r.createdAt.toISOString() })),
        total: Number(total?.n ?? 0),
      };
    },
  );
  app.get(
    '/api/v1/manager/audit/actions',
    { onRequest: managers, schema: { tags, summary: 'Every action the audit log holds, sorted, for its filter', security, response: { 200: auditActionsSchema, ...failures } } },
    async () => {
      // A skip scan of audit_log_action_idx: one index probe per distinct action, not a read of the whole log.
      const result = (await deps.db.execute(sql`
        with recursive found(action) as (
          (select ${auditLog.action} from ${auditLog} order by ${auditLog.action} limit 1)
          union all
          select (select a.action from ${auditLog} a where a.action > found.action order by a.action limit 1) from found where found.action is not null
        )
        select action from found where action is not null`)) as unknown as { rows: { action: string }[] };
      return { actions: result.rows.map((r) => r.action) };
    },
  );

  app.post(
    '/api/v1/manager/signin-keys',
    {
      onRequest: deps.guard('manager'),
      schema: {
        tags: ['manager'],
        summary: 'Issue a one-time sign-in link (24 h, single use) for an account',
        security: [{ bearer: [] }],
        body: signinKeyCreateBodySchema,
        response: { 200: signinKeyCreateResponseSchema, ...failures },
      },
    },
    async (req) => {
      const { key, expiresAt } = await auth.createSigninKey(caller(req).user.id, { email: req.body.email });
      return { key, url: `${deps.config.publicUrl}/?key=${encodeURIComponent(key)}`, expiresAt: expiresAt.toISOString() };
    },
  );
};
