import { lazy, type ComponentType } from 'react';
import { loadAllTexts } from '@/shared/i18n/i18n';
import { loadChunk } from '@/shared/lib/load-chunk';
import type { KnownSession } from '@/shared/session/session-user-arrival';

/**
 * React.lazy for a named export, so each screen module keeps named exports only. The screen waits
 * for all the texts of the language too: the entry carries only those of the log-in screen. A load
 * that fails or stalls for 120 s ends in a ChunkLoadError, which the route's error screen offers to reload.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  prepare?: (session: KnownSession) => Promise<unknown>,
) {
  const page = lazy(async () => {
    const [module] = await loadChunk(() => Promise.all([load(), loadAllTexts()]));
    return { default: module[name] as ComponentType };
  });
  // Start the download before the screen renders, and what it needs by role once the user is known
  // (app/preload-screens.ts); a failure is left to the render.
  return Object.assign(page, {
    preload: () => void load().catch(() => undefined),
    prepare: prepare && ((session: KnownSession) => void prepare(session).catch(() => undefined)),
  });
}

/** lazyPage for the log-in screen, whose texts are in the entry: it does not wait for the rest. */
export function firstScreenPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await loadChunk(load))[name] as ComponentType }));
}

/** A screen whose code is already loaded (the cabinet's frame, in its routes' chunk) that waits for all the texts, as lazyPage does. */
export function afterAllTexts(Component: ComponentType) {
  return lazy(async () => {
    await loadChunk(loadAllTexts);
    return { default: Component };
  });
}
