import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
/** What Fastify hands a serializer compiler: one status code's response schema of one route. */
type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()` on an object) becomes `X` with
 * `nullable: true`, which fast-json-stringify writes without trying each branch per value.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === 'null' && Object.keys(node).length === 1) {
    return { ...(simplify(anyOf[0]) as JsonSchema), nullable: true };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplify(value)]));
}

/**
 * A JSON writer compiled once from a zod schema. It writes the same bytes as the zod serializer
 * (keys in schema order, unknown keys left out) without checking each value against the schema
 * on the way out, so use it only where the handler's answer is built by a typed presenter.
 */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as JsonSchema;
  delete json.$schema;
  return fastJson(json) as (data: unknown) => string;
}

/**
 * A route's `serializerCompiler`: compiled writers for the given status codes' zod schemas, the
 * zod serializer (which checks the answer) for the rest, such as error bodies.
 */
export function compiledSerializers(...schemas: z.ZodType[]): (route: RouteSchema) => (data: unknown) => string {
  const compiled = new Map<unknown, (data: unknown) => string>(schemas.map((schema) => [schema, compileSerializer(schema)]));
  return (route) => compiled.get(route.schema) ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
}
