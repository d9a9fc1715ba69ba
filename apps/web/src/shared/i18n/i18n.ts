import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '@platform/contract/basics';
import en from './locales/en.json';
import { localStore, storageKeys } from '../lib/storage';

/** English ships with the entry as the fallback; other languages load when first chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Resource[string] }>> = {
  ru: () => import('./locales/ru.json'),
};

export const i18n = i18next.createInstance();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function storedLanguage(): Language | null {
  const value = localStore.getItem(storageKeys.language);
  return isLanguage(value) ? value : null;
}

export function currentLanguage(): Language {
  const value = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(value) ? value : defaultLanguage;
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const module = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', module.default, true, true);
}

/**
 * Switches the interface language. `persist` marks an explicit choice of the user, kept in
 * `current_language`; a language taken from the account only applies while nothing is stored.
 */
export async function setLanguage(language: Language, { persist }: { persist: boolean }): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  if (persist) localStore.setItem(storageKeys.language, language);
}

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  const applyDocumentLanguage = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  i18n.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(i18n.language);
  const stored = storedLanguage();
  if (stored && stored !== defaultLanguage) await setLanguage(stored, { persist: false });
}
