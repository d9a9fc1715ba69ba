import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientReportSchema,
  errorBodySchema,
  idSchema,
  ownReportListSchema,
  reportIdParamsSchema,
  shareReportBodySchema,
  sharedReportListSchema,
  ticketIdParamsSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { bytesAnswer } from '../../platform/openapi.js';
import { contentDisposition } from '../files/index.js';
import { createClientReportService } from './client-service.js';

const security = [{ bearer: [] }];
const tags = ['due diligence'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** The approved report's PDF could not be stored (approval, or a first download). */
const unstored = { 503: errorBodySchema };

/** The client's approved report, its PDF, and the reports a startup shares on its profile. */
/** A stored report PDF as both download calls answer it: its fingerprint in a header, never cached. */
function sendPdf(reply: FastifyReply, { pdf, name, sha256 }: { pdf: Buffer | Uint8Array; name: string; sha256: string }) {
  return reply
    .type('application/pdf')
    .header('X-Content-SHA256', sha256)
    .header('Content-Disposition', contentDisposition('application/pdf', name))
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

export const clientReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createClientReportService(deps.db, { storage: deps.storage, publicUrl: deps.config.publicUrl });
  const startup = deps.guard('startup');
  const foundation = deps.guard('investor', 'corporate');

  for (const [prefix, guardOf] of [
    ['startup', startup],
    ['foundation', foundation],
  ] as const) {
    app.get(
      `/api/v1/${prefix}/ticket/:id/report`,
      {
        onRequest: guardOf,
        schema: {
          tags,
          summary: 'The approved due-diligence report of the caller’s application (null until approved)',
          security,
          params: ticketIdParamsSchema,
          response: { 200: clientReportSchema, ...failures },
        },
      },
      async (req) => service.report(caller(req).user, req.params.id),
    );
    app.get(
      `/api/v1/${prefix}/ticket/:id/report.pdf`,
      {
        onRequest: guardOf,
        schema: {
          tags,
          summary: 'The approved report’s stored PDF (its newest version), byte for byte; X-Content-SHA256 carries its fingerprint',
          security,
          params: ticketIdParamsSchema,
          response: { 200: bytesAnswer('application/pdf', 'The report as a PDF'), ...failures, ...unstored },
        },
      },
      async (req, reply) => {
        const user = caller(req).user;
        return sendPdf(reply, await service.pdf(user, req.params.id));
      },
    );
  }

  app.get(
    '/api/v1/startup/reports',
    {
      onRequest: startup,
      schema: {
        tags,
        summary: 'The startup’s approved reports, each shared on its profile or not',
        security,
        response: { 200: ownReportListSchema, ...failures },
      },
    },
    async (req) => service.ownReports(caller(req).user.id),
  );
  app.patch(
    '/api/v1/startup/reports/:id/share',
    {
      onRequest: startup,
      schema: {
        tags,
        summary: 'Share an approved report on the profile, or withdraw it',
        security,
        params: reportIdParamsSchema,
        body: shareReportBodySchema,
        response: { 200: ownReportListSchema, ...failures },
      },
    },
    async (req) => service.share(caller(req).user.id, req.params.id, req.body.shared),
  );
  app.get(
    '/api/v1/startup/:id/reports',
    {
      onRequest: deps.guard('investor', 'corporate', 'manager'),
      schema: {
        tags,
        summary: 'The reports a startup shares on its profile, newest first',
        security,
        params: z.object({ id: idSchema }),
        response: { 200: sharedReportListSchema, ...failures },
      },
    },
    async (req) => service.shared(req.params.id),
  );
  app.get(
    '/api/v1/startup/:id/reports/:reportId/report.pdf',
    {
      onRequest: deps.guard('investor', 'corporate', 'manager'),
      schema: {
        tags,
        summary: 'A report the startup shares, as its stored PDF (its newest version); X-Content-SHA256 carries its fingerprint',
        security,
        params: z.object({ id: idSchema, reportId: idSchema }),
        response: { 200: bytesAnswer('application/pdf', 'The report as a PDF'), ...failures, ...unstored },
      },
    },
    async (req, reply) => {
      return sendPdf(reply, await service.sharedPdf(req.params.id, req.params.reportId));
    },
  );
};
