import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  managerThreadCreateBodySchema,
  managerThreadListSchema,
  managerThreadQuerySchema,
  postBodySchema,
  threadCloseBodySchema,
  threadDetailSchema,
  threadIdParamsSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createThreadService } from './service.js';

const security = [{ bearer: [] }];
const tags = ['manager'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The managers' side of threads: the queue, answers, starting threads, closing and reopening. */
export const managerThreadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const threads = createThreadService({ db: deps.db });
  const managers = deps.guard('manager');

  app.get(
    '/api/v1/manager/threads',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Threads by kind and state; waiting ones oldest wait first',
        security,
        querystring: managerThreadQuerySchema,
        response: { 200: managerThreadListSchema, ...failures },
      },
    },
    async (req) => threads.queue(caller(req).user, req.query),
  );
  app.post(
    '/api/v1/manager/threads',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Start a thread with a company or on an application',
        security,
        body: managerThreadCreateBodySchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.managerStart(caller(req).user, req.body),
  );
  app.get(
    '/api/v1/manager/threads/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A thread with its posts; marks it read for this manager',
        security,
        params: threadIdParamsSchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.managerThread(caller(req).user, req.params.id),
  );
  app.post(
    '/api/v1/manager/threads/:id/posts',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Answer in a thread',
        security,
        params: threadIdParamsSchema,
        body: postBodySchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.managerReply(caller(req).user, req.params.id, req.body),
  );
  app.patch(
    '/api/v1/manager/threads/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Close or reopen a thread',
        security,
        params: threadIdParamsSchema,
        body: threadCloseBodySchema,
        response: { 200: threadDetailSchema, ...failures },
      },
    },
    async (req) => threads.setClosed(caller(req).user, req.params.id, req.body.closed),
  );
};
