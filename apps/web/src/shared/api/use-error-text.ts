import { useCallback } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorToText } from './error-text';

/** `errorToText` in the interface language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorToText(error, (key, params) => t(key, params ?? {})), [t]);
}
