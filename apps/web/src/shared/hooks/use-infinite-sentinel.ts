import { useEffect, useRef, useState } from 'react';

/** How far below the view the next page starts loading (spec part 2, section 9). */
export const INFINITE_ROOT_MARGIN = '100px';

/**
 * Infinite scroll: answers a ref for an element placed after the last row; when it comes within
 * 100 px of the view and `enabled` holds, `onReach` is called (again after each page while it
 * stays in view).
 */
export function useInfiniteSentinel(onReach: () => void, enabled: boolean) {
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: INFINITE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);

  return setElement;
}
