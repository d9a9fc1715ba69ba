import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  expertProfileBodySchema,
  expertProfileSchema,
  internalExpertBodySchema,
  internalExpertIdParamsSchema,
  internalExpertListBodySchema,
  internalExpertListSchema,
  internalExpertOrderBy,
  internalExpertSchema,
  okSchema,
  pageQuerySchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createExpertProfileService, createInternalExpertService } from './expert-service.js';

const security = [{ bearer: [] }];
const tags = ['experts'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const expertProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const profiles = createExpertProfileService(db);
  const experts = createInternalExpertService(db);
  const onlyExperts = guard('expert');

  app.get(
    '/api/v1/expert/profileData',
    {
      onRequest: onlyExperts,
      schema: { tags, summary: "The signed-in expert company's profile", security, response: { 200: expertProfileSchema, ...failures } },
    },
    async (req) => profiles.load(caller(req).user.id),
  );

  app.post(
    '/api/v1/expert/profileData',
    {
      onRequest: onlyExperts,
      schema: {
        tags,
        summary: "Save the expert company's profile",
        security,
        body: expertProfileBodySchema,
        response: { 200: expertProfileSchema, ...failures },
      },
    },
    async (req) => profiles.save(caller(req).user.id, req.body),
  );

  app.post(
    '/api/v1/expert/internal-expert/list',
    {
      onRequest: onlyExperts,
      schema: {
        tags,
        summary: "The company's internal experts: paged, searched by name, newest first unless ordered",
        security,
        querystring: pageQuerySchema('expert', internalExpertOrderBy),
        body: internalExpertListBodySchema,
        response: { 200: internalExpertListSchema, ...failures },
      },
    },
    async (req) => experts.list(caller(req).user.id, { ...req.query, search: req.body.search }),
  );

  app.get(
    '/api/v1/expert/list',
    {
      onRequest: onlyExperts,
      schema: {
        tags,
        summary: "The company's internal experts for the schedule's expert selector: paged and ordered (name ascending unless told), no search",
        security,
        querystring: pageQuerySchema('expert', internalExpertOrderBy),
        response: { 200: internalExpertListSchema, ...failures },
      },
    },
    async (req) =>
      experts.list(caller(req).user.id, { ...req.query, order_by: req.query.order_by ?? 'name', order_dir: req.query.order_dir ?? 'asc', search: '' }),
  );

  app.post(
    '/api/v1/expert/internal-expert',
    {
      onRequest: onlyExperts,
      schema: { tags, summary: 'Add an internal expert', security, body: internalExpertBodySchema, response: { 200: internalExpertSchema, ...failures } },
    },
    async (req) => experts.create(caller(req).user.id, req.body),
  );

  app.get(
    '/api/v1/expert/internal-expert/:id',
    {
      onRequest: onlyExperts,
      schema: {
        tags,
        summary: 'One internal expert of the company',
        security,
        params: internalExpertIdParamsSchema,
        response: { 200: internalExpertSchema, ...failures },
      },
    },
    async (req) => experts.get(caller(req).user.id, req.params.id),
  );

  app.post(
    '/api/v1/expert/internal-expert/:id',
    {
      onRequest: onlyExperts,
      schema: {
        tags,
        summary: 'Change an internal expert',
        security,
        params: internalExpertIdParamsSchema,
        body: internalExpertBodySchema,
        response: { 200: internalExpertSchema, ...failures },
      },
    },
    async (req) => experts.update(caller(req).user.id, req.params.id, req.body),
  );

  app.delete(
    '/api/v1/expert/internal-expert/:id',
    {
      onRequest: onlyExperts,
      schema: { tags, summary: 'Remove an internal expert', security, params: internalExpertIdParamsSchema, response: { 200: okSchema, ...failures } },
    },
    async (req) => {
      await experts.remove(caller(req).user.id, req.params.id);
      return { ok: true as const };
    },
  );
};
