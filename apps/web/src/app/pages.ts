import { firstScreenPage, lazyPage } from './lazy-page';

// Every screen is its own chunk: the first paint downloads only the shell and the screen it shows.
// The cabinet's screens are in cabinet-pages.ts, which loads with the cabinet's routes.
const auth = () => import('@/features/auth/pages/auth-page');
const staticPages = () => import('@/features/static-pages/pages/static-pages');
const demo = () => import('@/features/style-guide/pages/demo-page');
const verify = () => import('@/features/verify/pages/verify-page');
const publicLayout = () => import('./layouts/public-layout');
const notFound = () => import('./not-found-page');

export const Pages = {
  PublicLayout: lazyPage(publicLayout, 'PublicLayout'),
  NotFound: lazyPage(notFound, 'NotFoundPage'),
  Login: firstScreenPage(auth, 'LoginPage'),
  Thanks: firstScreenPage(auth, 'ThanksPage'),
  StaticPagesIndex: lazyPage(staticPages, 'StaticPagesIndex'),
  StaticPage: lazyPage(staticPages, 'StaticPage'),
  Verify: lazyPage(verify, 'VerifyPage'),
  Demo: lazyPage(demo, 'DemoPage'),
};
