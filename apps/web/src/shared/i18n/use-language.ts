import { useTranslation } from '@/shared/i18n/use-translation';
import { defaultLanguage, type Language } from '@platform/contract/basics';
import { isLanguage } from './i18n';

/** The interface language; re-renders the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const value = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(value) ? value : defaultLanguage;
}
