import { useCallback } from 'react';
import { fieldCodeText } from '@platform/contract';
import type { Language } from '@platform/contract/basics';
import { useLanguage } from './use-language';
import { SERVER_ERROR_TYPE, type FieldErrorLike } from './form-field-error';

/**
 * A field refusal of the contract's schemas (a code with its numbers, `fieldCode`) in the interface
 * language, worded from the error codes' catalogue the server words its refusals with. A message
 * that names no code is shown as it is.
 */
export function contractFieldText(message: string, language: Language): string {
  return fieldCodeText(message, language) ?? message;
}

/** `contractFieldText` in the interface language. */
export function useContractFieldText() {
  const language = useLanguage();
  return useCallback((message: string) => contractFieldText(message, language), [language]);
}

/**
 * `(error) => text` for a field checked by a contract schema: the schema's refusal (a code) worded
 * in the interface language, a server text set on the field shown as it came.
 */
export function useContractFieldError() {
  const text = useContractFieldText();
  return useCallback(
    (error: FieldErrorLike | undefined) => (!error?.message ? undefined : error.type === SERVER_ERROR_TYPE ? error.message : text(error.message)),
    [text],
  );
}
