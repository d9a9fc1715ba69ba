import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors } from '@/shared/api/apply-field-errors';
import type { StepServerError } from './step-props';

/**
 * A refused sign-up lands on the step of its failing fields: their texts go on the fields once
 * the step shows, and the server's message is the step's alert.
 */
export function useStepServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  serverError: StepServerError | null,
  names: readonly Path<T>[],
  prefix = '',
): string | null {
  const fields = serverError?.fields;
  useEffect(() => {
    if (fields) applyFieldErrors(setError, fields, names, prefix);
    // Applied once per refusal; the names and prefix of a step never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields, setError]);
  return serverError?.message ?? null;
}
