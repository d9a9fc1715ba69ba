import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, fileRules, uploadQuerySchema, uploadedFileSchema } from '@platform/contract';
import { bearerToken, caller, resolveSession } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { bytesAnswer } from '../../platform/openapi.js';
import { AppError, multipartFailure, notFound, unauthorized } from '../../platform/errors.js';
import { limits, MINUTE } from '../../platform/rate-limit.js';
import { createCodeService } from '../codes/index.js';
import { contentDisposition } from './download.js';
import type { ReadRules } from './read-rules.js';
import { createFileService, type Uploader } from './service.js';

const SIGNUP_HEADER = 'x-registration-token';

/** Uploads and downloads; `readRules` are the domains' rules of who else reads a file (see read-rules.ts). */
export const fileRoutes =
  (readRules: ReadRules): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    const service = createFileService(deps.db, deps.storage, deps.config.uploads, readRules);
    const codes = createCodeService(deps.db);

    // The uploader is known once the pre-handler has checked the credentials; the limit keys on it.
    const uploaders = new WeakMap<FastifyRequest, Uploader>();
    const uploadKey = (uploader: Uploader) => ('userId' in uploader ? `user:${uploader.userId}` : `signup:${uploader.signupCodeId}`);
    const uploadRate = limits(app, { name: 'upload', max: deps.config.uploads.perMinute, timeWindow: MINUTE, key: (req) => uploadKey(uploaders.get(req)!) });

    /** A signed-in user, or during sign-up the holder of a verified e-mail proof (logos only). */
    async function uploaderOf(req: { headers: Record<string, string | string[] | undefined> }, type: string): Promise<Uploader> {
      const header = req.headers.authorization;
      if (typeof header === 'string') {
        const { auth } = await resolveSession(deps.db, deps.tokens, bearerToken(header));
        await deps.guard.refuseUntilEnrolled(auth.user);
        return { userId: auth.user.id };
      }
      const proof = req.headers[SIGNUP_HEADER];
      if (typeof proof === 'string' && type === 'logo') {
        const code = await codes.peek('registration', proof);
        if (code) return { signupCodeId: code.id };
        throw new AppError(400, 'proof_invalid');
      }
      throw unauthorized();
    }

    app.post(
      '/api/v1/files/upload',
      {
        schema: {
          tags: ['files'],
          summary: 'Upload one file (multipart field `file`) for a purpose; attach it to a form by its id',
          description: `Signed in: \`Authorization: Bearer …\`. During sign-up a logo may be uploaded with the \`${SIGNUP_HEADER}\` header instead.`,
          security: [{ bearer: [] }, { registrationToken: [] }],
          querystring: uploadQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 200: uploadedFileSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: async (req, reply) => {
          const uploader = await uploaderOf(req, (req.query as { type: string }).type);
          uploaders.set(req, uploader);
          await uploadRate(req, reply);
          await service.checkQuota(uploader);
        },
      },
      async (req) => {
        const uploader = uploaders.get(req)!;
        if (!req.isMultipart()) throw new AppError(400, 'validation_failed', { file: 'multipart_required' });
        const part = await req.file({ limits: { fileSize: fileRules[req.query.type].maxBytes, files: 1 } }).catch((err: unknown) => {
          throw multipartFailure(err);
        });
        if (!part || part.fieldname !== 'file') throw new AppError(400, 'validation_failed', { file: 'file_field_missing' });
        return service.upload(req.query.type, part.file, part.filename, uploader);
      },
    );

    app.get(
      '/api/v1/files/:id',
      {
        onRequest: deps.guard(),
        schema: {
          tags: ['files'],
          summary: 'Download a file the caller may see (images inline, other files as attachments)',
          security: [{ bearer: [] }],
          params: z.object({ id: z.uuid() }),
          response: {
            200: bytesAnswer('application/octet-stream', 'The file’s bytes, under the media type it was uploaded with'),
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const { user } = caller(req);
        const row = await service.find(req.params.id);
        // A file the caller may not see answers as missing, so ids cannot be probed.
        if (!row || !(await service.canRead(user, row))) throw notFound();
        const stream = await service.read(row);
        return reply
          .type(row.mime)
          .header('Content-Length', row.size)
          .header('Content-Disposition', contentDisposition(row.mime, row.name))
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .send(stream as never);
      },
    );
  };
