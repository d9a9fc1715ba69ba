import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preloadable = { preload?: () => void };

/** The screen an element shows: itself, or the one a guard (RouteAccess) wraps. */
function preloadOf(element: ReactNode): (() => void) | undefined {
  if (!isValidElement<{ children?: ReactNode }>(element)) return undefined;
  const own = (element.type as Preloadable).preload;
  return typeof own === 'function' ? own : preloadOf(element.props.children);
}

/**
 * Starts downloading the screens a path shows as soon as the routes are known. Without it a screen's
 * code is asked for only when the cabinet's frame renders it, after all the texts have arrived: one
 * more round trip on every first load of a cabinet screen (docs/performance.md, "First screens").
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) preloadOf(route.element)?.();
}
