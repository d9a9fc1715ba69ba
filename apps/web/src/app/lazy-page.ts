import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so each screen module keeps named exports only. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
