import { readFileSync } from 'node:fs';
import { sharedTexts } from '@platform/contract/texts';

export type Language = 'en' | 'ru';
type Texts = { [key: string]: string | Texts };
/** `extra`'s texts added into `base`, as i18next's deep `addResourceBundle` adds them on the web. */
function merge(base: Texts, extra: Texts): Texts {
  const out: Texts = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const inner = out[key];
    out[key] = typeof value === 'object' && typeof inner === 'object' ? merge(inner, value) : value;
  }
  return out;
}
const load = (language: Language): Texts =>
  merge(JSON.parse(readFileSync(new URL(`../../apps/web/src/shared/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Texts, sharedTexts[language]);
const locales: Record<Language, Texts> = { en: load('en'), ru: load('ru') };

/** A text of the interface as the person reads it, from the app's own catalogue (`{{name}}` filled in). */
export function text(language: Language, key: string, params: Record<string, string> = {}): string {
  const found = key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), locales[language]);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${language}`);
  return Object.entries(params).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), found);
}
