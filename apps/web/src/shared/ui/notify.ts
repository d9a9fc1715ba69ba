import { notifications } from '@mantine/notifications';

/** Info messages close after 5 s; errors stay until closed (spec part 2, section 8). */
export const NOTIFY_AUTO_CLOSE_MS = 5_000;

export const notify = {
  info(message: string, title?: string) {
    notifications.show({ message, title, color: 'brand', autoClose: NOTIFY_AUTO_CLOSE_MS });
  },
  success(message: string, title?: string) {
    notifications.show({ message, title, color: 'teal', autoClose: NOTIFY_AUTO_CLOSE_MS });
  },
  warning(message: string, title?: string) {
    notifications.show({ message, title, color: 'yellow', autoClose: NOTIFY_AUTO_CLOSE_MS });
  },
  error(message: string, title?: string) {
    notifications.show({ message, title, color: 'red', autoClose: false });
  },
};
