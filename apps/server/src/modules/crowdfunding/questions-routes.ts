import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBodySchema,
  errorBodySchema,
  questionBodySchema,
  questionHideSchema,
  questionListQuerySchema,
  roundQuestionListSchema,
  roundQuestionSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { sectionRoutes } from '../../platform/sections.js';
import { createRoundQuestionService } from './questions-service.js';

const tags = ['crowdfunding'];
const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeFailures = { ...failures, 409: errorBodySchema };
/** A malformed id reads as the round (or question) not found, with a 400 rather than a 5xx. */
const roundParams = z.object({ id: z.uuid('crowdfunding_not_found') });
const questionParams = roundParams.extend({ questionId: z.uuid('question_not_found') });

/** Questions and answers on a round: read by every signed-in reader of it, asked by investors and corporates, answered by its startup. */
export const roundQuestionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  sectionRoutes(app, 'crowdfunding');
  const questions = createRoundQuestionService(db);
  const reader = (req: Parameters<typeof caller>[0]) => {
    const { user } = caller(req);
    return { id: user.id, role: user.role };
  };
  const path = '/api/v1/crowdfunding/:id/questions';

  app.get(
    path,
    {
      onRequest: guard('startup', 'investor', 'corporate', 'manager'),
      schema: {
        tags,
        summary: 'The round’s questions and answers, newest first (hidden texts for managers only)',
        security,
        params: roundParams,
        querystring: questionListQuerySchema,
        response: { 200: roundQuestionListSchema, ...failures },
      },
    },
    async (req) => questions.list(req.params.id, reader(req), req.query),
  );
  app.post(
    path,
    {
      onRequest: guard('investor', 'corporate'),
      schema: {
        tags,
        summary: 'Ask a question on an active round (10 to 1000 characters); its startup gets a letter',
        security,
        params: roundParams,
        body: questionBodySchema,
        response: { 200: roundQuestionSchema, ...writeFailures },
      },
    },
    async (req) => questions.ask(req.params.id, reader(req), req.body.text),
  );
  const answer = { tags, security, params: questionParams, body: answerBodySchema, response: { 200: roundQuestionSchema, ...writeFailures } };
  app.post(
    `${path}/:questionId/answer`,
    {
      onRequest: guard('startup'),
      schema: { ...answer, summary: 'The round’s startup answers a question, once (2 to 2000 characters); the asker gets a letter' },
    },
    async (req) => questions.answer(req.params.id, req.params.questionId, reader(req), req.body.text),
  );
  app.put(
    `${path}/:questionId/answer`,
    { onRequest: guard('startup'), schema: { ...answer, summary: 'The round’s startup edits its answer within 24 hours of answering (marked edited)' } },
    async (req) => questions.editAnswer(req.params.id, req.params.questionId, reader(req), req.body.text),
  );
  app.post(
    '/api/v1/manager/crowdfunding/:id/questions/:questionId/hide',
    {
      onRequest: guard('manager'),
      schema: {
        tags,
        summary: 'Hide a question or its answer with a reason (readers see the reason instead of the text)',
        security,
        params: questionParams,
        body: questionHideSchema,
        response: { 200: roundQuestionSchema, ...writeFailures },
      },
    },
    async (req) => questions.hide(req.params.id, req.params.questionId, reader(req), req.body),
  );
};
