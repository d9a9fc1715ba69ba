import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from '@/shared/i18n/form-field-error';
import { serverFieldErrors } from './api-error';

/**
 * Puts the server's field texts on the form's fields (`brief.regions` lands on `regions` with
 * `prefix: 'brief.'`), the first of them focused unless `focus` is off, and answers the texts no
 * field of this form owns, for an alert instead. `'every'` names a form that has a field for each
 * path of its body.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  names: readonly Path<T>[] | 'every',
  prefix = '',
  focus = true,
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(fields)) {
    const name = (field.startsWith(prefix) ? field.slice(prefix.length) : field) as Path<T>;
    if (names !== 'every' && !names.includes(name)) {
      rest.push(message);
      continue;
    }
    setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: focus && !focused });
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

/** A refusal's field texts split into those of the form's file pickers (by the body's path) and the rest. */
export function splitFileErrors<F extends string>(fields: Record<string, string>, filePaths: Partial<Record<string, F>>) {
  const files: Partial<Record<F, string>> = {};
  const rest: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const file = filePaths[path];
    if (file) files[file] = message;
    else rest[path] = message;
  }
  return { files, rest };
}
