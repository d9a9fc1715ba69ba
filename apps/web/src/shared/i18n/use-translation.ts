import { useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

/**
 * The interface's texts in the current language, for every component: `const { t } = useTranslation()`.
 *
 * In place of react-i18next's hook, which gives each component its own copy of the i18next instance
 * (every own property copied, on mount) and asks whether the texts are loaded on every render: on
 * a cabinet's first load that came to 30–60 ms of the main thread. The texts are loaded before
 * any screen renders (app/lazy-page.ts) and before a language is switched to (`setLanguage`), so
 * nothing waits here; a component renders again when the language changes, as before.
 * react-i18next still serves `Trans`.
 */
export type Translation = { t: TFunction<'translation'>; i18n: typeof i18n };

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language ?? '';

/** One `t` per language, so components that depend on `t` keep it until the language changes. */
const byLanguage = new Map<string, Translation>();

export function useTranslation(): Translation {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  let translation = byLanguage.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language || null, 'translation'), i18n };
    byLanguage.set(language, translation);
  }
  return translation;
}
