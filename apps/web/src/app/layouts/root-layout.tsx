import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '@/shared/ui/cookie-banner';
import { FullPageLoader } from '@/shared/ui/loaders';
import { SessionGate, useRecordHistory } from '../guards/session-gate';

export function RootLayout() {
  useRecordHistory();
  return (
    <>
      <SessionGate>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </SessionGate>
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
