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
export const orderDirSchema = z.enum(['asc', 'desc']);
export function pageQuerySchema<const T extends readonly [string, ...string[]]>(orderBy: T) {
  return z.object({
    take: z.coerce.number().int().min(1).max(MAX_TAKE).default(PAGE_SIZE),
    skip: z.coerce.number().int().min(0).default(0),
    order_by: z.enum(orderBy).optional(),
    order_dir: orderDirSchema.optional(),
  });
}

/** The default success body for calls whose answer carries nothing else. */
export const okSchema = z.object({ ok: z.literal(true) });
