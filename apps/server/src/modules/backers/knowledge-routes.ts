import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, knowledgeTestAnswersSchema, knowledgeTestStateSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { callerLanguage } from '../../platform/errors.js';
import { createKnowledgeTestService } from './knowledge-service.js';

const security = [{ bearer: [] }];
const tags = ['backers'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The entry knowledge test and loss simulation of a backer (ECSP art. 21), in the caller's language. */
export const knowledgeTestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createKnowledgeTestService(deps.db, deps.config.crowdfunding);
  const backers = deps.guard('investor', 'corporate');

  app.get(
    '/api/v1/foundation/knowledge-test',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'Whether the caller must take the knowledge test, its questions, the loss simulation from the declared net worth, and the last attempt',
        security,
        response: { 200: knowledgeTestStateSchema, ...failures },
      },
    },
    async (req) => service.state(caller(req).user.id, callerLanguage(req)),
  );
  app.post(
    '/api/v1/foundation/knowledge-test',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'Answer every question of the knowledge test, acknowledging the loss simulation; answers what was right and why',
        security,
        body: knowledgeTestAnswersSchema,
        response: { 200: knowledgeTestStateSchema, ...failures },
      },
    },
    async (req) => service.take(caller(req).user.id, req.body, callerLanguage(req)),
  );
  app.post(
    '/api/v1/foundation/knowledge-test/acknowledge',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'Acknowledge the risk warning after a failed knowledge test, which lets the caller back rounds',
        security,
        response: { 200: knowledgeTestStateSchema, 409: errorBodySchema, ...failures },
      },
    },
    async (req) => service.acknowledgeWarning(caller(req).user.id, callerLanguage(req)),
  );
};
