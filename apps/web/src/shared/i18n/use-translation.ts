import { useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

/**
 * The interface's texts in the current language, for every component: `const { t } = useTranslation()`.
 *
 * In place of react-i18next's hook, which gives each component its own copy of the i18next instance
 * (every own property copied, on mount) and asks whether the texts are loaded on every render: on
 * a cabinet's first load that came to 16–97 ms of the main thread (docs/performance.md). The texts are loaded before
 * any screen renders (app/lazy-page.ts) and before a language is switched to (`setLanguage`), so
 * nothing waits here; a component renders again when the language changes, as before.
 * react-i18next still serves `Trans`.
 */
export type Translation = { t: TFunction<'translation'>; i18n: typeof i18n };
type Instance = typeof i18n;

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language ?? '';

/**
 * What an i18next instance gave: one `t` per language, so components that depend on `t` keep it
 * until the language changes; and the texts asked for by key alone. i18next spends 20–50 µs on
 * every call (its options copied, the key resolved, the text searched for placeholders), and a
 * cabinet's first screen asks for a few hundred texts, some of them many times. Those are
 * forgotten whenever texts are added or removed, or the instance is set up again with another store.
 */
type Kept = { byLanguage: Map<string, Translation>; texts: Set<Map<string, string>>; store?: Instance['store'] };
const kept = new WeakMap<Instance, Kept>();

function keptFor(instance: Instance): Kept {
  let entry = kept.get(instance);
  if (!entry) {
    entry = { byLanguage: new Map(), texts: new Set() };
    kept.set(instance, entry);
  }
  return entry;
}

function watchStore(instance: Instance, entry: Kept): void {
  if (entry.store === instance.store) return;
  const forget = () => {
    for (const texts of entry.texts) texts.clear();
  };
  forget();
  entry.store = instance.store;
  entry.store?.on('added', forget);
  entry.store?.on('removed', forget);
}

/**
 * A text with nothing for i18next to do, read straight from the loaded texts: no placeholders, no
 * nesting, not empty, in this language. Anything else (a plural, a text only the fallback language
 * has, a missing key) is left to i18next, which answers it as it always has.
 */
function plainText(instance: Instance, language: string, key: string): string | undefined {
  if (!language || key.includes(':')) return undefined;
  let node: unknown = instance.store?.data[language]?.translation;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '' && !node.includes('{{') && !node.includes('$t(') ? node : undefined;
}

function translationOf(instance: Instance, entry: Kept, language: string): Translation {
  const fixed = instance.getFixedT(language || null, 'translation');
  const texts = new Map<string, string>();
  entry.texts.add(texts);
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    watchStore(instance, entry);
    let text = texts.get(key);
    if (text === undefined) {
      text = plainText(instance, language, key) ?? (fixed(key as never) as string);
      texts.set(key, text);
    }
    return text;
  }) as unknown as TFunction<'translation'>;
  return { t, i18n: instance };
}

/** The texts of a language: the same object on every call, so `t` keeps its identity. */
export function translationFor(language: string, instance: Instance = i18n): Translation {
  const entry = keptFor(instance);
  let translation = entry.byLanguage.get(language);
  if (!translation) {
    translation = translationOf(instance, entry, language);
    entry.byLanguage.set(language, translation);
  }
  return translation;
}

export function useTranslation(): Translation {
  return translationFor(useSyncExternalStore(subscribe, currentLanguage, currentLanguage));
}
