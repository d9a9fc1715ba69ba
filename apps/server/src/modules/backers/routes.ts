import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backerLimitsSchema,
  backerRecordListSchema,
  backerRecordsQuerySchema,
  classificationBodySchema,
  classificationDecisionSchema,
  classificationQueueQuerySchema,
  classificationQueueSchema,
  classificationSchema,
  classificationStateSchema,
  errorBodySchema,
  fieldCode,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createClassificationService } from './classification-service.js';
import { exportRecords, recordsCsv } from './records-export.js';

const security = [{ bearer: [] }];
const tags = ['backers'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const idParams = z.object({ id: z.uuid(fieldCode('classification_not_found')) });

/** A backer's checks: its classification and limits, and the managers' review of declarations. */
export const backerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createClassificationService(deps.db, deps.config.crowdfunding);
  const backers = deps.guard('investor', 'corporate');
  const managers = deps.guard('manager');

  app.get(
    '/api/v1/foundation/classification',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'The regime, its thresholds and the caller’s latest declaration: figures, evidence, computed class, review state and expiry',
        security,
        response: { 200: classificationStateSchema, ...failures },
      },
    },
    async (req) => service.state(caller(req).user.id),
  );
  app.put(
    '/api/v1/foundation/classification',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'Declare the company’s figures with evidence; the class is computed by the platform and a manager reviews it',
        security,
        body: classificationBodySchema,
        response: { 200: classificationStateSchema, ...failures },
      },
    },
    async (req) => service.declare(caller(req).user, req.body),
  );
  app.get(
    '/api/v1/foundation/limits',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'The caller’s 12-month limit: regime, class, limit (null when none), committed, remaining and how it was computed',
        security,
        response: { 200: backerLimitsSchema, ...failures },
      },
    },
    async (req) => service.limits(caller(req).user.id),
  );
  app.get(
    '/api/v1/manager/classifications',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Backers’ declarations in one review state (waiting by default, oldest first), with their company',
        security,
        querystring: classificationQueueQuerySchema,
        response: { 200: classificationQueueSchema, ...failures },
      },
    },
    async (req) => service.queue(req.query),
  );
  app.post(
    '/api/v1/manager/classifications/:id/review',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Verify a company’s latest declaration, or reject it with a reason',
        security,
        params: idParams,
        body: classificationDecisionSchema,
        response: { 200: classificationSchema, 404: errorBodySchema, 409: errorBodySchema, ...failures },
      },
    },
    async (req) => service.review(caller(req).user.id, req.params.id, req.body),
  );
  app.get(
    '/api/v1/manager/backer-records',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'One company’s or one round’s backer record (declarations, reviews, tests, warnings accepted, revocations), oldest first, as JSON or CSV',
        security,
        querystring: backerRecordsQuerySchema,
        response: { 200: backerRecordListSchema.or(z.string()), ...failures },
      },
    },
    async (req, reply) => {
      const list = await exportRecords(deps.db, req.query);
      if (req.query.format === 'json') return list;
      const name = `backer-records-${req.query.company_id ?? req.query.crowdfund_id}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(recordsCsv(list));
    },
  );
};
