import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyThreadListQuerySchema,
  companyThreadListSchema,
  companyThreadRoles,
  errorBodySchema,
  postBodySchema,
  threadCreateBodySchema,
  threadDetailSchema,
  threadIdParamsSchema,
  threadTicketParamsSchema,
  ticketThreadListSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createThreadService } from './service.js';

const security = [{ bearer: [] }];
const tags = ['messages'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A company's side of its threads with the platform: company threads and threads on its tickets. */
export const threadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const threads = createThreadService({ db: deps.db });
  const companyThreads = deps.guard(...companyThreadRoles);
  const ticketOwners = deps.guard('startup', 'investor', 'corporate', 'expert');

  app.get(
    '/api/v1/company-task/list',
    {
      onRequest: companyThreads,
      schema: {
        tags,
        summary: 'The caller’s company threads, newest activity first',
        security,
        querystring: companyThreadListQuerySchema,
        response: { 200: companyThreadListSchema, ...failures },
      },
    },
    async (req) => threads.companyList(caller(req).user, req.query),
  );
  app.post(
    '/api/v1/company-task',
    {
      onRequest: companyThreads,
      schema: {
        tags,
        summary: 'Start a company thread with the platform',
        security,
        body: threadCreateBodySchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.startCompanyThread(caller(req).user, req.body),
  );
  app.get(
    '/api/v1/company-task/:id',
    {
      onRequest: companyThreads,
      schema: {
        tags,
        summary: 'A company thread with its posts; marks it read',
        security,
        params: threadIdParamsSchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.companyThread(caller(req).user, req.params.id, 'company'),
  );
  app.post(
    '/api/v1/company-task/:id/posts',
    {
      onRequest: companyThreads,
      schema: {
        tags,
        summary: 'Reply in a company thread',
        security,
        params: threadIdParamsSchema,
        body: postBodySchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.companyReply(caller(req).user, req.params.id, 'company', req.body),
  );

  app.get(
    '/api/v1/ticket-task/list/:ticketId',
    {
      onRequest: ticketOwners,
      schema: {
        tags,
        summary: 'Threads on one of the caller’s applications, newest activity first',
        security,
        params: threadTicketParamsSchema,
        response: { 200: ticketThreadListSchema, ...failures },
      },
    },
    async (req) => threads.ticketList(caller(req).user, req.params.ticketId),
  );
  app.post(
    '/api/v1/ticket-task/create/:ticketId',
    {
      onRequest: ticketOwners,
      schema: {
        tags,
        summary: 'Start a thread on one of the caller’s applications',
        security,
        params: threadTicketParamsSchema,
        body: threadCreateBodySchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.startTicketThread(caller(req).user, req.params.ticketId, req.body),
  );
  app.get(
    '/api/v1/ticket-task/:id',
    {
      onRequest: ticketOwners,
      schema: {
        tags,
        summary: 'A thread on an application with its posts; marks it read',
        security,
        params: threadIdParamsSchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.companyThread(caller(req).user, req.params.id, 'ticket'),
  );
  app.post(
    '/api/v1/ticket-task/:id/posts',
    {
      onRequest: ticketOwners,
      schema: {
        tags,
        summary: 'Reply in a thread on an application',
        security,
        params: threadIdParamsSchema,
        body: postBodySchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.companyReply(caller(req).user, req.params.id, 'ticket', req.body),
  );
};
