import { useEffect, useRef } from 'react';

/**
 * Calls `flush` when the screen goes away: on unmount (another page of the app), and when the
 * document is hidden or left (a reload, a closed tab, a phone switching apps). A write still
 * waiting on a timer would otherwise be lost with the page, and the next visit would read the
 * value from before it.
 */
export function useFlushOnLeave(flush: () => void): void {
  const latest = useRef(flush);
  useEffect(() => {
    latest.current = flush;
  });
  useEffect(() => {
    const run = () => latest.current();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') run();
    };
    window.addEventListener('pagehide', run);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', run);
      document.removeEventListener('visibilitychange', onHidden);
      run();
    };
  }, []);
}
