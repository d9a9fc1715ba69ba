import { z } from 'zod';

/** Error body of every 4xx/5xx answer (spec part 2, section 8): `errors` maps a field to its text. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Identifiers are UUIDs (spec part 2, section 5: 8-4-4-4-12 lowercase alphanumerics). */
export const idSchema = z.uuid();

export const languages = ['en', 'ru'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'en';

/** Standard list paging of the spec: take/skip with an order column and direction. */
export const PAGE_SIZE = 20;
export const MAX_TAKE = 1000;
export const orderDirs = ['asc', 'desc'] as const;
export type OrderDir = (typeof orderDirs)[number];

/** A pattern matching the words in any letter case, spelled out so JSON Schema (which has no flags) documents it exactly. */
function anyCasePattern(words: readonly string[]): string {
  const anyCase = (word: string) => [...word].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');
  return `^(?:${words.map(anyCase).join('|')})$`;
}

/** Order direction in any letter case, as the spec's front end sends `DESC` or `desc`; handlers see it lowercase. */
export const orderDirSchema = z
  .string()
  .regex(new RegExp(anyCasePattern(orderDirs)), `Order direction is one of: ${orderDirs.join(', ')}`)
  .transform((dir) => dir.toLowerCase() as OrderDir)
  .describe('asc or desc, in any letter case');

/**
 * The order column of a list: a short name (`createdAt`) or the name qualified by the list's entity
 * (`expert.createdAt`, `backer.created_at`), as the spec's front end sends them; handlers see the short name.
 */
export function orderBySchema<const T extends readonly [string, ...string[]]>(entity: string, orderBy: T) {
  const prefix = `${entity}.`;
  const qualified = orderBy.map((field) => `${prefix}${field}`);
  return z
    .enum([...orderBy, ...qualified] as unknown as T, { error: `Order by one of: ${orderBy.join(', ')}` })
    .transform((field): T[number] => (field.startsWith(prefix) ? field.slice(prefix.length) : field))
    .describe(`A column, short (${orderBy[0]}) or qualified by the entity (${qualified[0]})`);
}

/** The query of every paged list; `entity` names the rows (`expert`) for the qualified order columns. */
export function pageQuerySchema<const T extends readonly [string, ...string[]]>(entity: string, orderBy: T) {
  return z.object({
    take: z.coerce.number().int().min(1).max(MAX_TAKE).default(PAGE_SIZE),
    skip: z.coerce.number().int().min(0).default(0),
    order_by: orderBySchema(entity, orderBy).optional(),
    order_dir: orderDirSchema.optional(),
  });
}

/** The default success body for calls whose answer carries nothing else. */
export const okSchema = z.object({ ok: z.literal(true) });
