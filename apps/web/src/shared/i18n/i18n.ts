import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '@platform/contract/basics';
// Named imports keep only these sections of en.json in the entry: what the shell and the log-in
// screen show. The whole file loads before any other screen (see loadAllTexts).
import { app, auth, common, cookie, errors, footer, language, states, staticPages, validation } from './locales/en.json';
import { localStore, storageKeys } from '@/shared/lib/storage';
import type * as ContractErrors from '@platform/contract/errors';
import type * as ContractTexts from '@platform/contract/texts';

/** English ships with the entry as the fallback; other languages load whole when first chosen. */
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

/** The English texts of the shell and the log-in screen, the first load of most visitors. */
export const firstScreenEnglish = { app, auth, common, cookie, errors, footer, language, states, staticPages, validation };

let allEnglish: Promise<void> | null = null;
let englishFiles: Promise<[{ default: string }, SharedTextModules]> | null = null;

// As text (`?raw`), a module apart from the sections the entry imports by name: a module imported
// both ways would stay whole in the entry.
const englishDownload = () => (englishFiles ??= Promise.all([import('./locales/en.json?raw'), sharedTextModules()]));

function loadAllEnglish(): Promise<void> {
  allEnglish ??= englishDownload().then(([module, shared]) => {
    addWholeFile('en', JSON.parse(module.default) as Resource[string]);
    addSharedTexts('en', shared);
  });
  return allEnglish;
}

/**
 * Starts downloading the whole English texts before the interface starts, for a first screen that
 * waits for them (the cabinet): they then arrive with the cabinet's code instead of after it. Another
 * stored language loads whole before the first render anyway (initI18n). A failed download is
 * tried again by the screen that needs the texts.
 */
export function preloadAllTexts(): void {
  if ((storedLanguage() ?? defaultLanguage) !== 'en') return;
  englishDownload().catch(() => {
    englishFiles = null;
  });
}

/**
 * Every text of the interface language. Each screen but the log-in form waits for it before it
 * renders (app/lazy-page.ts); the other languages always load whole.
 */
export function loadAllTexts(): Promise<void> {
  return currentLanguage() === 'en' ? loadAllEnglish() : Promise.resolve();
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en') return loadAllEnglish();
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const [module, shared] = await Promise.all([loaders[language](), sharedTextModules()]);
  addWholeFile(language, module.default);
  addSharedTexts(language, shared);
}

/**
 * A language's whole file over what it has so far. Its sections replace those of the same name
 * whole: the entry's English sections are the same file's, so nothing is lost, and the merge is a
 * spread of the top level instead of i18next's copy and deep merge of every text, which took
 * 4–10 ms for the English file in Node, longer on a phone, before every cabinet screen could
 * render. The file's object is freshly parsed or a module's own, so it is taken without a copy.
 */
function addWholeFile(language: Language, texts: Resource[string]): void {
  i18n.addResourceBundle(language, 'translation', texts, false, true, { silent: false, skipCopy: true });
}

/**
 * The texts the server prints too, kept once in the contract, under their keys here: the report's
 * PDF, and the error codes' catalogue as `errorCodes.<code>` (a refusal's field codes are worded
 * from it, see shared/api/field-codes.ts).
 */
function addSharedTexts(language: Language, [{ errorCodeTexts }, { sharedTexts }]: SharedTextModules): void {
  i18n.addResourceBundle(language, 'translation', { ...sharedTexts[language], errorCodes: errorCodeTexts(language) }, true, true);
}

type SharedTextModules = [typeof ContractErrors, typeof ContractTexts];

// Both load with the whole texts, not in the entry: until then a refusal's fields show the
// server's texts, and no screen that reads the report's labels has rendered.
const sharedTextModules = (): Promise<SharedTextModules> => Promise.all([import('@platform/contract/errors'), import('@platform/contract/texts')]);

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
    resources: { en: { translation: firstScreenEnglish } },
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
