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

function keysOf(tree: Texts, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [here, here.replace(/_(zero|one|two|few|many|other)$/, '')] : [here, ...keysOf(value, here)];
  });
}

/** Every key of the interface's catalogue (a text, a plural's base, a section): what i18next shows when a text is not loaded. */
export const textKeys: ReadonlySet<string> = new Set([...keysOf(locales.en), ...keysOf(locales.ru)]);

/** The pieces of `shown` that are keys of the catalogue rather than texts (`errorCodes.*` is filled in at run time). */
export function rawKeysIn(shown: string): string[] {
  const tokens = [...shown.matchAll(/(?<![\w.@/-])[a-zA-Z]\w*(?:\.\w+)+/g)].map((match) => match[0]);
  return tokens.filter((token) => textKeys.has(token) || token.startsWith('errorCodes.'));
}
