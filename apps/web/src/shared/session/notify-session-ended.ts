import type { TFunction } from 'i18next';
import { notify } from '@/shared/ui/notify';
import type { sessionEndedBy } from './session-ended';

type Ended = NonNullable<ReturnType<typeof sessionEndedBy>>;

/**
 * Tells the person why their open session ended: a block says so, with its shared reason and the
 * platform's contact address; anything else is the server's message or "your session has ended".
 */
export function notifySessionEnded(ended: Ended, t: TFunction) {
  if (!ended.blocked) {
    notify.error(ended.message ?? t('auth.sessionEnded'));
    return;
  }
  const { reason, contact } = ended.blocked;
  const lines = [reason ? t('auth.blocked.reason', { reason }) : null, t('auth.blocked.signedOutContact', { contact })];
  notify.error(lines.filter((line) => line !== null).join('\n'), t('auth.blocked.signedOut'));
}
