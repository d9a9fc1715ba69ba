import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorText, formatCalendarDay, formatMoney, wordParams, type ErrorCode, type FieldCodes, type Language } from '@platform/contract';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { schemaIssueText } from './field-errors.js';

/** A failure the caller can act on; becomes a 4xx answer with a translated message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly fields?: FieldCodes,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
  }
}

/**
 * A blocked account's refused sign-in or ended session. It carries the block's reason only when
 * the manager chose to share it; the answer adds the platform's contact address (`SUPPORT_EMAIL`).
 */
export class AccountBlockedError extends AppError {
  constructor(
    status: 401 | 403,
    readonly reason: string | null,
  ) {
    super(status, 'account_blocked');
  }
}
export const accountBlocked = (status: 401 | 403, user: { blockedReason: string | null; blockedReasonShared: boolean }) =>
  new AccountBlockedError(status, user.blockedReasonShared ? user.blockedReason : null);

export const badRequest = (fields?: FieldCodes, params: Record<string, string> = {}) => new AppError(400, 'validation_failed', fields, params);
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(401, code);
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = () => new AppError(404, 'not_found');

/**
 * A failure while reading a multipart body (no boundary, a wrong one, a body cut short) comes from
 * the parser as a plain error; it is the caller's request that is broken, so it answers 400.
 */
export function multipartFailure(err: unknown): unknown {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (err instanceof AppError || (typeof status === 'number' && status < 500)) return err;
  return new AppError(400, 'multipart_invalid');
}
/** Seconds a caller is asked to wait when the database is away: a restart takes a few. */
export const UNAVAILABLE_RETRY_SECONDS = '5';

/** The caller's language: their `Accept-Language` when it names ours, else English. */
export function requestLanguage(req: FastifyRequest): Language {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && /^\s*ru\b/i.test(header) ? 'ru' : 'en';
}

/**
 * The language of a refusal: the signed-in caller's account language (known once the route's
 * guard has run, which is before the body is read and checked), else `requestLanguage`.
 */
export function callerLanguage(req: FastifyRequest): Language {
  return req.auth?.user.language ?? requestLanguage(req);
}

/** `/feedback/value` becomes `feedback.value`; an error on the whole body is keyed `body`. */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

export function registerErrorHandler(app: FastifyInstance, opts: { supportEmail: string }) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = callerLanguage(req);
    if (error instanceof AppError) {
      const worded = wordParams(error.params, { money: (n) => formatMoney(n, lang), day: (d) => formatCalendarDay(d, lang) });
      // Waiting refusals say how long to wait in a header too, not only inside the message.
      if (error.status === 429 && error.params.seconds) reply.header('Retry-After', error.params.seconds);
      return reply.status(error.status).send({
        message: errorText(error.code, lang, worded),
        code: error.code,
        // Each field's text in the caller's language, and its code for a client wording it in its own.
        ...(error.fields
          ? {
              errors: Object.fromEntries(Object.entries(error.fields).map(([field, code]) => [field, errorText(code, lang, worded)])),
              field_codes: error.fields,
            }
          : {}),
        // The figures a refusal names, raw, for a client that words the code itself.
        ...(Object.keys(error.params).length ? { params: error.params } : {}),
        ...(error instanceof AccountBlockedError ? { blocked: { reason: error.reason, contact: opts.supportEmail } } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      // No body (or an empty one) where the call needs one: said as such, not as a type mismatch.
      if (error.validationContext === 'body' && req.body == null) errors.body = errorText('body_required', lang);
      for (const issue of error.validation) {
        const key = fieldPath(issue.instancePath);
        errors[key] ??= schemaIssueText(issue, lang);
      }
      return reply.status(400).send({ message: errorText('validation_failed', lang), code: 'validation_failed', errors });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: errorText('internal', lang), code: 'internal' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: errorText('payload_too_large', lang), code: 'payload_too_large' });
    if (status === 429)
      return reply.status(429).send({ message: error.message || errorText('too_many_requests', lang, { seconds: '60' }), code: 'too_many_requests' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: errorText('bad_request', lang), code: 'bad_request' });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', UNAVAILABLE_RETRY_SECONDS);
      return reply.status(503).send({ message: errorText('service_unavailable', lang), code: 'service_unavailable' });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: errorText('internal', lang), code: 'internal' });
  });
}
