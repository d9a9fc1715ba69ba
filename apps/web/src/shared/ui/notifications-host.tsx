import { Suspense, lazy, useSyncExternalStore } from 'react';
import { NOTIFY_AUTO_CLOSE_MS, NOTIFY_LIMIT, notificationsLoader } from './notify';

const Notifications = lazy(async () => ({ default: (await notificationsLoader.load()).Notifications }));

/** Mantine's notification container, rendered from the first message on (see notify.ts). */
export function NotificationsHost() {
  const requested = useSyncExternalStore(notificationsLoader.subscribe, notificationsLoader.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec: bottom right, at most three at once. */}
      <Notifications position="bottom-right" limit={NOTIFY_LIMIT} autoClose={NOTIFY_AUTO_CLOSE_MS} zIndex={1000} />
    </Suspense>
  );
}
