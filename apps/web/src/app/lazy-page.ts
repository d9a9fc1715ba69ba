import { lazy, type ComponentType } from 'react';
import { loadAllTexts } from '../shared/i18n/i18n';

/**
 * React.lazy for a named export, so each screen module keeps named exports only. The screen waits
 * for all the texts of the language too: the entry carries only those of the log-in screen.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadAllTexts()]);
    return { default: module[name] as ComponentType };
  });
}

/** lazyPage for the log-in screen, whose texts are in the entry: it does not wait for the rest. */
export function firstScreenPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
