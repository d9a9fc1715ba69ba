import { readFileSync } from 'node:fs';

export type Language = 'en' | 'ru';
type Texts = { [key: string]: string | Texts };
const load = (language: Language): Texts => JSON.parse(readFileSync(new URL(`../../apps/web/src/shared/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;
const locales: Record<Language, Texts> = { en: load('en'), ru: load('ru') };

/** A text of the interface as the person reads it, from the app's own catalogue (`{{name}}` filled in). */
export function text(language: Language, key: string, params: Record<string, string> = {}): string {
  const found = key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), locales[language]);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${language}`);
  return Object.entries(params).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), found);
}
