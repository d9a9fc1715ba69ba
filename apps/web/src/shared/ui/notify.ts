import type * as mantineNotifications from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';
import { i18n } from '@/shared/i18n/i18n';

/** Info messages close after 5 s; errors stay until closed (spec part 2, section 8). */
export const NOTIFY_AUTO_CLOSE_MS = 5_000;
/** Spec: at most three at once. */
export const NOTIFY_LIMIT = 3;

type NotificationsModule = typeof mantineNotifications;

// The notifications system (store, container, transitions) loads with the first message, not with
// the first screen; NotificationsHost mounts its container once it is asked for.
let loading: Promise<NotificationsModule> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<NotificationsModule> {
  if (!loading) {
    loading = import('@mantine/notifications').then((module) => {
      module.notificationsStore.updateState((state) => ({ ...state, limit: NOTIFY_LIMIT }));
      return module;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a message was shown yet, for the host that renders the container. */
export const notificationsLoader = {
  load,
  requested: () => loading !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * Every notification's close button is named, in the language the interface shows now; a message's
 * line breaks show (a blocked account's reason, then whom to write to).
 */
function show(notice: NotificationData) {
  void load().then(({ notifications }) =>
    notifications.show({ ...notice, styles: { description: { whiteSpace: 'pre-line' } }, closeButtonProps: { 'aria-label': i18n.t('common.close') } }),
  );
}

export const notify = {
  info(message: string, title?: string) {
    show({ message, title, color: 'brand', autoClose: NOTIFY_AUTO_CLOSE_MS });
  },
  success(message: string, title?: string) {
    show({ message, title, color: 'teal', autoClose: NOTIFY_AUTO_CLOSE_MS });
  },
  warning(message: string, title?: string) {
    show({ message, title, color: 'yellow', autoClose: NOTIFY_AUTO_CLOSE_MS });
  },
  error(message: string, title?: string) {
    show({ message, title, color: 'red', autoClose: false });
  },
};
