import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from '../i18n/field-error-text';

/**
 * Puts the server's field texts on the form's fields (`brief.regions` lands on `regions` with
 * `prefix: 'brief.'`) and answers the texts no field of this form owns, for an alert instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  names: readonly Path<T>[],
  prefix = '',
): string[] {
  const rest: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const name = (field.startsWith(prefix) ? field.slice(prefix.length) : field) as Path<T>;
    if (names.includes(name)) setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: true });
    else rest.push(message);
  }
  return rest;
}
