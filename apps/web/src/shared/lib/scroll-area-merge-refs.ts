import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` for Mantine's `ScrollArea`, as the build puts it in place of `@floating-ui/react`
 * (vite.config.ts, `scrollAreaWithoutFloatingUi`). The scroll area takes only this helper from that
 * package, and the one import made the cabinet's frame (its drawer scrolls in a scroll area) download
 * the whole positioning library with it before the first paint. Mantine's own helper does the same:
 * one callback that hands the node to every ref, and clears them when it goes.
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]) {
  return useMergedRef(...refs);
}
