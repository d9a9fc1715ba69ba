import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { KnownSession } from '@/shared/session/session-user-arrival';

type Screen = { preload?: () => void; prepare?: (session: KnownSession) => void };

/** The screen an element shows: itself, or the one a guard (RouteAccess) wraps. */
function screenOf(element: ReactNode): Screen | undefined {
  if (!isValidElement<{ children?: ReactNode }>(element)) return undefined;
  const screen = element.type as Screen;
  return typeof screen.preload === 'function' ? screen : screenOf(element.props.children);
}

const screensAt = (routes: RouteObject[], pathname: string) => (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => screenOf(route.element) ?? []);

/**
 * Starts downloading the screens a path shows as soon as the routes are known. Without it a screen's
 * code is asked for only when the cabinet's frame renders it, after all the texts have arrived: one
 * more round trip on every first load of a cabinet screen (docs/performance.md, "First screens").
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const screen of screensAt(routes, pathname)) screen.preload?.();
}

/**
 * With the signed-in user known, what those screens need by role: the profile's role form and its
 * data, asked for as the session answers rather than when the screen first renders
 * (docs/performance.md, "The role's screen with the session").
 */
export function prepareScreens(routes: RouteObject[], pathname: string, session: KnownSession): void {
  for (const screen of screensAt(routes, pathname)) screen.prepare?.(session);
}
