import { notifications, type NotificationData } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';

/** Info messages close after 5 s; errors stay until closed (spec part 2, section 8). */
export const NOTIFY_AUTO_CLOSE_MS = 5_000;

/** Every notification's close button is named, in the language the interface shows now. */
function show(data: NotificationData) {
  notifications.show({ ...data, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
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
