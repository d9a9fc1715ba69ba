import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REAUTH_WINDOW_MS } from '@platform/contract';
import { isGuardHook } from './auth.js';
import { isFreshProofHook } from './fresh-proof.js';

const bearer = [{ bearer: [] as string[] }];

/**
 * The same validation, documented by the given JSON schema instead of the generated one: for types
 * OpenAPI 3.0 cannot express, such as the recursive JSON value (generated, it came out as a
 * reference to a `schema0` component that no document holds). A fresh wrapper carries the
 * override, because zod's generator trips over one set on a refined (cloned) schema.
 */
export function documentedAs<T extends z.ZodType>(schema: T, jsonSchema: Record<string, unknown>): z.ZodLazy<T> {
  const wrapper = z.lazy(() => schema);
  wrapper._zod.toJSONSchema = () => structuredClone(jsonSchema);
  return wrapper;
}

/** The metadata key that carries a non-JSON answer's media type from its schema to the document. */
const MEDIA_TYPE = 'x-media-type';

/**
 * A success answer that is not JSON (a PDF, a calendar, a spreadsheet, a stored file): documented
 * as bytes under its own media type, where the generated document would say `application/json`.
 */
export function bytesAnswer(mediaType: string, description: string): z.ZodAny {
  return z.any().meta({ [MEDIA_TYPE]: mediaType, description });
}

/** Each answer marked by `bytesAnswer` under its media type instead of JSON. */
function withMediaTypes(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  return Object.fromEntries(
    Object.entries(response as Record<string, Record<string, unknown>>).map(([code, answer]) => {
      const mediaType = answer?.[MEDIA_TYPE];
      if (typeof mediaType !== 'string') return [code, answer];
      const schema = mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
      return [code, { description: answer.description ?? mediaType, content: { [mediaType]: { schema } } }];
    }),
  );
}

/**
 * A stable, unique operation id from the method and the path, so every endpoint gets one without
 * per-route edits: `GET /api/v1/expert/internal-expert/:id` is `getV1ExpertInternalExpertById`.
 */
export function operationIdOf(method: string | readonly string[], url: string): string {
  const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const parts = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...words(segment.slice(1))] : words(segment)));
  const verb = [method]
    .flat()
    .map((m) => m.toLowerCase())
    .join('Or');
  return verb + parts.map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');
}

/** A call that needs a recent proof of identity says so in its description and in an extension a client can read. */
const freshProofNote = (description: unknown) => ({
  description: [
    typeof description === 'string' ? description : '',
    `Needs a proof of identity from the last ${REAUTH_WINDOW_MS / 60_000} minutes (sign-in or \`POST /api/v1/auth/reauth\`); ` +
      'otherwise 403 `reauth_required`.',
  ]
    .filter(Boolean)
    .join('\n\n'),
  'x-reauth-required': true,
});

/**
 * The zod schemas become JSON schemas; then each documented operation gets its id and its security
 * from the route itself: a route behind the session guard needs the bearer token, any other route
 * keeps what it declares (the upload also takes a sign-up proof) or is public (`security: []`).
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema, url };
  const { route } = input;
  const hooks = [route.onRequest ?? []].flat();
  const guarded = hooks.some(isGuardHook);
  const fresh = hooks.some(isFreshProofHook);
  return {
    url,
    schema: {
      ...schema,
      ...(fresh ? freshProofNote(schema.description) : {}),
      ...(schema.response ? { response: withMediaTypes(schema.response) } : {}),
      operationId: schema.operationId ?? operationIdOf(route.method, url),
      security: guarded ? bearer : (schema.security ?? []),
    },
  };
};

/** The `@fastify/swagger` options: OpenAPI 3.0 generated from the contract, served at `/api/docs`. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Venture platform API', version: '1.0.0', description: 'Generated from the zod contract in packages/contract.' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        registrationToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-registration-token',
          description: 'The `registrationToken` of a verified sign-up code (logo uploads before the account exists)',
        },
      },
    },
  },
  transform,
};
