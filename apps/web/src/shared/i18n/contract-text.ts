import { useCallback } from 'react';
import { fieldText } from '@platform/contract';
import type { Language } from '@platform/contract/basics';
import { useLanguage } from './use-language';

/**
 * A field text of the contract's schemas (English) in the interface language, worded by the
 * contract's own table of field texts, the one the server words its refusals with. A text the
 * table lacks is shown as it is.
 */
export function contractFieldText(message: string, language: Language): string {
  return fieldText(message, language) ?? message;
}

/** `contractFieldText` in the interface language. */
export function useContractFieldText() {
  const language = useLanguage();
  return useCallback((message: string) => contractFieldText(message, language), [language]);
}
