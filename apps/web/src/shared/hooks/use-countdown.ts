import { useEffect, useState } from 'react';
import { secondsUntil } from '@/shared/lib/countdown';

/**
 * Seconds left until `until` (epoch ms), re-rendering every second while it runs. `max` caps the
 * first frame after a new deadline, before the clock is read again.
 */
export function useCountdown(until: number | null, max = Number.POSITIVE_INFINITY): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => setNow(Date.now());
    // A new deadline is measured from now at once, not from the last tick of an older one.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return Math.min(secondsUntil(until, now), max);
}
