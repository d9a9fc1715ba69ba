import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from '../i18n/form-field-error';
import { serverFieldErrors } from './api-error';

/**
 * Puts the server's field texts on the form's fields (`brief.regions` lands on `regions` with
 * `prefix: 'brief.'`), the first of them focused, and answers the texts no field of this form
 * owns, for an alert instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  names: readonly Path<T>[],
  prefix = '',
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(fields)) {
    const name = (field.startsWith(prefix) ? field.slice(prefix.length) : field) as Path<T>;
    if (!names.includes(name)) {
      rest.push(message);
      continue;
    }
    setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: !focused });
    focused = true;
  }
  return rest;
}

/**
 * A failed call's field errors (the answer's `errors`, worded from its `field_codes` and `params`)
 * put on the form's fields. True when the whole refusal sits on them; otherwise the form says it
 * elsewhere too (a toast or an alert), so nothing the server said goes unseen.
 */
export function refusalOnFields<T extends FieldValues>(setError: UseFormSetError<T>, failure: unknown, names: readonly Path<T>[], prefix = ''): boolean {
  const fields = serverFieldErrors(failure);
  const rest = applyFieldErrors(setError, fields, names, prefix);
  return Object.keys(fields).length > 0 && rest.length === 0;
}
