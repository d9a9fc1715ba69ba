import { useCallback } from 'react';
import { useFormFieldError, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { applicationFieldRule } from '@/features/applications/lib/field-rules';
import type { FeedbackMethod } from '@/features/applications/lib/form-values';

/** `(path, error, value) => text`: a field's error of an application form, in the interface language. */
export function useFieldMessage(method: FeedbackMethod) {
  const fieldError = useFormFieldError();
  return useCallback(
    (path: string, error: FieldErrorLike | undefined, value: unknown) => fieldError(applicationFieldRule(path, method), error, value),
    [fieldError, method],
  );
}
