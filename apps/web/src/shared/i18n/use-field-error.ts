import { useCallback } from 'react';
import { accountFieldRules, type AccountField } from './field-error-text';
import { useFormFieldError, type FieldErrorLike } from './form-field-error';

/** `(field, error, value) => text` for the account forms, in the interface language. */
export function useFieldError() {
  const text = useFormFieldError();
  return useCallback((field: AccountField, error: FieldErrorLike | undefined, value: unknown) => text(accountFieldRules[field], error, value), [text]);
}
