import { z } from 'zod';
import { languages } from './basics.js';
import { fieldCode } from './field-codes.js';

/** Error body of every 4xx/5xx answer (spec part 2, section 8): `errors` maps a field to its text. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /**
   * Beside `errors` when a service refused fields: each field's error code (the catalogue of
   * `errors.ts`), for a client to word in its own interface language; `params` fills its text.
   */
  field_codes: z.record(z.string(), z.string()).optional(),
  params: z.record(z.string(), z.string()).optional(),
  /**
   * With `account_blocked`: the reason, when the manager chose to share it, and the address the
   * company writes to about it.
   */
  blocked: z.object({ reason: z.string().nullable(), contact: z.string() }).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Identifiers are UUIDs (spec part 2, section 5: 8-4-4-4-12 lowercase alphanumerics). */
export const idSchema = z.uuid();

/*
 * The primitives every request schema is built from, so a new endpoint inherits what the database
 * can hold. Their messages are error codes (`errors.ts`) the server answers in the caller's language.
 */

/** U+0000 (refused by PostgreSQL text) and unpaired UTF-16 surrogates (refused by jsonb, mangled in text). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string) => !value.includes('\u0000') && !loneSurrogate.test(value);

/** Any string a request carries; chain `.trim()`, `.min()`, `.max()`, `.regex()` on it as on `z.string()`. */
export const textSchema = (message?: string) => z.string(message).refine(isStorableText, 'text_invalid');

/** Handbook ids: keys held in PostgreSQL `integer` columns. */
export const INT_ID_MAX = 2_147_483_647;
export const intIdSchema = (message?: string) =>
  z
    .number(message)
    .int(message)
    .min(1, message ?? 'handbook_invalid')
    .max(INT_ID_MAX, message ?? 'handbook_invalid');
export const intIdListSchema = (message?: string) => z.array(intIdSchema(message));

/**
 * A number within the domain's bounds. Zod already refuses infinities, but an open range lets ±1e308
 * through, which overflows a `real` column (about ±3.4e38) when compared or stored.
 */
export const numberSchema = (min: number, max: number, messages: { type?: string; min?: string; max?: string } = {}) =>
  z
    .number(messages.type)
    .min(min, messages.min ?? 'number_out_of_range')
    .max(max, messages.max ?? 'number_out_of_range');

/**
 * Calendar dates (`yyyy-MM-dd`) with a year both PostgreSQL and JavaScript read the same way:
 * PostgreSQL refuses the year 0000, and four digits already stop at 9999.
 */
export const DATE_YEAR_MIN = 1900;
export const dateSchema = (message?: string) => z.iso.date(message).refine((d) => Number(d.slice(0, 4)) >= DATE_YEAR_MIN, 'date_out_of_range');

/** Nesting allowed in free-form JSON values (and in any JSON request body, checked before parsing). */
export const JSON_MAX_DEPTH = 32;

export { languages, defaultLanguage, type Language } from './basics.js';
export const languageSchema = z.enum(languages);

/** Standard list paging of the spec: take/skip with an order column and direction. */
export const PAGE_SIZE = 20;
/** The one largest page of every list: the spec's foundation call reads its 1000 experts at once. */
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
  .regex(new RegExp(anyCasePattern(orderDirs)), fieldCode('order_direction_one_of', { values: orderDirs.join(', ') }))
  .transform((dir) => dir.toLowerCase() as OrderDir)
  .describe('asc or desc, in any letter case');

const toCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** A name in both spellings the spec uses (`created_at`, `createdAt`), the given one first. */
const bothSpellings = (name: string) => [...new Set([name, toSnake(name), toCamel(name)])];

/**
 * Every spelling of a list's order columns, mapped to the column the handler sees: each column in
 * snake and camel case (`created_at`, `createdAt`), short or qualified by the list's entity, itself
 * in either case (`expert.createdAt`, `backer.created_at`, `companyTask.created_at`). The spec
 * shows both spellings, sometimes for one list, so every list takes all of them from here.
 */
export function orderBySpellings(entity: string, orderBy: readonly string[]): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const column of orderBy) {
    for (const short of bothSpellings(column)) {
      spellings.set(short, column);
      for (const prefix of bothSpellings(entity)) spellings.set(`${prefix}.${short}`, column);
    }
  }
  return spellings;
}

/**
 * The order column of a list, in any spelling of `orderBySpellings` (what the spec's front end
 * sends); handlers see the column as the list declares it.
 */
export function orderBySchema<const T extends readonly [string, ...string[]]>(entity: string, orderBy: T) {
  const spellings = orderBySpellings(entity, orderBy);
  const accepted = [...spellings.keys()] as [string, ...string[]];
  return z
    .enum(accepted, { error: fieldCode('order_by_one_of', { values: orderBy.join(', ') }) })
    .transform((field) => spellings.get(field) as T[number])
    .describe(`A column in snake or camel case (${accepted[0]}, ${toCamel(accepted[0])}), short or qualified by the entity (${entity}.${accepted[0]})`);
}

/** How many rows a page holds: 1 to `MAX_TAKE`, `PAGE_SIZE` unless a list shows more by default. */
export const takeSchema = (defaultTake: number = PAGE_SIZE) => z.coerce.number().int().min(1).max(MAX_TAKE).default(defaultTake);

/**
 * The `take`/`skip` of every offset list (spec section 9: skip advances by the count loaded); a list
 * adds its filters with `.extend`. Keyset lists (the timeline) take only `takeSchema`.
 */
export const offsetPageSchema = (defaultTake: number = PAGE_SIZE) =>
  z.object({ take: takeSchema(defaultTake), skip: z.coerce.number().int().min(0).default(0) });

/** The query of every ordered list; `entity` names the rows (`expert`) for the qualified order columns. */
export function pageQuerySchema<const T extends readonly [string, ...string[]]>(entity: string, orderBy: T) {
  return offsetPageSchema().extend({
    order_by: orderBySchema(entity, orderBy).optional(),
    order_dir: orderDirSchema.optional(),
  });
}

/** The default success body for calls whose answer carries nothing else. */
export const okSchema = z.object({ ok: z.literal(true) });

/** How deep a parsed JSON value nests (a scalar is 0, `[]` is 1); walked without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Whether every string and key of a parsed JSON value could be stored (see `isStorableText`). */
export function isStorableJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string' && !isStorableText(v)) return false;
    if (v === null || typeof v !== 'object') continue;
    for (const [key, child] of Object.entries(v)) {
      if (!isStorableText(key)) return false;
      stack.push(child);
    }
  }
  return true;
}
