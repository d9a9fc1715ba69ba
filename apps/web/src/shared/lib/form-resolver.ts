import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/*
 * The one way a form checks its values: the contract's schema (the one the server checks the body
 * with) through the zod resolver. `@hookform/resolvers` holds no zod of its own, so this module
 * costs the log-in screen nothing; the log-in form passes a loader instead of the schema, which
 * keeps the contract and zod out of its first load until the first check.
 */

type Schema = z.ZodType;

/** A schema, or a loader of one (fetched on the first check and kept). */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

export interface FormResolverOptions<TForm> {
  /**
   * The form's values as the server would receive them: a form keeps empty text as `''` and numbers
   * as typed text, while the body schema wants null for "none". Field paths stay the same, so
   * errors land on the fields that hold them.
   */
  normalise?: (values: TForm) => unknown;
  /** Submit the form's own values rather than the schema's output (a form that sends more than the schema checks). */
  keepValues?: boolean;
}

type AnyResolver = Resolver<FieldValues, unknown, unknown>;

/** The schema's input is the form's values, its output what the form submits. */
export function formResolver<S extends Schema>(source: SchemaSource<S>): Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;
/** The form's values normalised to the schema's input; the schema's output is what the form submits. */
export function formResolver<TForm extends FieldValues, S extends Schema>(
  source: SchemaSource<S>,
  options: FormResolverOptions<TForm> & { keepValues?: false },
): Resolver<TForm, unknown, z.output<S>>;
/** Checked by the schema, the form's own values submitted. */
export function formResolver<TForm extends FieldValues>(
  source: SchemaSource<Schema>,
  options: FormResolverOptions<TForm> & { keepValues: true },
): Resolver<TForm>;
export function formResolver(source: SchemaSource<Schema>, options: FormResolverOptions<FieldValues> = {}): AnyResolver {
  const { normalise, keepValues = false } = options;
  const toResolver = (schema: Schema) => zodResolver(schema as never) as unknown as AnyResolver;
  // A loader is called when the form first checks, not when the form is built, and only once.
  let resolver: AnyResolver | Promise<AnyResolver> | undefined;
  const ready = () => (resolver ??= isLoader(source) ? source().then(toResolver) : toResolver(source));
  return async (values, context, resolveOptions) => {
    const run = await ready();
    const result = await run((normalise ? normalise(values) : values) as FieldValues, context, resolveOptions);
    return keepValues && Object.keys(result.errors).length === 0 ? { values, errors: {} } : result;
  };
}

function isLoader(source: SchemaSource<Schema>): source is () => Promise<Schema> {
  return typeof source === 'function' && !('_zod' in source);
}

/** `''` and whitespace become null; other values pass as they are (for a form's `normalise`). */
export function blankToNull<T>(value: T): T | null {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}
