import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Runs a schema resolver on the form's values as the server would receive them: a form keeps
 * empty text as `''` and numbers as typed text, while the body schema wants null for "none".
 * Field paths stay the same, so errors land on the fields that hold them.
 */
export function normalisedResolver<TForm extends FieldValues, TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  normalise: (values: TForm) => unknown,
): Resolver<TForm, unknown, TOutput> {
  const run = resolver as unknown as Resolver<FieldValues, unknown, TOutput>;
  return (values, context, options) => run(normalise(values) as FieldValues, context, options as never) as ReturnType<Resolver<TForm, unknown, TOutput>>;
}

/** `''` and whitespace become null; other values pass as they are. */
export function blankToNull<T>(value: T): T | null {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}
