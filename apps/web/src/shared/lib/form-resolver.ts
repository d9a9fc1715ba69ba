import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/*
 * The one way a form checks its values: the contract's schema (the one the server checks the body
 * with) through the zod resolver. The log-in form loads this module with its schema on its first
 * focus, so the form library and zod stay out of the first screen's download.
 */

type Schema = z.ZodType;

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
export function formResolver<S extends Schema>(schema: S): Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;
/** The form's values normalised to the schema's input; the schema's output is what the form submits. */
export function formResolver<TForm extends FieldValues, S extends Schema>(
  schema: S,
  options: FormResolverOptions<TForm> & { keepValues?: false },
): Resolver<TForm, unknown, z.output<S>>;
/** Checked by the schema, the form's own values submitted. */
export function formResolver<TForm extends FieldValues>(schema: Schema, options: FormResolverOptions<TForm> & { keepValues: true }): Resolver<TForm>;
export function formResolver(schema: Schema, options: FormResolverOptions<FieldValues> = {}): AnyResolver {
  const { normalise, keepValues = false } = options;
  const run = zodResolver(schema as never) as unknown as AnyResolver;
  return async (values, context, resolveOptions) => {
    const result = await run((normalise ? normalise(values) : values) as FieldValues, context, resolveOptions);
    return keepValues && Object.keys(result.errors).length === 0 ? { values, errors: {} } : result;
  };
}
