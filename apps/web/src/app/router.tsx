import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { isCabinetPath, paths, routes } from '@/shared/paths';
import { loadChunk } from '@/shared/lib/load-chunk';
import { preloadAllTexts } from '@/shared/i18n/i18n';
import { tokenStore } from '@/shared/session/token-store';
import { whenSessionUser } from '@/shared/session/session-user-arrival';
import { FullPageLoader } from '@/shared/ui/loaders';
import { CookieBanner } from '@/shared/ui/cookie-banner';
import { GuestOnly, RootRedirect } from './guards/session-gate';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { Pages } from './pages';
import { prepareScreens, preloadScreens } from './preload-screens';

const ROOT_ID = 'root';

export const routeTree: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the cabinet's routes load on its first visit (the session gate's loader too). The
    // cookie notice, whose texts ship with the entry, paints with it: a first visit shows the page's
    // first words at once instead of after the routes, the texts and the session arrive.
    hydrateFallbackElement: (
      <>
        <FullPageLoader />
        <CookieBanner />
      </>
    ),
    children: [
      { path: routes.root, element: <RootRedirect /> },
      {
        path: routes.login,
        element: (
          <GuestOnly>
            <Pages.Login />
          </GuestOnly>
        ),
      },
      { path: routes.thanks, element: <Pages.Thanks /> },
      { path: routes.welcome, element: <Navigate to={paths.root()} replace /> },
      { path: routes.demo, element: <Navigate to={paths.demo()} replace /> },
      { path: routes.demoPage, element: <Pages.Demo /> },
      {
        element: <Pages.PublicLayout />,
        children: [
          { path: routes.staticPages, element: <Pages.StaticPagesIndex /> },
          { path: routes.staticPage, element: <Pages.StaticPage /> },
          { path: routes.verify, element: <Pages.Verify /> },
          { path: '*', element: <Pages.NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routeTree, {
  // The cabinet's routes come on its first visit; a public path's splat asks here too, and returns.
  async patchRoutesOnNavigation({ path, patch }) {
    if (!isCabinetPath(path)) return;
    // Every cabinet screen waits for the whole texts: they download beside the routes, not after,
    // with the screen's own code. Someone signed out is on the way to the log-in screen instead.
    const token = tokenStore.get();
    if (token !== null) preloadAllTexts();
    const { cabinetRoute } = await loadChunk(() => import('./cabinet-routes'));
    patch(ROOT_ID, [cabinetRoute]);
    if (token === null) return;
    preloadScreens([cabinetRoute], path);
    // Once the session knows the user, what the screen needs by role (not if another account has
    // signed in meanwhile).
    void whenSessionUser().then((session) => {
      if (tokenStore.get() === token) prepareScreens([cabinetRoute], path, session);
    });
  },
});
