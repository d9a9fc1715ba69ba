import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build puts it in place of `@mantine/hooks`' own (vite.config.ts,
 * `mantineStableIds`). Mantine's keeps React's id for the first render, then sets a random one from
 * a layout effect, so every component that has an id (menu entries, tooltips, inputs, scroll areas,
 * tabs) renders a second time as it mounts, synchronously before the paint. The random id served
 * React 17, which had no `useId`; React's own is unique within the app's one root and stays the
 * same for a component's life. The same signature: a given id wins.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
