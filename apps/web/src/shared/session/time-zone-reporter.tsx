import { useEffect } from 'react';
import { api } from '../api/api';
import { sessionStore } from '../lib/storage';
import { useSession } from './session-context';
import { browserTimeZone, takeTimeZoneTurn } from './time-zone';

/**
 * After sign-in, tells the server the browser's time zone once per tab session (fire and forget):
 * letters about new messages give times in it.
 */
export function TimeZoneReporter() {
  const { state } = useSession();
  const userId = state.status === 'loggedIn' ? state.user.id : null;
  useEffect(() => {
    if (!userId) return;
    const zone = browserTimeZone();
    if (!zone || !takeTimeZoneTurn(sessionStore, userId)) return;
    api.patch('/api/v1/user/settings', { time_zone: zone }).catch(() => {
      // Not reported this time: the next tab session tries again.
    });
  }, [userId]);
  return null;
}
